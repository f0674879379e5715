import * as v from 'valibot';
import {
  calculationDisplayNameMessage,
  calculationTypes,
  displayNamePattern,
  formulaDisplayTypes,
  mxlParseMessage,
  type Calculation,
  type CalculationInput,
  type CalculationKind,
  type CalculationPageCategory,
} from '../../../api/calculations';
import '../../../api/validation-messages';
import { INVESTMENT_TYPES, SECURITY_TYPES } from '../../../domain/mxl';

const optionalDate = v.union([v.literal(''), v.pipe(v.string(), v.isoDate('Must be valid date'))]);

/**
 * The form's view of a version: every input a string or boolean, filters flattened. The
 * checks are the API's own (display name rule, parse errors), so the form says first what
 * the server would say.
 */
const versionFormSchema = v.pipe(
  v.object({
    id: v.string(),
    start_date: v.pipe(v.string(), v.nonEmpty('Required'), v.isoDate('Must be valid date')),
    end_date: optionalDate,
    is_draft: v.boolean(),
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
  }),
  v.forward(
    v.check(
      (version) => version.end_date === '' || version.end_date >= version.start_date,
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
      const source = dataset.value.eval_string;
      const problem =
        source.trim() === '' ? 'This field may not be blank.' : mxlParseMessage(source);
      if (problem) addIssue({ message: problem });
    }),
    ['eval_string'],
  ),
);

export const calculationFormSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('This field may not be blank.')),
  display_name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('This field may not be blank.'),
    v.regex(displayNamePattern, calculationDisplayNameMessage),
  ),
  description: v.string(),
  display_type: v.picklist(formulaDisplayTypes),
  versions: v.pipe(v.array(versionFormSchema), v.minLength(1, 'At least 1 items')),
});
export type CalculationFormInput = v.InferInput<typeof calculationFormSchema>;
export type CalculationVersionForm = CalculationFormInput['versions'][number];

export const newVersion = (kind: CalculationKind, start_date: string): CalculationVersionForm => ({
  id: '',
  start_date,
  end_date: '',
  is_draft: false,
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

export function toFormInput(calculation: Calculation): CalculationFormInput {
  return {
    name: calculation.name,
    display_name: calculation.display_name,
    description: calculation.description ?? '',
    display_type: calculation.display_type,
    versions: calculation.versions.map((version) => ({
      id: version.id,
      start_date: version.start_date,
      end_date: version.end_date ?? '',
      is_draft: version.is_draft,
      calculation_type: version.calculation_type,
      transaction_codes: version.transaction_codes,
      eval_string: version.eval_string ?? '',
      filter_start_date: version.filters.start_date ?? '',
      filter_end_date: version.filters.end_date ?? '',
      investment_type: version.filters.investment_type ?? '',
      security_type: version.filters.security_type ?? '',
      include_draft_transactions: version.filters.include_draft_transactions,
      exclude_fee_holdbacks: version.filters.exclude_fee_holdbacks,
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
    versions: form.versions.map((version) => ({
      id: version.id || null,
      start_date: version.start_date,
      end_date: version.end_date || null,
      is_draft: version.is_draft,
      calculation_type: version.calculation_type,
      transaction_codes: version.calculation_type === 'basic' ? version.transaction_codes : [],
      eval_string: version.calculation_type === 'advanced' ? version.eval_string : null,
      filters: {
        start_date: version.filter_start_date || null,
        end_date: version.filter_end_date || null,
        investment_type: version.investment_type || null,
        security_type: version.security_type || null,
        include_draft_transactions: version.include_draft_transactions,
        exclude_fee_holdbacks: version.exclude_fee_holdbacks,
      },
    })),
  };
}

/** A server field path ("versions.0.filters.start_date") as the form's path. */
export function formPathOf(path: string): (string | number)[] | null {
  const parts = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  if (parts[0] === 'versions' && parts[2] === 'filters') {
    const filter = parts[3];
    const field =
      filter === 'start_date' || filter === 'end_date' ? `filter_${filter}` : String(filter);
    return ['versions', parts[1]!, field];
  }
  if (
    ['name', 'display_name', 'description', 'display_type', 'versions'].includes(String(parts[0]))
  )
    return parts;
  return null;
}
