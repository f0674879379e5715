import * as v from 'valibot';
import { INVESTMENT_TYPES, SECURITY_TYPES, checkMxl, describeMxlProblem } from '../domain/mxl';
import { reportProblems, type Problem } from './field-problems';
import { isoDateSchema, requiredText, uuidSchema } from './money-input';
import { formatDate } from '../domain/date-display';

/** Spec §5 product message for the name formulas use to refer to a calculation. */
export const calculationDisplayNameMessage =
  'Calculation display name must start with a letter or underscore and contain only letters, numbers and underscores.';

/** Spec §2: the list page's {calculationPageCategory}. */
export const calculationPageCategories = ['performance', 'accounting'] as const;
export type CalculationPageCategory = (typeof calculationPageCategories)[number];

/** Spec §3 Enumerations. */
export const calculationContexts = [
  'allocations',
  'credit_facility',
  'default',
  'notice',
  'performance_metric',
  'waterfall',
  'waterfall_catch_up_tier',
] as const;
export type CalculationContext = (typeof calculationContexts)[number];

export const calculationClassifications = [
  'committed_capital',
  'fee_basis',
  'fee_basis_category',
  'hypothetical_waterfall_metric',
  'interest_rate',
  'nav_chart_metric',
  'net_asset_value',
  'other',
  'uncalled',
  'unfunded',
] as const;

export const calculationTypes = ['basic', 'advanced'] as const;
export type CalculationType = (typeof calculationTypes)[number];

export const formulaDisplayTypes = [
  'boolean',
  'date',
  'datetime',
  'decimal',
  'diff',
  'formula',
  'integer',
  'money',
  'multiple',
  'percent',
  'text',
  'money_stepper',
  'time_delta',
] as const;

/** Spec §4 version status, derived from the version's dates and today. */
export const versionStatuses = ['completed', 'current', 'scheduled'] as const;
export type VersionStatus = (typeof versionStatuses)[number];

/**
 * Transaction calculations (basic or advanced, spec routes create and {id}/edit) and MXL
 * calculations (create-mxl) live in one table and evaluate the same way; only who may
 * write them and how they are edited differ.
 */
export const calculationKinds = ['transaction', 'mxl'] as const;
export type CalculationKind = (typeof calculationKinds)[number];

export const displayNamePattern = /^[A-Za-z_][A-Za-z0-9_]*$/;

export const calculationFiltersSchema = v.object({
  start_date: v.optional(v.nullable(isoDateSchema), null),
  end_date: v.optional(v.nullable(isoDateSchema), null),
  investment_type: v.optional(v.nullable(v.picklist(INVESTMENT_TYPES, 'Invalid')), null),
  security_type: v.optional(v.nullable(v.picklist(SECURITY_TYPES, 'Invalid')), null),
  include_draft_transactions: v.optional(v.boolean(), false),
  exclude_fee_holdbacks: v.optional(v.boolean(), false),
});
export type CalculationFiltersInput = v.InferOutput<typeof calculationFiltersSchema>;

/**
 * Spec §3 time_periods: the reporting periods a figure is shown for (inception, year,
 * quarter or month to date).
 */
export const calculationTimePeriods = ['itd', 'ytd', 'qtd', 'mtd'] as const;
export type CalculationTimePeriod = (typeof calculationTimePeriods)[number];

/** Spec §3 version calculation_type: TransactionCodeList means the version is MXL. */
export const versionCalculationTypes = ['Other', 'TransactionCodeList'] as const;
export type VersionCalculationType = (typeof versionCalculationTypes)[number];

/** A named sub-calculation (spec §3 calculation_definitions): a formula only its calculation sees. */
export type SubCalculation = { name: string; formula: string };

/** A further dated definition inside a version, as stored (its MXL kept beside its inputs). */
export type StoredDefinition = {
  start_date: string;
  end_date: string | null;
  calculation_type: CalculationType;
  transaction_codes: { code_name: string; add_or_subtract: 'add' | 'subtract' }[];
  eval_string: string | null;
  formula: string;
  filters: CalculationFiltersInput;
};

