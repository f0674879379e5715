import type { CapitalCallUseKind } from '../../api/capital-call';
import {
  ILPA_CAPITAL_CALL_LINES,
  ILPA_COMMITMENT_LINES,
  type IlpaCapitalCall,
  type IlpaCommitmentSummary,
  type IlpaNotice,
  type IlpaNoticeData,
} from '../../api/ilpa-notice';
import { centsToDollars, sumCents } from '../../domain/money';
import { loadCall } from '../capital-call/capital-call-service';
import type { Database } from '../db/database';
import type { Scope } from '../scope';
import { callNoticeContents, type CallNoticeContent, type NoticeLine } from './notice-content';

type CallCents = Record<keyof IlpaCapitalCall, number>;
type CommitmentCents = Record<keyof IlpaCommitmentSummary, number>;

/** Which ILPA line item each use kind of ours falls under (docs/ilpa-notice.md). */
const lineOfKind: Record<
  CapitalCallUseKind | 'equalization_interest',
  'investments' | 'management_fees' | 'partnership_expenses' | 'other' | 'late_closing_interest'
> = {
  investment: 'investments',
  management_fees: 'management_fees',
  fund_expenses: 'partnership_expenses',
  organizational_expenses: 'partnership_expenses',
  working_capital: 'other',
  special_contributions: 'other',
  closing_equalization: 'other',
  equalization_interest: 'late_closing_interest',
};

const linesCents = (lines: NoticeLine[], item: (typeof lineOfKind)[keyof typeof lineOfKind]) =>
  sumCents(lines.filter((l) => lineOfKind[l.kind] === item).map((l) => l.cents));

/**
 * One LP's ILPA lines in cents, every figure from the notice content (itself the call's
 * breakdown row): the uses summed under their line item, nothing recomputed. Total Capital
 * Called is the breakdown's called figure, the one paid-in and unfunded move by.
 */
function callCents(content: CallNoticeContent): CallCents {
  const lateClosingInterest = linesCents(content.lines, 'late_closing_interest');
  return {
    investments: linesCents(content.lines, 'investments'),
    management_fees: linesCents(content.lines, 'management_fees'),
    // Fee offsets are not lines of a call here (docs/ilpa-notice.md): none to show.
    management_fee_offsets: 0,
    partnership_expenses: linesCents(content.lines, 'partnership_expenses'),
    other: linesCents(content.lines, 'other'),
    total_capital_called: content.called_cents,
    late_closing_interest: lateClosingInterest,
    total_distribution: 0,
    net_amount_due: sumCents([content.called_cents, lateClosingInterest]),
  };
}

const commitmentCents = (content: CallNoticeContent): CommitmentCents => ({
  total_commitment: content.committed_cents,
  cumulative_contributions_before: content.contributed_before_cents,
  cumulative_contributions: content.contributed_after_cents,
  cumulative_distributions: content.distributed_cents,
  unfunded_commitment_before: content.unfunded_before_cents,
  unfunded_commitment: content.unfunded_after_cents,
});

/** Every field of the rows added up, in cents (the fund's column). */
function totals<K extends string>(rows: Record<K, number>[], keys: readonly K[]) {
  return Object.fromEntries(keys.map((k) => [k, sumCents(rows.map((r) => r[k]))])) as Record<
    K,
    number
  >;
}

const asAmounts = <K extends string>(cents: Record<K, number>) =>
  Object.fromEntries(Object.entries<number>(cents).map(([k, c]) => [k, centsToDollars(c)])) as {
    [key in K]: string;
  };

/** The call's ILPA notices in cents: one per LP and the fund's totals, the workbook's source. */
export type IlpaNoticeFigures = {
  event_id: string;
  notice_name: string;
  currency: string;
  fund_name: string;
  notice_date: string;
  due_date: string;
  notices: {
    content: CallNoticeContent;
    call: CallCents;
    commitment: CommitmentCents;
  }[];
  fund_totals: { call: CallCents; commitment: CommitmentCents };
};

export async function ilpaNoticeFigures(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
): Promise<IlpaNoticeFigures> {
  const loaded = await loadCall(db, scope, fundFamilyId, eventId);
  const contents = await callNoticeContents(db, scope, fundFamilyId, eventId);
  const notices = contents.map((content) => ({
    content,
    call: callCents(content),
    commitment: commitmentCents(content),
  }));
  return {
    event_id: eventId,
    notice_name: loaded.event.name,
    currency: loaded.fund.currency,
    fund_name: loaded.fund.name,
    notice_date: loaded.call.notice_date,
    due_date: loaded.call.due_date,
    notices,
    fund_totals: {
      call: totals(
        notices.map((n) => n.call),
        ILPA_CAPITAL_CALL_LINES.map(([key]) => key),
      ),
      commitment: totals(
        notices.map((n) => n.commitment),
        ILPA_COMMITMENT_LINES.map(([key]) => key),
      ),
    },
  };
}

/** GET …/ilpa-notice-data/: the same figures with ILPA's field names, amounts as decimals. */
export function ilpaNoticeData(figures: IlpaNoticeFigures): IlpaNoticeData {
  return {
    template: 'ILPA Capital Call & Distribution Notice',
    event_id: figures.event_id,
    notice_name: figures.notice_name,
    currency: figures.currency,
    notices: figures.notices.map(({ content, call, commitment }): IlpaNotice => ({
      notice_type: 'capital_call',
      fund_name: content.fund_family_name,
      fund_entity_name: content.fund_entity_name,
      limited_partner: content.lp,
      commitment_id: content.commitment_id,
      notice_name: content.event_name,
      notice_date: content.notice_date,
      due_date: content.due_date,
      currency: content.currency,
      percent_of_commitment_called: content.percent_called,
      capital_call: asAmounts(call),
      commitment_summary: asAmounts(commitment),
    })),
    fund_totals: {
      capital_call: asAmounts(figures.fund_totals.call),
      commitment_summary: asAmounts(figures.fund_totals.commitment),
    },
  };
}
