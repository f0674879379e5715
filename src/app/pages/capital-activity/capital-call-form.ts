import * as v from 'valibot';
import '../../../api/validation-messages';
import {
  dueDateBeforeNoticeDate,
  feePeriodEndBeforeStart,
  type CapitalCallEvent,
  type CapitalCallInput,
  type CapitalCallUseKind,
} from '../../../api/capital-call';
import type { ClosingEqualization } from '../../../api/closing-equalization';
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
    transaction_code: v.string(),
    computed: v.boolean(),
    fee_start: v.string(),
    fee_end: v.string(),
    /** A saved closing equalization line: the closings it settles (kept through every save). */
    closing_event_ids: v.optional(v.array(v.string())),
  }),
  v.forward(
    v.partialCheck(
      [['kind'], ['transaction_code']],
      (line) => isEqualization(line) || line.transaction_code.trim() !== '',
      'Required',
    ),
    ['transaction_code'],
  ),
  v.forward(
    v.partialCheck(
      [['kind'], ['computed'], ['amount']],
      (line) =>
        isComputed(line) ||
        isEqualization(line) ||
        isSpecial(line) ||
        amountProblem(line.amount) === null,
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

/**
 * A closing equalization line (issue 17): it settles what the closings left outstanding, so it
 * has no typed amount and no code of its own (the server takes the closing's amounts).
 */
export function isEqualization(line: { kind: string }): boolean {
  return line.kind === 'closing_equalization';
}

/** Special contributions: amounts entered per LP (on the allocation step), never typed here. */
export function isSpecial(line: { kind: string }): boolean {
  return line.kind === 'special_contributions';
}

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

/**
 * The closing equalization line the form offers when a closing left equalization outstanding
 * (spec §4: a capital event settles it): all of it (the server keeps the closings on or before
 * the due date), named after the closings.
 */
export function equalizationLine(outstanding: ClosingEqualization) {
  const names = outstanding.closings.map((c) => c.name).join(', ');
  return {
    ...blankUse,
    kind: 'closing_equalization',
    description: `Closing equalization (${names})`.slice(0, 200),
  };
}

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
      ...(use.closing_event_ids ? { closing_event_ids: use.closing_event_ids } : {}),
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
      isEqualization(line)
        ? equalizationInput(line.description, line.closing_event_ids)
        : isSpecial(line)
          ? {
              kind: 'special_contributions' as const,
              description: line.description,
              transaction_code: line.transaction_code,
              overrides: [],
              // Entered per LP on the allocation step; a saved line keeps its amounts.
              per_commitment:
                event?.uses.find((use) => use.id === line.use_id)?.per_commitment ?? [],
            }
          : isComputed(line)
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
    uses: event.uses.map((use) =>
      isEqualization(use)
        ? equalizationInput(use.description, use.closing_event_ids)
        : use.per_commitment
          ? {
              kind: use.kind,
              description: use.description,
              transaction_code: use.transaction_code,
              overrides: [],
              per_commitment: use.per_commitment,
            }
          : {
              kind: use.kind,
              description: use.description,
              transaction_code: use.transaction_code,
              // A management fee computed by the fee engine stays computed (the server recomputes
              // it) and takes no overrides; a typed line keeps its amount and overrides.
              ...(use.fee_period
                ? { fee_period: use.fee_period, overrides: [] }
                : { amount_cents: use.amount_cents, overrides: use.overrides }),
            },
    ),
  };
}

/**
 * A closing equalization line as sent: no amount and no code (the server takes the closings'
 * outstanding rows); a saved line names the closings it took, so an edit keeps exactly those.
 */
function equalizationInput(description: string, closingEventIds: string[] | undefined) {
  return {
    kind: 'closing_equalization' as const,
    description,
    overrides: [],
    ...(closingEventIds ? { closing_event_ids: closingEventIds } : {}),
  };
}
