import { and, eq, inArray } from 'drizzle-orm';
import type {
  CalculationDefinitionInput,
  CalculationInputOutput,
  CalculationKind,
  CalculationVersionInput,
  StoredDefinition,
} from '../../api/calculations';
import { versionStatus } from '../../api/calculations';
import { apiErrorCodes } from '../../api/api-error';
import { ApiError, invalid, notFound } from '../api-error';
import type { Database } from '../db/database';
import { calculation_versions, calculations, fees, fund_families } from '../db/schema';
import { checkAgainstFamily } from './calculation-family-checks';
import { completedMxlExists } from './calculation-reading';

import {
  loadStored,
  usesName,
  versionFormula,
  type Stored,
  type VersionRow,
} from './calculation-stored';
import type { Scope } from '../scope';

/** Spec §3 version calculation_type: unless given, TransactionCodeList (MXL) for MXL ones. */
const versionTypeOf = (kind: CalculationKind, version: CalculationVersionInput) =>
  version.version_calculation_type ?? (kind === 'mxl' ? 'TransactionCodeList' : 'Other');

function definitionStored(definition: CalculationDefinitionInput): StoredDefinition {
  return {
    start_date: definition.start_date,
    end_date: definition.end_date,
    calculation_type: definition.calculation_type,
    transaction_codes: definition.calculation_type === 'basic' ? definition.transaction_codes : [],
    eval_string: definition.calculation_type === 'advanced' ? definition.eval_string : null,
    formula: versionFormula(definition),
    filters: definition.filters,
  };
}

function versionValues(
  calculationId: string,
  kind: CalculationKind,
  version: CalculationVersionInput,
  position: number,
) {
  return {
    calculation_id: calculationId,
    // A version's own formula is stored as its definitions are.
    ...definitionStored(version),
    is_draft: version.is_draft,
    position,
    version_calculation_type: versionTypeOf(kind, version),
    related_muuid_names: version.related_muuid_names,
    definitions: version.definitions.map(definitionStored),
  };
}

function definitionValues(input: CalculationInputOutput) {
  return {
    name: input.name,
    display_name: input.display_name,
    description: input.description,
    category: input.category,
    context: input.context,
    classification: input.classification,
    display_type: input.display_type,
    aggregatable: input.aggregatable,
    is_hypo_performance_metric: input.is_hypo_performance_metric,
    is_investment_performance_calculation: input.is_investment_performance_calculation,
    time_periods: input.time_periods,
    calculation_definitions: input.calculation_definitions,
  };
}

async function loadOne(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  calculationId: string,
  kind: CalculationKind,
): Promise<Stored> {
  const found = (await loadStored(db, scope, fundFamilyId)).find(
    ({ row }) => row.id === calculationId && row.kind === kind,
  );
  if (!found) throw notFound('No such calculation');
  return found;
}

/**
 * Serialises calculation writes of one fund family: the name, reference and cycle checks
 * read the whole family, so two concurrent saves could each pass them and together close a
 * cycle. Locking the family row first makes the second wait and see the first.
 */
async function lockFamily(tx: Database, scope: Scope, fundFamilyId: string): Promise<void> {
  const [row] = await tx
    .select({ id: fund_families.id })
    .from(fund_families)
    .where(and(eq(fund_families.id, fundFamilyId), eq(fund_families.customer_id, scope.customerId)))
    .for('update');
  if (!row) throw notFound('No such fund family for this customer');
}

export async function createCalculation(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  kind: CalculationKind,
  input: CalculationInputOutput,
): Promise<string> {
  await lockFamily(tx, scope, fundFamilyId);
  await checkAgainstFamily(tx, scope, fundFamilyId, kind, input, null);
  const [row] = await tx
    .insert(calculations)
    .values({
      customer_id: scope.customerId,
      fund_family_id: fundFamilyId,
      kind,
      ...definitionValues(input),
    })
    .returning({ id: calculations.id });
  const id = row!.id;
  await tx
    .insert(calculation_versions)
    .values(input.versions.map((version, position) => versionValues(id, kind, version, position)));
  return id;
}

const comparable = (
  version: CalculationVersionInput | (VersionRow & { definitions: CalculationDefinitionInput[] }),
) =>
  JSON.stringify([
    version.start_date,
    version.end_date,
    version.is_draft,
    version.calculation_type,
    version.calculation_type === 'basic' ? version.transaction_codes : [],
    version.calculation_type === 'advanced' ? version.eval_string : null,
    version.filters,
    version.definitions.map((definition) => {
      const { formula: _formula, ...inputs } = definitionStored(definition);
      return inputs;
    }),
  ]);

/**
 * Replaces the definition and its versions. Completed versions of an MXL calculation are
 * history other figures were computed from: they change only through Unsafe Edit.
 */
