import type {
  AllCalculations,
  Calculation,
  CalculationNode,
  CalculationValue,
  CalculationVersion,
  ReferencedByItem,
} from '../../api/calculation-responses';
import type { CalculationContext, CalculationKind } from '../../api/calculations';
import { versionStatus } from '../../api/calculations';
import { createMxlEvaluator, type MxlEvaluation, type MxlValue } from '../../domain/mxl';
import { notFound } from '../api-error';
import type { Database } from '../db/database';
import { loadFundFamilyLedger } from './calculation-ledger';
import { loadFundFamily } from '../fund-family/fund-family-service';

import {
  calculationsInEffect,
  loadStored,
  namesIn,
  shownVersion,
  usesName,
} from './calculation-stored';
import type { Scope } from '../scope';
import { cachedCalculations } from './calculation-value-cache';

function toValue(value: MxlValue): CalculationValue {
  switch (value.kind) {
    case 'money':
      return { ok: true, kind: 'money', cents: value.cents };
    case 'decimal':
      return { ok: true, kind: 'number', value: value.value.toString() };
    case 'boolean':
      return { ok: true, kind: 'text', text: value.value ? 'TRUE' : 'FALSE' };
    case 'null':
      return { ok: true, kind: 'text', text: 'NULL' };
    case 'string':
    case 'date':
      return { ok: true, kind: 'text', text: value.value };
    default:
      return { ok: false, message: `The formula gives ${value.kind}, not a figure` };
  }
}

/**
 * Every calculation of the family, with versions, referenced-by and today's value. The
 * values come from the cache while the family's ledger and calculations stay as they were.
 */
async function describeAll(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  today: string,
): Promise<Calculation[]> {
  await loadFundFamily(db, scope.customerId, fundFamilyId);
  return cachedCalculations(db, scope, fundFamilyId, today, () =>
    evaluateAll(db, scope, fundFamilyId, today),
  );
}

async function evaluateAll(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  today: string,
): Promise<Calculation[]> {
  const stored = await loadStored(db, scope, fundFamilyId);
  if (stored.length === 0) return [];
  const idByName = new Map(stored.map(({ row }) => [row.display_name, row.id]));
  const related = (formula: string) =>
    Object.fromEntries(
      namesIn(formula)
        .filter((name) => idByName.has(name))
        .map((name) => [name, idByName.get(name)!]),
    );
  const { ledger, codeNames } = await loadFundFamilyLedger(db, scope, fundFamilyId);
  const current = calculationsInEffect(stored, today);
  const evaluator = createMxlEvaluator({
    ledger,
    timePeriod: { as_of: today },
    calculations: current,
    transactionCodes: codeNames,
    groupBy: 'fund',
  });
  const inEffect = new Set(current.map((calculation) => calculation.name));
  return stored.map(({ row, versions }) => {
    const described: CalculationVersion[] = versions.map((version) => ({
      id: version.id,
      start_date: version.start_date,
      end_date: version.end_date,
      is_draft: version.is_draft,
      calculation_type: version.calculation_type,
      transaction_codes: version.transaction_codes,
      eval_string: version.eval_string,
      filters: version.filters,
      status: versionStatus(version, today),
      formula: version.formula,
      related_calculation_ids: related(version.formula),
      version_calculation_type: version.version_calculation_type,
      related_muuid_names: version.related_muuid_names,
      definitions: version.definitions,
    }));
    const referencedBy: ReferencedByItem[] = stored
      .filter((other) => other.row.id !== row.id && usesName(other, row.display_name))
      .map((other) => {
        const formula = shownVersion(other.versions, today).formula;
        return {
          id: other.row.id,
          name: other.row.display_name,
          formula,
          related_calculation_ids: related(formula),
        };
      });
    const valueOf = (evaluate: () => MxlEvaluation): CalculationValue => {
      if (!inEffect.has(row.display_name)) {
        return { ok: false, message: `No version in effect on ${today}` };
      }
      const evaluated = evaluate();
      return evaluated.ok
        ? toValue(evaluated.value)
        : { ok: false, message: evaluated.error.message };
    };
    const value = valueOf(() => evaluator.evaluateCalculation(row.display_name));
    const subCalculationValues = Object.fromEntries(
      row.calculation_definitions.map((sub) => [
        sub.name,
        valueOf(() => evaluator.evaluateSubCalculation(row.display_name, sub.name)),
      ]),
    );
    return {
      id: row.id,
      fund_family_id: row.fund_family_id,
      kind: row.kind,
      name: row.name,
      display_name: row.display_name,
      description: row.description,
      category: row.category,
      context: row.context as CalculationContext,
      classification: row.classification as Calculation['classification'],
      display_type: row.display_type as Calculation['display_type'],
      aggregatable: row.aggregatable,
      is_hypo_performance_metric: row.is_hypo_performance_metric,
      is_investment_performance_calculation: row.is_investment_performance_calculation,
      time_periods: row.time_periods,
      calculation_definitions: row.calculation_definitions,
      calculation_type: shownVersion(versions, today).calculation_type,
      versions: described,
      referenced_by: referencedBy,
      as_of: today,
      value,
      sub_calculation_values: subCalculationValues,
    };
  });
}