export const transactionCodeTermSchema = v.object({
  code_name: requiredText(100),
  add_or_subtract: v.picklist(['add', 'subtract'], 'Invalid'),
});

/**
 * What the domain's checker finds without the fund's names (a parse error, an unknown function,
 * a wrong number of arguments), with line and column, so the form and the API say the same
 * thing at the same place. Names are checked against the family when the route saves.
 */
export function mxlCheckMessage(source: string): string | null {
  const problems = checkMxl(source);
  return problems.length === 0 ? null : problems.map(describeMxlProblem).join('; ');
}

/** What a version and each of its further definitions have: dates and a basic or MXL formula. */
const formulaEntries = {
  start_date: isoDateSchema,
  end_date: v.optional(v.nullable(isoDateSchema), null),
  calculation_type: v.picklist(calculationTypes, 'Invalid'),
  transaction_codes: v.optional(v.array(transactionCodeTermSchema), []),
  eval_string: v.optional(v.nullable(v.string()), null),
  filters: v.optional(calculationFiltersSchema, {}),
};

type FormulaPart = {
  start_date: string;
  end_date: string | null;
  calculation_type: CalculationType;
  transaction_codes: readonly unknown[];
  eval_string: string | null;
};

function formulaProblems(part: FormulaPart): Problem[] {
  const problems: Problem[] = [];
  if (part.end_date !== null && part.end_date < part.start_date) {
    problems.push({ keys: ['end_date'], message: 'Must be on or after the start date' });
  }
  if (part.calculation_type === 'basic' && part.transaction_codes.length === 0) {
    problems.push({ keys: ['transaction_codes'], message: 'At least 1 items' });
  }
  if (part.calculation_type === 'advanced') {
    const source = part.eval_string ?? '';
    const problem = source.trim() === '' ? 'This field may not be blank.' : mxlCheckMessage(source);
    if (problem) problems.push({ keys: ['eval_string'], message: problem });
  }
  return problems;
}

/** Spec §3: one dated definition inside a version, with its own formula and filters. */
export const calculationDefinitionInputSchema = v.pipe(
  v.object(formulaEntries),
  v.rawCheck(({ dataset, addIssue }) => {
    if (dataset.typed) reportProblems(addIssue, dataset.value, formulaProblems(dataset.value));
  }),
);
export type CalculationDefinitionInput = v.InferOutput<typeof calculationDefinitionInputSchema>;

const nameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('This field may not be blank.'),
  v.regex(displayNamePattern, calculationDisplayNameMessage),
  v.maxLength(100),
);

/** Dated things that follow one another: the first that starts before the previous one ends. */
function firstOverlap(
  dated: readonly { start_date: string; end_date: string | null }[],
): number | null {
  const order = dated
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.start_date.localeCompare(b.item.start_date));
  for (let k = 1; k < order.length; k += 1) {
    const previous = order[k - 1]!.item;
    if (previous.end_date === null || previous.end_date >= order[k]!.item.start_date) {
      return order[k]!.index;
    }
  }
  return null;
}

/**
 * Further definitions sit inside their version's window and do not overlap; the version's
 * own formula covers the days none of them covers.
 */
function definitionProblems(version: {
  start_date: string;
  end_date: string | null;
  definitions: readonly CalculationDefinitionInput[];
}): Problem[] {
  const problems: Problem[] = [];
  version.definitions.forEach((definition, index) => {
    if (definition.start_date < version.start_date) {
      problems.push({
        keys: ['definitions', index, 'start_date'],
        message: `A definition must start on or after its version's start date (${formatDate(version.start_date)})`,
      });
    }
    if (
      version.end_date !== null &&
      (definition.end_date === null || definition.end_date > version.end_date)
    ) {
      problems.push({
        keys: ['definitions', index, 'end_date'],
        message: `A definition must end on or before its version's end date (${formatDate(version.end_date)})`,
      });
    }
  });
  const overlap = firstOverlap(version.definitions);
  if (overlap !== null) {
    problems.push({
      keys: ['definitions', overlap, 'start_date'],
      message: 'Definitions must not overlap: end the earlier definition before this one starts',
    });
  }
  return problems;
}

