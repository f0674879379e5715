import { and, eq } from 'drizzle-orm';
import type { AllocationRuleInput } from '../../api/allocation-rules';
import { versionStatus } from '../../api/calculations';
import { calculationValuesFromMxl, type AllocationStructure } from '../../domain/allocation-graph';
import { DomainError } from '../../domain/domain-error';
import { createMxlEvaluator, formulaInEffect } from '../../domain/mxl';
import { invalid } from '../api-error';
import type { Database } from '../db/database';
import { calculations, type fund_families } from '../db/schema';
import { buildStructure, type StructureContext } from './allocation-structure';
import { loadFundFamilyLedger } from '../calculation/calculation-ledger';
import { loadStored } from '../calculation/calculation-stored';

type Fund = typeof fund_families.$inferSelect;
type CalculationWeights = Record<string, Record<string, number | string>>;

/**
 * The per-commitment values, as of `date`, of the calculations the rules allocate by (spec §3
 * calculations: an MXL formula evaluated per commitment), keyed by calculation display name.
 * A commitment with nothing in the ledger weighs 0; one the formula gives NULL has no value,
 * so the engine says which rule needs it.
 */
export async function calculationWeights(
  db: Database,
  fund: Fund,
  date: string,
  calculationIds: readonly string[],
  commitmentIds: readonly string[],
): Promise<{ names: Record<string, string>; values: CalculationWeights }> {
  const wanted = new Set(calculationIds);
  if (wanted.size === 0) return { names: {}, values: {} };
  const scope = { customerId: fund.customer_id };
  const stored = await loadStored(db, scope, fund.id);
  const names: Record<string, string> = {};
  for (const { row } of stored) if (wanted.has(row.id)) names[row.id] = row.display_name;
  for (const id of wanted)
    if (!names[id]) throw new DomainError('The calculation is not one of this fund family');
  const { ledger, codeNames } = await loadFundFamilyLedger(db, scope, fund.id);
  const evaluator = createMxlEvaluator({
    ledger,
    timePeriod: { as_of: date },
    // Every calculation in effect, since the chosen ones may refer to the others by name.
    calculations: stored.flatMap(({ row, versions }) => {
      const version = versions.find((v) => versionStatus(v, date) === 'current');
      if (!version) return [];
      const { formula, filters } = formulaInEffect(version, date);
      return [
        { name: row.display_name, formula, filters, subCalculations: row.calculation_definitions },
      ];
    }),
    transactionCodes: codeNames,
    groupBy: 'commitment',
  });
  const inLedger = new Set(ledger.commitmentIds);
  const values: CalculationWeights = {};
  for (const id of wanted) {
    const name = names[id]!;
    const evaluated = evaluator.evaluateCalculation(name);
    if (!evaluated.ok)
      throw new DomainError(`"${name}" cannot be evaluated on ${date}: ${evaluated.error.message}`);
    const weights = calculationValuesFromMxl(name, evaluated.value);
    for (const commitment of commitmentIds) if (!inLedger.has(commitment)) weights[commitment] = 0;
    values[name] = weights;
  }
  return { names, values };
}

/** The fund family's calculations as rule graphs name them: id to display name. */
export async function calculationNamesOf(
  db: Database,
  fund: Fund,
): Promise<Record<string, string>> {
  const rows = await db
    .select({ id: calculations.id, name: calculations.display_name })
    .from(calculations)
    .where(
      and(eq(calculations.customer_id, fund.customer_id), eq(calculations.fund_family_id, fund.id)),
    );
  return Object.fromEntries(rows.map((r) => [r.id, r.name]));
}

/**
 * What the allocation engine needs to allocate through a rule graph on `date`: the structure
 * and, for rules on a calculation basis, each calculation's values per commitment that day.
 */
export async function ruleGraphEngineInput(
  db: Database,
  fund: Fund,
  date: string,
  context: StructureContext,
  rules: readonly AllocationRuleInput[],
): Promise<{ structure: AllocationStructure; values: CalculationWeights }> {
  const ids = rules.flatMap((r) =>
    r.basis === 'calculation' && r.calculation_id ? [r.calculation_id] : [],
  );
  try {
    const { names, values } = await calculationWeights(
      db,
      fund,
      date,
      ids,
      context.commitments.map((c) => c.id),
    );
    return { structure: buildStructure(context, rules, names), values };
  } catch (error) {
    // A calculation that cannot weigh the commitments that day is the page's to show (400).
    if (error instanceof DomainError)
      throw invalid({ non_field_errors: [error.message] }, error.message);
    throw error;
  }
}
