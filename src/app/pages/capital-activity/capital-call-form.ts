import * as v from 'valibot';
import '../../../api/validation-messages';
import {
  dueDateBeforeNoticeDate,
  type CapitalCallEvent,
  type CapitalCallInput,
  type CapitalCallUseKind,
} from '../../../api/capital-call';
import { centsToText, moneyTextSchema, textToCents } from '../../lib/money-text';

const required = v.pipe(v.string(), v.trim(), v.nonEmpty('Required'));

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
    uses: v.pipe(
      v.array(
        v.object({
          use_id: v.string(),
          kind: required,
          description: v.pipe(required, v.maxLength(200)),
          amount: moneyTextSchema,
          transaction_code: required,
        }),
      ),
      v.minLength(1, 'At least 1 items'),
    ),
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

export const blankUse = { use_id: '', kind: '', description: '', amount: '', transaction_code: '' };

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
      amount: centsToText(use.amount_cents),
      transaction_code: use.transaction_code,
    })),
  };
}

/** What POST/PUT send: the lines in cents, each saved line keeping its overrides. */
export function capitalCallInputOf(
  output: CapitalCallFormOutput,
  event: CapitalCallEvent | undefined,
): CapitalCallInput {
  return {
    name: output.name.trim() === '' ? null : output.name.trim(),
    allocation_rule_graph_id: output.allocation_rule_graph_id || null,
    notice_date: output.notice_date,
    due_date: output.due_date,
    uses: output.uses.map((line) => ({
      kind: line.kind as CapitalCallUseKind,
      description: line.description,
      amount_cents: textToCents(line.amount),
      transaction_code: line.transaction_code,
      overrides: event?.uses.find((use) => use.id === line.use_id)?.overrides ?? [],
    })),
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
      amount_cents: use.amount_cents,
      transaction_code: use.transaction_code,
      overrides: use.overrides,
      // A management fee computed by the fee engine stays computed (the server recomputes it).
      ...(use.fee_period ? { fee_period: use.fee_period } : {}),
    })),
  };
}
