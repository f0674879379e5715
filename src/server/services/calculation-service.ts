import { and, eq, inArray } from 'drizzle-orm';
import type {
  CalculationInputOutput,
  CalculationKind,
  CalculationVersionInput,
} from '../../api/calculations';
import { versionStatus } from '../../api/calculations';
import { apiErrorCodes, type FieldErrors } from '../../api/api-error';
import { findReferenceCycle, formatReferenceCycle, parseMxl } from '../../domain/mxl';
import { ApiError, invalid, notFound } from '../api-error';
import type { Database } from '../db/database';
import { calculation_versions, calculations, fund_families } from '../db/schema';
import { loadTransactionCodes } from './calculation-ledger';
import { completedMxlExists } from './calculation-reading';

import {
  loadStored,
  namesIn,
  versionFormula,
  type Scope,
  type Stored,
  type VersionRow,
} from './calculation-stored';

/**
 * The checks that need the rest of the family: a free display name, known codes and
 * names, no reference cycle, and no rename while other formulas use the old name.
 */
async function checkAgainstFamily(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  kind: CalculationKind,
  input: CalculationInputOutput,
  existing: Stored | null,
): Promise<void> {
  const stored = (await loadStored(db, scope, fundFamilyId)).filter(
    ({ row }) => row.id !== existing?.row.id,
  );
  const codes = new Set(
    (await loadTransactionCodes(db, scope, fundFamilyId)).map((code) => code.name),
  );
  const names = new Set([...stored.map(({ row }) => row.display_name), input.display_name]);
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);

  if (stored.some(({ row }) => row.display_name === input.display_name)) {
    add('display_name', 'A calculation with this display name already exists.');
  }
  if (existing && existing.row.display_name !== input.display_name) {
    const users = stored
      .filter(({ versions }) =>
        versions.some((version) => namesIn(version.formula).includes(existing.row.display_name)),
      )
      .map(({ row }) => row.display_name);
    if (users.length > 0) {
      add('display_name', `Used by ${users.join(', ')}: change those formulas before renaming.`);
    }
  }
  input.versions.forEach((version, index) => {
    if (kind === 'mxl' && version.calculation_type !== 'advanced') {
      add(`versions.${index}.calculation_type`, 'An MXL calculation is written as a formula.');
    }
    version.transaction_codes.forEach((term, at) => {
      if (version.calculation_type === 'basic' && !codes.has(term.code_name)) {
        add(
          `versions.${index}.transaction_codes.${at}.code_name`,
          `Unknown transaction code "${term.code_name}"`,
        );
      }
    });
    if (version.calculation_type === 'advanced') {
      const unknown = namesIn(versionFormula(version)).filter(
        (name) => !names.has(name) && !codes.has(name),
      );
      if (unknown.length > 0) {
        add(
          `versions.${index}.eval_string`,
          unknown.map((name) => `Unknown name "${name}"`).join('; '),
        );
      }
    }
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);

  // Every version counts: a scheduled version that closes a cycle would fail on its day.
  // The edited calculation goes first so the cycle is named from it.
  const graph = [
    {
      name: input.display_name,
      formula: combined(input.versions.map(versionFormula)),
    },
    ...stored.map(({ row, versions }) => ({
      name: row.display_name,
      formula: combined(versions.map((version) => version.formula)),
    })),
  ];
  const cycle = findReferenceCycle(graph);
  if (cycle) {
    const next = cycle[cycle.indexOf(input.display_name) + 1];
    const index = input.versions.findIndex((version) =>
      namesIn(versionFormula(version)).includes(next ?? ''),
    );
    throw invalid({
      [index >= 0 ? `versions.${index}.eval_string` : 'non_field_errors']: [
        formatReferenceCycle(cycle),
      ],
    });
  }
}

/** Several formulas as one list expression, so the cycle search sees all their names. */
function combined(formulas: readonly string[]): string {
  const parsing = formulas.filter((formula) => parseMxl(formula).ok);
  return parsing.length === 0 ? '0' : `[${parsing.map((formula) => `(${formula})`).join(', ')}]`;
}

function versionValues(calculationId: string, version: CalculationVersionInput, position: number) {
  return {
    calculation_id: calculationId,
    start_date: version.start_date,
    end_date: version.end_date,
    is_draft: version.is_draft,
    calculation_type: version.calculation_type,
    transaction_codes: version.calculation_type === 'basic' ? version.transaction_codes : [],
    eval_string: version.calculation_type === 'advanced' ? version.eval_string : null,
    formula: versionFormula(version),
    filters: version.filters,
    position,
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
    .values(input.versions.map((version, position) => versionValues(id, version, position)));
  return id;
}

const comparable = (version: CalculationVersionInput | VersionRow) =>
  JSON.stringify([
    version.start_date,
    version.end_date,
    version.is_draft,
    version.calculation_type,
    version.calculation_type === 'basic' ? version.transaction_codes : [],
    version.calculation_type === 'advanced' ? version.eval_string : null,
    version.filters,
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
    const values = versionValues(calculationId, version, position);
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
    .filter(
      ({ row, versions }) =>
        row.id !== calculationId &&
        versions.some((version) => namesIn(version.formula).includes(existing.row.display_name)),
    )
    .map(({ row }) => row.display_name);
  if (users.length > 0) {
    throw new ApiError({
      status: 409,
      code: apiErrorCodes.conflict,
      message: `${existing.row.display_name} is used by ${users.join(', ')}: change those formulas first.`,
    });
  }
  await tx.delete(calculations).where(eq(calculations.id, calculationId));
  return existing;
}
