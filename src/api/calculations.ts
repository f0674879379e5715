import * as v from 'valibot';
import { INVESTMENT_TYPES, SECURITY_TYPES, parseMxl } from '../domain/mxl';
import { isoDateSchema, requiredText, uuidSchema } from './money-input';

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

/** The parser's own words, so the form and the API say the same thing at the same place. */
export function mxlParseMessage(source: string): string | null {
  const parsed = parseMxl(source);
  if (parsed.ok) return null;
  const { message, line, column } = parsed.error;
  return `${message} at line ${line}, column ${column}`;
}

export const calculationVersionInputSchema = v.pipe(
  v.object({
    id: v.optional(v.nullable(uuidSchema), null),
    start_date: isoDateSchema,
    end_date: v.optional(v.nullable(isoDateSchema), null),
    is_draft: v.optional(v.boolean(), false),
    calculation_type: v.picklist(calculationTypes, 'Invalid'),
    transaction_codes: v.optional(v.array(transactionCodeTermSchema), []),
    eval_string: v.optional(v.nullable(v.string()), null),
    filters: v.optional(calculationFiltersSchema, {}),
  }),
  v.forward(
    v.check(
      (version) => version.end_date === null || version.end_date >= version.start_date,
      'Must be on or after the start date',
    ),
    ['end_date'],
  ),
  v.forward(
    v.check(
      (version) => version.calculation_type !== 'basic' || version.transaction_codes.length > 0,
      'At least 1 items',
    ),
    ['transaction_codes'],
  ),
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value.calculation_type !== 'advanced') return;
      const source = dataset.value.eval_string ?? '';
      if (source.trim() === '') {
        addIssue({ message: 'This field may not be blank.' });
        return;
      }
      const problem = mxlParseMessage(source);
      if (problem) addIssue({ message: problem });
    }),
    ['eval_string'],
  ),
);
export type CalculationVersionInput = v.InferOutput<typeof calculationVersionInputSchema>;

/** Versions follow one another: each starts after the one before it has ended. */
function firstOverlap(versions: readonly CalculationVersionInput[]): number | null {
  const order = versions
    .map((version, index) => ({ version, index }))
    .sort((a, b) => a.version.start_date.localeCompare(b.version.start_date));
  for (let k = 1; k < order.length; k += 1) {
    const previous = order[k - 1]!.version;
    if (previous.end_date === null || previous.end_date >= order[k]!.version.start_date) {
      return order[k]!.index;
    }
  }
  return null;
}

export const calculationInputSchema = v.pipe(
  v.object({
    name: requiredText(),
    display_name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('This field may not be blank.'),
      v.regex(displayNamePattern, calculationDisplayNameMessage),
      v.maxLength(100),
    ),
    description: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(2000))), null),
    category: v.optional(v.picklist(calculationPageCategories, 'Invalid'), 'accounting'),
    context: v.optional(v.picklist(calculationContexts, 'Invalid'), 'default'),
    classification: v.optional(v.picklist(calculationClassifications, 'Invalid'), 'other'),
    display_type: v.optional(v.picklist(formulaDisplayTypes, 'Invalid'), 'decimal'),
    versions: v.pipe(v.array(calculationVersionInputSchema), v.minLength(1, 'At least 1 items')),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const index = firstOverlap(dataset.value.versions);
    if (index === null) return;
    addIssue({
      message: 'Versions must not overlap: end the earlier version before this one starts',
      path: [
        {
          type: 'object',
          origin: 'value',
          input: dataset.value,
          key: 'versions',
          value: dataset.value.versions,
        },
        {
          type: 'array',
          origin: 'value',
          input: dataset.value.versions,
          key: index,
          value: dataset.value.versions[index],
        },
        {
          type: 'object',
          origin: 'value',
          input: dataset.value.versions[index]!,
          key: 'start_date',
          value: dataset.value.versions[index]!.start_date,
        },
      ],
    });
  }),
);
export type CalculationInput = v.InferInput<typeof calculationInputSchema>;
export type CalculationInputOutput = v.InferOutput<typeof calculationInputSchema>;

/** What a calculation evaluates to for the whole fund family today. */
export type CalculationValue =
  | { ok: true; kind: 'money'; cents: number }
  | { ok: true; kind: 'number'; value: string }
  | { ok: true; kind: 'text'; text: string }
  | { ok: false; message: string };

export type CalculationVersion = CalculationVersionInput & {
  id: string;
  status: VersionStatus;
  /** The MXL this version evaluates: the basic formula converted, or the eval_string. */
  formula: string;
  /** Calculations the formula names, name to id (spec §3). */
  related_calculation_ids: Record<string, string>;
};

/** Spec §3 referenced-by item: a calculation whose formula names this one. */
export type ReferencedByItem = {
  id: string;
  name: string;
  formula: string;
  related_calculation_ids: Record<string, string>;
};

export type Calculation = Omit<CalculationInputOutput, 'versions'> & {
  id: string;
  fund_family_id: string;
  kind: CalculationKind;
  /** The type of the version in effect today (or the latest one). */
  calculation_type: CalculationType;
  versions: CalculationVersion[];
  referenced_by: ReferencedByItem[];
  as_of: string;
  value: CalculationValue;
};

/** A calculation with the calculations its current formula uses beneath it. */
export type CalculationNode = {
  id: string;
  display_name: string;
  children: CalculationNode[];
};

export type AllCalculations = {
  flat_calculations: Calculation[];
  hierarchical_calculations: CalculationNode[];
};

export type CompletedMxlExists = { exists: boolean };

/** The version in effect on a day: started on or before it and not yet ended. */
export function versionStatus(
  version: { start_date: string; end_date: string | null },
  today: string,
): VersionStatus {
  if (version.start_date > today) return 'scheduled';
  if (version.end_date !== null && version.end_date < today) return 'completed';
  return 'current';
}
