import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CalculationVersionInput } from '../../api/calculations';
import { versionStatus } from '../../api/calculations';
import {
  basicFormulaToMxl,
  formulaInEffect,
  mxlReferencedNames,
  parseMxl,
  type MxlCalculation,
} from '../../domain/mxl';
import type { Database } from '../db/database';
import { calculation_versions, calculations } from '../db/schema';
import type { Scope } from '../scope';

export type CalculationRow = typeof calculations.$inferSelect;
export type VersionRow = typeof calculation_versions.$inferSelect;
export type Stored = { row: CalculationRow; versions: VersionRow[] };

type FormulaPart = Pick<
  CalculationVersionInput,
  'calculation_type' | 'transaction_codes' | 'eval_string'
>;

/** The MXL a version or definition evaluates: basic ones are converted, advanced ones are MXL. */
export function versionFormula(version: FormulaPart): string {
  return version.calculation_type === 'basic'
    ? basicFormulaToMxl(version.transaction_codes)
    : (version.eval_string ?? '');
}

export function namesIn(formula: string): string[] {
  const parsed = parseMxl(formula);
  return parsed.ok ? mxlReferencedNames(parsed.ast) : [];
}

/**
 * Every formula a stored calculation may run: each version's own, its further
 * definitions' and its sub-calculations'. What it references is what any of them names.
 */
export function formulasOf({ row, versions }: Stored): string[] {
  return [
    ...versions.flatMap((version) => [
      version.formula,
      ...version.definitions.map((definition) => definition.formula),
    ]),
    ...row.calculation_definitions.map((sub) => sub.formula),
  ];
}

/** Whether any formula of the calculation names `name`. */
export const usesName = (stored: Stored, name: string): boolean =>
  formulasOf(stored).some((formula) => namesIn(formula).includes(name));

/** The version in effect today, or else the latest one, which is what the list shows. */
export function shownVersion<V extends { start_date: string; end_date: string | null }>(
  versions: readonly V[],
  today: string,
): V {
  return (
    versions.find((version) => versionStatus(version, today) === 'current') ??
    versions[versions.length - 1]!
  );
}

export async function loadStored(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
): Promise<Stored[]> {
  const rows = await db
    .select()
    .from(calculations)
    .where(
      and(
        eq(calculations.customer_id, scope.customerId),
        eq(calculations.fund_family_id, fundFamilyId),
      ),
    )
    .orderBy(asc(calculations.display_name));
  if (rows.length === 0) return [];
  const versions = await db
    .select()
    .from(calculation_versions)
    .where(
      inArray(
        calculation_versions.calculation_id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(calculation_versions.start_date));
  return rows.map((row) => ({
    row,
    versions: versions.filter((version) => version.calculation_id === row.id),
  }));
}

/** The calculations as they stand on `day`: each one's version in effect, if any, for MXL. */
export function calculationsInEffect(stored: readonly Stored[], day: string): MxlCalculation[] {
  return stored.flatMap(({ row, versions }) => {
    const version = versions.find((v) => versionStatus(v, day) === 'current');
    if (!version) return [];
    const { formula, filters } = formulaInEffect(version, day);
    return [
      {
        name: row.display_name,
        formula,
        filters,
        subCalculations: row.calculation_definitions,
      },
    ];
  });
}