export type CalculationQuery = {
  kind?: CalculationKind;
  category?: Calculation['category'];
  context?: CalculationContext;
  contextsToExclude?: readonly CalculationContext[];
};

export async function listCalculations(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  today: string,
  query: CalculationQuery = {},
): Promise<Calculation[]> {
  const all = await describeAll(db, scope, fundFamilyId, today);
  return all.filter(
    (calculation) =>
      (query.kind === undefined || calculation.kind === query.kind) &&
      (query.category === undefined || calculation.category === query.category) &&
      (query.context === undefined || calculation.context === query.context) &&
      !(query.contextsToExclude ?? []).includes(calculation.context),
  );
}

export async function getCalculation(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  calculationId: string,
  today: string,
  kind?: CalculationKind,
): Promise<Calculation> {
  const all = await describeAll(db, scope, fundFamilyId, today);
  const found = all.find((calculation) => calculation.id === calculationId);
  if (!found || (kind && found.kind !== kind)) throw notFound('No such calculation');
  return found;
}

/**
 * Each calculation with what its shown formula uses beneath it: first its own
 * sub-calculations (each with the calculations it uses), then the other calculations.
 * Roots are the calculations nothing uses.
 */
export function calculationHierarchy(all: readonly Calculation[]): CalculationNode[] {
  const byId = new Map(all.map((calculation) => [calculation.id, calculation]));
  const idByName = new Map(all.map((calculation) => [calculation.display_name, calculation.id]));
  const calculationsIn = (formula: string, self: string) =>
    namesIn(formula).flatMap((name) => {
      const id = idByName.get(name);
      return id && id !== self ? [id] : [];
    });
  const childrenOf = (calculation: Calculation): string[] => {
    const shown = shownVersion(calculation.versions, calculation.as_of);
    return Object.values(shown.related_calculation_ids).filter((id) => id !== calculation.id);
  };
  const used = new Set(
    all.flatMap((calculation) => [
      ...childrenOf(calculation),
      ...calculation.calculation_definitions.flatMap((sub) =>
        calculationsIn(sub.formula, calculation.id),
      ),
    ]),
  );
  const nodesOf = (ids: readonly string[]): CalculationNode[] =>
    ids.flatMap((id) => {
      const child = byId.get(id);
      return child ? [node(child)] : [];
    });
  const node = (calculation: Calculation): CalculationNode => ({
    id: calculation.id,
    display_name: calculation.display_name,
    sub_calculation: null,
    children: [
      ...calculation.calculation_definitions.map((sub) => ({
        id: calculation.id,
        display_name: `${calculation.display_name}.${sub.name}`,
        sub_calculation: sub.name,
        children: nodesOf(calculationsIn(sub.formula, calculation.id)),
      })),
      ...nodesOf(childrenOf(calculation)),
    ],
  });
  return all.filter((calculation) => !used.has(calculation.id)).map(node);
}

export async function allCalculations(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  today: string,
  query: CalculationQuery,
): Promise<AllCalculations> {
  const flat = await listCalculations(db, scope, fundFamilyId, today, query);
  return { flat_calculations: flat, hierarchical_calculations: calculationHierarchy(flat) };
}

/**
 * Whether the fund family runs on MXL: some MXL calculation has a published (not draft)
 * version. Basic calculations are then no longer edited (spec §6).
 */
export async function completedMxlExists(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
): Promise<boolean> {
  await loadFundFamily(db, scope.customerId, fundFamilyId);
  const stored = await loadStored(db, scope, fundFamilyId);
  return stored.some(
    ({ row, versions }) => row.kind === 'mxl' && versions.some((version) => !version.is_draft),
  );
}
