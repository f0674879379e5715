import * as v from 'valibot';
import type { Calculation } from '../../../api/calculation-responses';
import {
  calculationDisplayNameMessage,
  calculationTypes,
  displayNamePattern,
  formulaDisplayTypes,
  mxlCheckMessage,
  type CalculationInput,
  type CalculationKind,
  type CalculationPageCategory,
  type CalculationType,
  calculationTimePeriods,
  versionCalculationTypes,
  type StoredDefinition,
} from '../../../api/calculations';
import '../../../api/validation-messages';
import { INVESTMENT_TYPES, SECURITY_TYPES } from '../../../domain/mxl';

const optionalDate = v.union([v.literal(''), v.pipe(v.string(), v.isoDate('Must be valid date'))]);

/** A version's or a definition's formula and filters, every input a string or boolean. */
const formulaEntries = {
  start_date: v.pipe(v.string(), v.nonEmpty('Required'), v.isoDate('Must be valid date')),
  end_date: optionalDate,
  calculation_type: v.picklist(calculationTypes),
  transaction_codes: v.array(
    v.object({
      code_name: v.pipe(v.string(), v.nonEmpty('Required')),
      add_or_subtract: v.picklist(['add', 'subtract']),
    }),
  ),
  eval_string: v.string(),
  filter_start_date: optionalDate,
  filter_end_date: optionalDate,
  investment_type: v.picklist(['', ...INVESTMENT_TYPES]),
  security_type: v.picklist(['', ...SECURITY_TYPES]),
  include_draft_transactions: v.boolean(),
  exclude_fee_holdbacks: v.boolean(),
};

type FormulaForm = {
  start_date: string;
  end_date: string;
  calculation_type: CalculationType;
  transaction_codes: readonly unknown[];
  eval_string: string;
};

/**
 * The checks are the API's own (end after start, codes for a basic formula, what the formula checker finds),
 * so the form says first what the server would say, at the same field.
 */
function formulaIssues(part: FormulaForm): { key: keyof FormulaForm; message: string }[] {
  const issues: { key: keyof FormulaForm; message: string }[] = [];
  if (part.end_date !== '' && part.end_date < part.start_date) {
    issues.push({ key: 'end_date', message: 'Must be on or after the start date' });
  }
  if (part.calculation_type === 'basic' && part.transaction_codes.length === 0) {
    issues.push({ key: 'transaction_codes', message: 'At least 1 items' });
  }
  if (part.calculation_type === 'advanced') {
    const source = part.eval_string;
    const problem = source.trim() === '' ? 'This field may not be blank.' : mxlCheckMessage(source);
    if (problem) issues.push({ key: 'eval_string', message: problem });
  }
  return issues;
}

/** Each issue as valibot reports a field's: a one-step path into the checked object. */
function atField(part: FormulaForm, key: keyof FormulaForm): [v.IssuePathItem] {
  return [
    {
      type: 'object',
      origin: 'value',
      input: part as unknown as Record<string, unknown>,
      key,
      value: part[key],
    },
  ];
}

const definitionFormSchema = v.pipe(
  v.object(formulaEntries),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const { key, message } of formulaIssues(dataset.value)) {
      addIssue({ message, path: atField(dataset.value, key) });
    }
  }),
);

const versionFormSchema = v.pipe(
  v.object({
    id: v.string(),
    is_draft: v.boolean(),
    ...formulaEntries,
    version_calculation_type: v.picklist(versionCalculationTypes),
    /** Comma-separated, as people type a short list of names. */
    related_muuid_names: v.pipe(
      v.string(),
      v.check(
        (text) => namesOf(text).every((name) => displayNamePattern.test(name)),
        calculationDisplayNameMessage,
      ),
    ),
    definitions: v.array(definitionFormSchema),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const { key, message } of formulaIssues(dataset.value)) {
      addIssue({ message, path: atField(dataset.value, key) });
    }
  }),
);

const namesOf = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');

const nameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('This field may not be blank.'),
  v.regex(displayNamePattern, calculationDisplayNameMessage),
);

const subCalculationFormSchema = v.object({
  name: nameSchema,
  formula: v.pipe(
    v.string(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const source = dataset.value;
      const problem =
        source.trim() === '' ? 'This field may not be blank.' : mxlCheckMessage(source);
      if (problem) addIssue({ message: problem });
    }),
  ),
});

export const calculationFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('This field may not be blank.')),
  display_name: nameSchema,
  description: v.string(),
  display_type: v.picklist(formulaDisplayTypes),
  aggregatable: v.boolean(),
  is_hypo_performance_metric: v.boolean(),
  is_investment_performance_calculation: v.boolean(),
  time_periods: v.array(v.picklist(calculationTimePeriods)),
  calculation_definitions: v.array(subCalculationFormSchema),
  versions: v.pipe(v.array(versionFormSchema), v.minLength(1, 'At least 1 items')),
});
export type CalculationFormInput = v.InferInput<typeof calculationFormSchema>;
export type CalculationVersionForm = CalculationFormInput['versions'][number];
export type CalculationDefinitionForm = CalculationVersionForm['definitions'][number];