export const calculationVersionInputSchema = v.pipe(
  v.object({
    id: v.optional(v.nullable(uuidSchema), null),
    is_draft: v.optional(v.boolean(), false),
    ...formulaEntries,
    /** Unset: TransactionCodeList for an MXL calculation, Other for the rest. */
    version_calculation_type: v.optional(v.picklist(versionCalculationTypes, 'Invalid')),
    related_muuid_names: v.optional(v.array(nameSchema), []),
    definitions: v.optional(v.array(calculationDefinitionInputSchema), []),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    reportProblems(addIssue, dataset.value, [
      ...formulaProblems(dataset.value),
      ...definitionProblems(dataset.value),
    ]);
  }),
);
export type CalculationVersionInput = v.InferOutput<typeof calculationVersionInputSchema>;

export const subCalculationInputSchema = v.object({
  name: nameSchema,
  formula: v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem =
        dataset.value.trim() === ''
          ? 'This field may not be blank.'
          : mxlCheckMessage(dataset.value);
      if (problem) addIssue({ message: problem });
    }),
  ),
});

function calculationProblems(input: {
  display_name: string;
  versions: readonly CalculationVersionInput[];
  calculation_definitions: readonly SubCalculation[];
}): Problem[] {
  const problems: Problem[] = [];
  const overlap = firstOverlap(input.versions);
  if (overlap !== null) {
    problems.push({
      keys: ['versions', overlap, 'start_date'],
      message: 'Versions must not overlap: end the earlier version before this one starts',
    });
  }
  const seen = new Set<string>([input.display_name]);
  input.calculation_definitions.forEach((sub, index) => {
    if (seen.has(sub.name)) {
      problems.push({
        keys: ['calculation_definitions', index, 'name'],
        message:
          sub.name === input.display_name
            ? 'A sub-calculation cannot have the name of its calculation'
            : 'Each sub-calculation needs its own name',
      });
    }
    seen.add(sub.name);
  });
  return problems;
}

export const calculationInputSchema = v.pipe(
  v.object({
    name: requiredText(),
    display_name: nameSchema,
    description: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000))), null),
    category: v.optional(v.picklist(calculationPageCategories, 'Invalid'), 'accounting'),
    context: v.optional(v.picklist(calculationContexts, 'Invalid'), 'default'),
    classification: v.optional(v.picklist(calculationClassifications, 'Invalid'), 'other'),
    display_type: v.optional(v.picklist(formulaDisplayTypes, 'Invalid'), 'decimal'),
    aggregatable: v.optional(v.boolean(), false),
    is_hypo_performance_metric: v.optional(v.boolean(), false),
    is_investment_performance_calculation: v.optional(v.boolean(), false),
    time_periods: v.optional(
      v.pipe(
        v.array(v.picklist(calculationTimePeriods, 'Invalid')),
        v.check((periods) => new Set(periods).size === periods.length, 'Each time period once'),
      ),
      [],
    ),
    calculation_definitions: v.optional(v.array(subCalculationInputSchema), []),
    versions: v.pipe(v.array(calculationVersionInputSchema), v.minLength(1, 'At least 1 items')),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (dataset.typed) reportProblems(addIssue, dataset.value, calculationProblems(dataset.value));
  }),
);
export type CalculationInput = v.InferInput<typeof calculationInputSchema>;
export type CalculationInputOutput = v.InferOutput<typeof calculationInputSchema>;

/** The version in effect on a day: started on or before it and not yet ended. */
export function versionStatus(
  version: { start_date: string; end_date: string | null },
  today: string,
): VersionStatus {
  if (version.start_date > today) return 'scheduled';
  if (version.end_date !== null && version.end_date < today) return 'completed';
  return 'current';
}
