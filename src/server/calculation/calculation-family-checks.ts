import type {
  CalculationDefinitionInput,
  CalculationInputOutput,
  CalculationKind,
} from '../../api/calculations';
import type { FieldErrors } from '../../api/api-error';
import {
  checkMxl,
  describeMxlProblem,
  findCalculationCycle,
  formatReferenceCycle,
  type MxlCheckNames,
} from '../../domain/mxl';
import { invalid } from '../api-error';
import type { Database } from '../db/database';
import { loadTransactionCodes } from './calculation-ledger';

import {
  formulasOf,
  loadStored,
  namesIn,
  usesName,
  versionFormula,
  type Stored,
} from './calculation-stored';
import type { Scope } from '../scope';

type Add = (path: string, message: string) => void;

/**
 * Names an MXL formula reads must be calculations, sub-calculations or codes of the family:
 * the domain's checker (the editor's lint) says which and where. Functions and arity were
 * checked by the input schema.
 */
function checkNames(formula: string, path: string, names: MxlCheckNames, add: Add): void {
  const problems = checkMxl(formula, names);
  if (problems.length > 0) add(path, problems.map(describeMxlProblem).join('; '));
}

/** Basic codes must be configured; names an MXL formula reads must be known. */
function checkFormula(
  part: CalculationDefinitionInput,
  path: string,
  kind: CalculationKind,
  names: MxlCheckNames,
  codes: ReadonlySet<string>,
  add: Add,
): void {
  if (kind === 'mxl' && part.calculation_type !== 'advanced') {
    add(`${path}.calculation_type`, 'An MXL calculation is written as a formula.');
  }
  if (part.calculation_type === 'basic') {
    part.transaction_codes.forEach((term, at) => {
      if (!codes.has(term.code_name)) {
        add(
          `${path}.transaction_codes.${at}.code_name`,
          `Unknown transaction code "${term.code_name}"`,
        );
      }
    });
    return;
  }
  checkNames(versionFormula(part), `${path}.eval_string`, names, add);
}

/** Every formula of an input, as the cycle search and the reference checks read them. */
function inputFormulas(input: CalculationInputOutput): string[] {
  return input.versions.flatMap((version) => [
    versionFormula(version),
    ...version.definitions.map(versionFormula),
  ]);
}

/** Where to show a cycle that runs through the edited calculation: the formula that closes it. */
function cyclePath(input: CalculationInputOutput, cycle: readonly string[]): string {
  const own = input.display_name;
  const at = cycle.findIndex((name) => name === own || name.startsWith(`${own}.`));
  const from = cycle[at];
  const next = cycle[at + 1] ?? '';
  const nextName = next.startsWith(`${own}.`) ? next.slice(own.length + 1) : next;
  if (from && from !== own) {
    const index = input.calculation_definitions.findIndex((sub) => `${own}.${sub.name}` === from);
    if (index >= 0) return `calculation_definitions.${index}.formula`;
  }
  for (const [index, version] of input.versions.entries()) {
    if (namesIn(versionFormula(version)).includes(nextName)) return `versions.${index}.eval_string`;
    const inDefinition = version.definitions.findIndex((definition) =>
      namesIn(versionFormula(definition)).includes(nextName),
    );
    if (inDefinition >= 0) return `versions.${index}.definitions.${inDefinition}.eval_string`;
  }
  return 'non_field_errors';
}

/**
 * The checks that need the rest of the family: a free display name, known codes and
 * names, sub-calculation names that shadow nothing, no reference cycle, and no rename
 * while other formulas use the old name.
 */
export async function checkAgainstFamily(
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
  const subs = new Set(input.calculation_definitions.map((sub) => sub.name));
  const known: MxlCheckNames = { calculations: [...names, ...subs], transactionCodes: codes };
  const errors: FieldErrors = {};
  const add: Add = (path, message) => (errors[path] ??= []).push(message);

  if (stored.some(({ row }) => row.display_name === input.display_name)) {
    add('display_name', 'A calculation with this display name already exists.');
  }
  if (existing && existing.row.display_name !== input.display_name) {
    const users = stored
      .filter((other) => usesName(other, existing.row.display_name))
      .map(({ row }) => row.display_name);
    if (users.length > 0) {
      add('display_name', `Used by ${users.join(', ')}: change those formulas before renaming.`);
    }
  }
  input.calculation_definitions.forEach((sub, index) => {
    if (names.has(sub.name) || codes.has(sub.name)) {
      add(
        `calculation_definitions.${index}.name`,
        `"${sub.name}" is already a ${codes.has(sub.name) ? 'transaction code' : 'calculation'}: choose another name`,
      );
    }
    checkNames(sub.formula, `calculation_definitions.${index}.formula`, known, add);
  });
  input.versions.forEach((version, index) => {
    checkFormula(version, `versions.${index}`, kind, known, codes, add);
    version.definitions.forEach((definition, at) =>
      checkFormula(definition, `versions.${index}.definitions.${at}`, kind, known, codes, add),
    );
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);

  // Every version and definition counts: a scheduled one that closes a cycle would fail on
  // its day. The edited calculation goes first so the cycle is named from it.
  const cycle = findCalculationCycle([
    {
      name: input.display_name,
      formulas: inputFormulas(input),
      subCalculations: input.calculation_definitions,
    },
    ...stored.map((other) => ({
      name: other.row.display_name,
      formulas: formulasOf({ ...other, row: { ...other.row, calculation_definitions: [] } }),
      subCalculations: other.row.calculation_definitions,
    })),
  ]);
  if (cycle) throw invalid({ [cyclePath(input, cycle)]: [formatReferenceCycle(cycle)] });
}