export const newDefinition = (
  kind: CalculationKind,
  start_date: string,
): CalculationDefinitionForm => ({
  start_date,
  end_date: '',
  calculation_type: kind === 'mxl' ? 'advanced' : 'basic',
  transaction_codes: [],
  eval_string: '',
  filter_start_date: '',
  filter_end_date: '',
  investment_type: '',
  security_type: '',
  include_draft_transactions: false,
  exclude_fee_holdbacks: false,
});

export const newVersion = (kind: CalculationKind, start_date: string): CalculationVersionForm => ({
  id: '',
  is_draft: false,
  ...newDefinition(kind, start_date),
  version_calculation_type: kind === 'mxl' ? 'TransactionCodeList' : 'Other',
  related_muuid_names: '',
  definitions: [],
});

type FormulaInput = Pick<
  StoredDefinition,
  'start_date' | 'end_date' | 'calculation_type' | 'transaction_codes' | 'eval_string' | 'filters'
>;

function toFormulaForm(part: FormulaInput): CalculationDefinitionForm {
  return {
    start_date: part.start_date,
    end_date: part.end_date ?? '',
    calculation_type: part.calculation_type,
    transaction_codes: part.transaction_codes,
    eval_string: part.eval_string ?? '',
    filter_start_date: part.filters.start_date ?? '',
    filter_end_date: part.filters.end_date ?? '',
    investment_type: part.filters.investment_type ?? '',
    security_type: part.filters.security_type ?? '',
    include_draft_transactions: part.filters.include_draft_transactions,
    exclude_fee_holdbacks: part.filters.exclude_fee_holdbacks,
  };
}

function toFormulaInput(form: v.InferOutput<typeof definitionFormSchema>) {
  return {
    start_date: form.start_date,
    end_date: form.end_date || null,
    calculation_type: form.calculation_type,
    transaction_codes: form.calculation_type === 'basic' ? form.transaction_codes : [],
    eval_string: form.calculation_type === 'advanced' ? form.eval_string : null,
    filters: {
      start_date: form.filter_start_date || null,
      end_date: form.filter_end_date || null,
      investment_type: form.investment_type || null,
      security_type: form.security_type || null,
      include_draft_transactions: form.include_draft_transactions,
      exclude_fee_holdbacks: form.exclude_fee_holdbacks,
    },
  };
}

export function toFormInput(calculation: Calculation): CalculationFormInput {
  return {
    name: calculation.name,
    display_name: calculation.display_name,
    description: calculation.description ?? '',
    display_type: calculation.display_type,
    aggregatable: calculation.aggregatable,
    is_hypo_performance_metric: calculation.is_hypo_performance_metric,
    is_investment_performance_calculation: calculation.is_investment_performance_calculation,
    time_periods: calculation.time_periods,
    calculation_definitions: calculation.calculation_definitions,
    versions: calculation.versions.map((version) => ({
      id: version.id,
      is_draft: version.is_draft,
      ...toFormulaForm(version),
      version_calculation_type: version.version_calculation_type,
      related_muuid_names: version.related_muuid_names.join(', '),
      definitions: version.definitions.map(toFormulaForm),
    })),
  };
}

export function toCalculationInput(
  form: v.InferOutput<typeof calculationFormSchema>,
  category: CalculationPageCategory,
): CalculationInput {
  return {
    name: form.name,
    display_name: form.display_name,
    description: form.description.trim() || null,
    category,
    display_type: form.display_type,
    aggregatable: form.aggregatable,
    is_hypo_performance_metric: form.is_hypo_performance_metric,
    is_investment_performance_calculation: form.is_investment_performance_calculation,
    time_periods: form.time_periods,
    calculation_definitions: form.calculation_definitions,
    versions: form.versions.map((version) => ({
      id: version.id || null,
      is_draft: version.is_draft,
      ...toFormulaInput(version),
      version_calculation_type: version.version_calculation_type,
      related_muuid_names: namesOf(version.related_muuid_names),
      definitions: version.definitions.map(toFormulaInput),
    })),
  };
}

const formRoots = [
  'name',
  'display_name',
  'description',
  'display_type',
  'aggregatable',
  'is_hypo_performance_metric',
  'is_investment_performance_calculation',
  'time_periods',
  'calculation_definitions',
  'versions',
];

/**
 * A server field path ("versions.0.definitions.1.filters.start_date") as the form's path:
 * filters are flattened to filter_* fields and a related muuid name points at the list.
 */
export function formPathOf(path: string): (string | number)[] | null {
  const parts = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  if (!formRoots.includes(String(parts[0]))) return null;
  if (parts[0] === 'time_periods') return ['time_periods'];
  const filterAt = parts.indexOf('filters');
  if (filterAt > 0) {
    const filter = String(parts[filterAt + 1]);
    const field = filter === 'start_date' || filter === 'end_date' ? `filter_${filter}` : filter;
    return [...parts.slice(0, filterAt), field];
  }
  const muuidAt = parts.indexOf('related_muuid_names');
  if (muuidAt > 0) return parts.slice(0, muuidAt + 1);
  return parts;
}
