import * as v from 'valibot';
import type {
  CancelCorrectPreviewRequest,
  CancelCorrectType,
} from '../../../../api/cancel-correct';
import type { CapitalCallEvent } from '../../../../api/capital-call';
import { formatCents } from '../../../../domain/money';
import { moneyTextSchema, optionalMoneyTextSchema, textToCents } from '../../../lib/money-text';
import { capitalCallInputOfEvent } from '../capital-call-form';

/** A line the correction edits by hand: a typed amount and per-LP overrides. */
export type CorrectedLine = { amount: string; overrides: Record<string, string> };

export type CancelCorrectForm = {
  correctionType: CancelCorrectType;
  postingDate: string;
  /** By the line's position in the call; lines computed or entered per LP are kept as they are. */
  lines: Record<number, CorrectedLine>;
};

/** Whether a line's amount and overrides are typed (not a computed fee, equalization, per LP). */
export const isTypedLine = (use: CapitalCallEvent['uses'][number]) =>
  !use.fee_period && use.kind !== 'closing_equalization' && use.kind !== 'special_contributions';

/**
 * The form as the call stands: life to date, its lines' amounts and overrides, written as the
 * app writes money for people ("4,182,500.00", formatCents); moneyTextSchema reads them back.
 */
export function cancelCorrectFormOf(event: CapitalCallEvent): CancelCorrectForm {
  const lines: Record<number, CorrectedLine> = {};
  event.uses.forEach((use, at) => {
    if (!isTypedLine(use)) return;
    lines[at] = {
      amount: formatCents(use.amount_cents),
      overrides: Object.fromEntries(
        use.overrides.map((o) => [o.commitment_id, formatCents(o.amount_cents)]),
      ),
    };
  });
  return { correctionType: 'life_to_date', postingDate: '', lines };
}

/**
 * The request the form sends, or the problems of its fields (keyed as the server keys them:
 * uses.{line}.amount_cents, uses.{line}.overrides.{commitmentId}). Blank overrides are dropped:
 * that LP is allocated through the structure.
 */
export function cancelCorrectRequestOf(
  event: CapitalCallEvent,
  form: CancelCorrectForm,
): { request: CancelCorrectPreviewRequest } | { problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const cents = (
    text: string,
    path: string,
    schema: v.GenericSchema<string, string> = moneyTextSchema,
  ) => {
    const read = v.safeParse(schema, text);
    if (!read.success) problems[path] = read.issues[0].message;
    return read.success && read.output !== '' ? textToCents(read.output) : null;
  };
  const input = capitalCallInputOfEvent(event);
  const uses = input.uses.map((use, at) => {
    const line = form.lines[at];
    if (!line) return use;
    const amount = cents(line.amount, `uses.${at}.amount_cents`);
    const overrides = Object.entries(line.overrides).flatMap(([commitmentId, text]) => {
      const value = cents(text, `uses.${at}.overrides.${commitmentId}`, optionalMoneyTextSchema);
      return value === null ? [] : [{ commitment_id: commitmentId, amount_cents: value }];
    });
    return { ...use, amount_cents: amount ?? 0, overrides };
  });
  if (form.correctionType === 'custom_date' && !form.postingDate)
    problems.posting_date = 'Choose the date the correction posts on.';
  if (Object.keys(problems).length > 0) return { problems };
  return {
    request: {
      correction_type: form.correctionType,
      posting_date: form.correctionType === 'custom_date' ? form.postingDate : null,
      name: null,
      uses,
    },
  };
}
