import * as v from 'valibot';
import '../../../api/validation-messages';
import {
  dueDateBeforeNoticeDate,
  feePeriodEndBeforeStart,
  type CapitalCallEvent,
  type CapitalCallInput,
  type CapitalCallUseKind,
} from '../../../api/capital-call';
import { parseMoneyText } from '../../../domain/parse-money-text';
import { centsToText, textToCents } from '../../lib/money-text';

const required = v.pipe(v.string(), v.trim(), v.nonEmpty('Required'));

/** Why typed money text is refused (moneyTextSchema's reading), or null when it is an amount. */
function amountProblem(text: string): string | null {
  if (text.trim() === '') return 'Required';
  const reading = parseMoneyText(text.trim());
  if (!reading.ok) return reading.message;
  if (reading.cents !== null && reading.cents < 0) return 'Amount must be positive.';
  return null;
}

/**
 * One line of the call. A management fees line may be "Computed from fee terms" (issue 17): it
 * then carries a fee period instead of a typed amount, and `amount` shows what the server computed.
 */
const useLineSchema = v.pipe(
  v.object({
    use_id: v.string(),
    kind: required,
    description: v.pipe(required, v.maxLength(200)),
    amount: v.string(),
    transaction_code: required,
    computed: v.boolean(),
    fee_start: v.string(),
    fee_end: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['kind'], ['computed'], ['amount']],
      (line) => isComputed(line) || amountProblem(line.amount) === null,
      (issue) => amountProblem((issue.input as { amount: string }).amount) ?? 'Required',
    ),
    ['amount'],
  ),
  v.forward(
    v.partialCheck(
      [['kind'], ['computed'], ['fee_start']],
      (line) => !isComputed(line) || line.fee_start !== '',
      'Required',
    ),
    ['fee_start'],
  ),
  v.forward(
    v.partialCheck(
      [['kind'], ['computed'], ['fee_end']],
      (line) => !isComputed(line) || line.fee_end !== '',
      'Required',
    ),
    ['fee_end'],
  ),
  v.forward(
    v.partialCheck(
      [['kind'], ['computed'], ['fee_start'], ['fee_end']],
      (line) =>
        !isComputed(line) || !line.fee_start || !line.fee_end || line.fee_end >= line.fee_start,
      feePeriodEndBeforeStart,
    ),
    ['fee_end'],
  ),
);

/** A line computed by the fee engine: management fees with "Computed from fee terms" ticked. */
export function isComputed(line: { kind: string; computed: boolean }): boolean {
  return line.kind === 'management_fees' && line.computed;
}

/**
 * The new-call form (spec §5): notice and due date, and the uses as lines. Amounts are money
 * text (turned into cents on submit); `use_id` keeps a saved line's overrides with it.
 */
export const capitalCallFormSchema = v.pipe(
  v.object({
    name: v.string(),
    /** '' is the default rule, pro rata by commitment. */
    allocation_rule_graph_id: v.string(),
    notice_date: required,
    due_date: required,
    uses: v.pipe(v.array(useLineSchema), v.minLength(1, 'At least 1 items')),
  }),
  v.forward(
    v.partialCheck(
      [['notice_date'], ['due_date']],
      (call) => !call.notice_date || !call.due_date || call.due_date >= call.notice_date,
      dueDateBeforeNoticeDate,
    ),
    ['due_date'],
  ),
);
export type CapitalCallFormInput = v.InferInput<typeof capitalCallFormSchema>;
export type CapitalCallFormOutput = v.InferOutput<typeof capitalCallFormSchema>;

export const blankUse = {
  use_id: '',
  kind: '',
  description: '',
  amount: '',
  transaction_code: '',
  computed: false,
  fee_start: '',
  fee_end: '',
};

/** The form's values of a saved call, or a new call's (one blank line). */
export function capitalCallFormInput(event: CapitalCallEvent | undefined): CapitalCallFormInput {
  if (!event)
    return {
      name: '',
      allocation_rule_graph_id: '',
      notice_date: '',
      due_date: '',
      uses: [{ ...blankUse }],
    };
  return {
    name: event.name,
    allocation_rule_graph_id: event.allocation_rule_graph_id ?? '',
    notice_date: event.notice_date,
    due_date: event.due_date,
    uses: event.uses.map((use) => ({
      use_id: use.id,
      kind: use.kind,
      description: use.description,
      // A computed line shows the amount the server filled (read-only in the form).
      amount: centsToText(use.amount_cents),
      transaction_code: use.transaction_code,
      computed: Boolean(use.fee_period),
      fee_start: use.fee_period?.start ?? '',
      fee_end: use.fee_period?.end ?? '',
    })),
  };
}

/**
 * What POST/PUT send: the lines in cents, each saved line keeping its overrides. A computed
 * management fee line sends its fee period and no amount or overrides (the server computes it).
 */
export function capitalCallInputOf(
  output: CapitalCallFormOutput,
  event: CapitalCallEvent | undefined,
): CapitalCallInput {
  return {
    name: output.name.trim() === '' ? null : output.name.trim(),
    allocation_rule_graph_id: output.allocation_rule_graph_id || null,
    notice_date: output.notice_date,
    due_date: output.due_date,
    uses: output.uses.map((line) =>
      isComputed(line)
        ? {
            kind: line.kind as CapitalCallUseKind,
            description: line.description,
            fee_period: { start: line.fee_start, end: line.fee_end },
            transaction_code: line.transaction_code,
            overrides: [],
          }
        : {
            kind: line.kind as CapitalCallUseKind,
            description: line.description,
            amount_cents: textToCents(line.amount.trim()),
            transaction_code: line.transaction_code,
            overrides: event?.uses.find((use) => use.id === line.use_id)?.overrides ?? [],
          },
    ),
  };
}

/** A saved call's lines as PUT sends them (the allocation step changes only the overrides). */
export function capitalCallInputOfEvent(event: CapitalCallEvent): CapitalCallInput {
  return {
    name: event.name,
    allocation_rule_graph_id: event.allocation_rule_graph_id,
    notice_date: event.notice_date,
    due_date: event.due_date,
    uses: event.uses.map((use) => ({
      kind: use.kind,
      description: use.description,
      transaction_code: use.transaction_code,
      // A management fee computed by the fee engine stays computed (the server recomputes it)
      // and takes no overrides; a typed line keeps its amount and overrides.
      ...(use.fee_period
        ? { fee_period: use.fee_period, overrides: [] }
        : { amount_cents: use.amount_cents, overrides: use.overrides }),
    })),
  };
}
