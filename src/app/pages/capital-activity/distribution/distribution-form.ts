import * as v from 'valibot';
import '../../../../api/validation-messages';
import {
  DISTRIBUTION_SOURCES,
  type DistributionEvent,
  type DistributionInput,
  type DistributionSource,
} from '../../../../api/distribution';
import {
  centsToText,
  moneyTextSchema,
  optionalMoneyTextSchema,
  textToCents,
} from '../../../lib/money-text';

const required = v.pipe(v.string(), v.trim(), v.nonEmpty('Required'));

/** One proceeds line: where the money came from, how much, the investment, the code it posts under. */
const proceedsLineSchema = v.object({
  source: v.pipe(required, v.picklist(DISTRIBUTION_SOURCES, 'Required')),
  amount: moneyTextSchema,
  investment: v.pipe(v.string(), v.maxLength(200)),
  transaction_code: required,
});

/**
 * The new-distribution form (issue 18 step 1): the date, proceeds by source as lines, the fee
 * holdback and the recallable amount ('' for none / derived from the codes), and the code the
 * carried interest posts under. Amounts are money text, turned into cents on submit.
 */
export const distributionFormSchema = v.object({
  name: v.string(),
  distribution_date: required,
  /** '' is the default rule, pro rata by commitment. */
  allocation_rule_graph_id: v.string(),
  proceeds: v.pipe(v.array(proceedsLineSchema), v.minLength(1, 'At least 1 items')),
  fee_holdback: optionalMoneyTextSchema,
  recallable: optionalMoneyTextSchema,
  carried_interest_transaction_code: v.string(),
});
export type DistributionFormInput = v.InferInput<typeof distributionFormSchema>;
export type DistributionFormOutput = v.InferOutput<typeof distributionFormSchema>;

export const blankProceedsLine = { source: '', amount: '', investment: '', transaction_code: '' };

/** The form's values of a saved distribution, or a new one's (one blank line). */
export function distributionFormInput(event: DistributionEvent | undefined): DistributionFormInput {
  if (!event)
    return {
      name: '',
      distribution_date: '',
      allocation_rule_graph_id: '',
      proceeds: [{ ...blankProceedsLine }],
      fee_holdback: '',
      recallable: '',
      carried_interest_transaction_code: '',
    };
  return {
    name: event.name,
    distribution_date: event.distribution_date,
    allocation_rule_graph_id: event.allocation_rule_graph_id ?? '',
    proceeds: event.proceeds.map((line) => ({
      source: line.source,
      amount: centsToText(line.amount_cents),
      investment: line.investment,
      transaction_code: line.transaction_code,
    })),
    fee_holdback: event.fee_holdback_cents > 0 ? centsToText(event.fee_holdback_cents) : '',
    // The recallable amount is derived from the codes' flag; a typed one only confirms it.
    recallable: '',
    carried_interest_transaction_code: event.carried_interest_transaction_code ?? '',
  };
}

/** What POST/PUT send: cents, nulls for what was left empty (the server's defaults). */
export function distributionInputOf(output: DistributionFormOutput): DistributionInput {
  return {
    name: output.name.trim() === '' ? null : output.name.trim(),
    distribution_date: output.distribution_date,
    allocation_rule_graph_id: output.allocation_rule_graph_id || null,
    proceeds: output.proceeds.map((line) => ({
      source: line.source as DistributionSource,
      amount_cents: textToCents(line.amount),
      investment: line.investment.trim(),
      transaction_code: line.transaction_code,
    })),
    fee_holdback_cents: output.fee_holdback === '' ? 0 : textToCents(output.fee_holdback),
    recallable_cents: output.recallable === '' ? null : textToCents(output.recallable),
    carried_interest_transaction_code: output.carried_interest_transaction_code || null,
  };
}

/** The form's names of the API's cents fields (the form holds money text). */
const formNames: Record<string, string> = {
  amount_cents: 'amount',
  fee_holdback_cents: 'fee_holdback',
  recallable_cents: 'recallable',
};

/** A server field error's path ("proceeds.0.amount_cents") as the form's ("proceeds.0.amount"). */
export const formPathOf = (serverPath: string) =>
  serverPath
    .split('.')
    .map((part) => formNames[part] ?? part)
    .join('.');

/** The form's top-level fields a server error can land on. */
export const distributionFormFields = [
  'name',
  'distribution_date',
  'allocation_rule_graph_id',
  'proceeds',
  'fee_holdback',
  'recallable',
  'carried_interest_transaction_code',
] as const;