export async function updateCalculation(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  calculationId: string,
  kind: CalculationKind,
  input: CalculationInputOutput,
  options: { today: string; unsafe: boolean },
): Promise<{ before: unknown; after: CalculationInputOutput }> {
  await lockFamily(tx, scope, fundFamilyId);
  const existing = await loadOne(tx, scope, fundFamilyId, calculationId, kind);
  const known = new Map(existing.versions.map((version) => [version.id, version]));
  input.versions.forEach((version, index) => {
    if (version.id && !known.has(version.id)) {
      throw invalid({ [`versions.${index}.id`]: ['No such version of this calculation'] });
    }
  });
  if (kind === 'mxl' && !options.unsafe) {
    const hasCompleted = existing.versions.some(
      (version) => versionStatus(version, options.today) === 'completed',
    );
    if (
      hasCompleted &&
      JSON.stringify(existing.row.calculation_definitions) !==
        JSON.stringify(input.calculation_definitions)
    ) {
      throw invalid({
        calculation_definitions: [
          'Sub-calculations of a calculation with a completed version can only be changed with Unsafe Edit (Internal Only).',
        ],
      });
    }
    for (const version of existing.versions) {
      if (versionStatus(version, options.today) !== 'completed') continue;
      const index = input.versions.findIndex((candidate) => candidate.id === version.id);
      const kept = index >= 0 && comparable(input.versions[index]!) === comparable(version);
      if (!kept) {
        throw invalid({
          [index >= 0 ? `versions.${index}` : 'versions']: [
            'A completed version can only be changed with Unsafe Edit (Internal Only).',
          ],
        });
      }
    }
  }
  // Spec §6: once a completed MXL calculation exists, the fund family's numbers come from
  // MXL and the other calculations are no longer edited (the page hides Edit; this is the
  // server keeping to the same rule). Unsafe Edit is the internal way round.
  if (kind !== 'mxl' && !options.unsafe && (await completedMxlExists(tx, scope, fundFamilyId))) {
    throw new ApiError({
      status: 409,
      code: apiErrorCodes.conflict,
      message:
        'This fund family has a completed MXL calculation: other calculations can no longer be edited.',
    });
  }
  await checkAgainstFamily(tx, scope, fundFamilyId, kind, input, existing);
  await tx
    .update(calculations)
    .set({ ...definitionValues(input), updated_at: new Date() })
    .where(eq(calculations.id, calculationId));
  const keep = new Set(input.versions.flatMap((version) => (version.id ? [version.id] : [])));
  const dropped = existing.versions.filter((version) => !keep.has(version.id));
  if (dropped.length > 0) {
    await tx.delete(calculation_versions).where(
      inArray(
        calculation_versions.id,
        dropped.map((version) => version.id),
      ),
    );
  }
  for (const [position, version] of input.versions.entries()) {
    const values = versionValues(calculationId, kind, version, position);
    if (version.id) {
      await tx
        .update(calculation_versions)
        .set(values)
        .where(eq(calculation_versions.id, version.id));
    } else {
      await tx.insert(calculation_versions).values(values);
    }
  }
  return { before: { ...existing.row, versions: existing.versions }, after: input };
}

/** A calculation other formulas use cannot go: they would stop evaluating. */
export async function deleteCalculation(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  calculationId: string,
  kind: CalculationKind,
): Promise<Stored> {
  await lockFamily(tx, scope, fundFamilyId);
  const existing = await loadOne(tx, scope, fundFamilyId, calculationId, kind);
  const users = (await loadStored(tx, scope, fundFamilyId))
    .filter((other) => other.row.id !== calculationId && usesName(other, existing.row.display_name))
    .map(({ row }) => row.display_name);
  if (users.length > 0) {
    throw new ApiError({
      status: 409,
      code: apiErrorCodes.conflict,
      message: `${existing.row.display_name} is used by ${users.join(', ')}: change those formulas first.`,
    });
  }
  // A fee's basis names the calculation by id: the fee would lose its basis.
  const feesOnIt = (
    await tx
      .select({ name: fees.name, basis: fees.basis })
      .from(fees)
      .where(and(eq(fees.customer_id, scope.customerId), eq(fees.fund_family_id, fundFamilyId)))
  ).filter((fee) => fee.basis.some((point) => point.calculation_id === calculationId));
  if (feesOnIt.length > 0) {
    throw new ApiError({
      status: 409,
      code: apiErrorCodes.conflict,
      message: `${existing.row.display_name} is the basis of the fee ${feesOnIt.map((fee) => fee.name).join(', ')}: change the fee first.`,
    });
  }
  await tx.delete(calculations).where(eq(calculations.id, calculationId));
  return existing;
}
