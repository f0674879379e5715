import type { CapitalCallUseKind } from '../../api/capital-call';
import {
  ILPA_CAPITAL_CALL_LINES,
  ILPA_COMMITMENT_LINES,
  ILPA_DISTRIBUTION_LINES,
  type IlpaCapitalCall,
  type IlpaCommitmentSummary,
  type IlpaDistribution,
  type IlpaNotice,
  type IlpaNoticeData,
} from '../../api/ilpa-notice';
import { centsToDollars, sumCents } from '../../domain/money';
import type { Database } from '../db/database';
import type { Scope } from '../scope';
import {
  distributionNoticeContents,
  type DistributionNoticeContent,
  type DistributionNoticeLine,
} from './distribution-notice-content';
import { callNoticeContents, type CallNoticeContent, type NoticeLine } from './notice-content';
import { loadNoticeEvent } from './notice-event';

type CallCents = Record<keyof IlpaCapitalCall, number>;
type DistributionCents = Record<keyof IlpaDistribution, number>;
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

/** Which ILPA line item each line of a distribution notice (its source, or what was taken) is. */
const lineOfDistributionKind: Record<
  DistributionNoticeLine['kind'],
  Exclude<keyof IlpaDistribution, 'total_distribution' | 'recallable_distribution'>
> = {
  return_of_capital: 'return_of_capital',
  realized_gain: 'realized_gain',
  dividend: 'dividend_income',
  interest: 'interest_income',
  other_income: 'other_income',
  fee_holdback: 'fee_holdback',
  carried_interest: 'carried_interest',
};

/** The cents of the notice's lines that fall under an ILPA line item. */
const linesCents = <Kind extends string, Item extends string>(
  lines: { kind: Kind; cents: number }[],
  lineOf: Record<Kind, Item>,
  item: Item,
) => sumCents(lines.filter((l) => lineOf[l.kind] === item).map((l) => l.cents));

/**
 * One LP's capital call lines in cents, every figure from the notice content (a call's: its
 * breakdown row; a distribution's: none): the uses summed under their line item, nothing
 * recomputed. Total Capital Called is the breakdown's called figure, the one paid-in and unfunded
 * move by; the net amount due is it and late closing interest less what the notice distributes.
 */
function callCents(lines: NoticeLine[], called: number, distributed: number): CallCents {
  const line = (item: (typeof lineOfKind)[keyof typeof lineOfKind]) =>
    linesCents(lines, lineOfKind, item);
  const lateClosingInterest = line('late_closing_interest');
  return {
    investments: line('investments'),
    management_fees: line('management_fees'),
    // Fee offsets are not lines of a call here (docs/ilpa-notice.md): none to show.
    management_fee_offsets: 0,
    partnership_expenses: line('partnership_expenses'),
    other: line('other'),
    total_capital_called: called,
    late_closing_interest: lateClosingInterest,
    total_distribution: distributed,
    net_amount_due: sumCents([called, lateClosingInterest, -distributed]),
  };
}

/**
 * One LP's distribution lines in cents, from the distribution notice's own lines (the stored
 * run's share of each proceeds line, the holdback and the carry taken from it, negative), which
 * add up to what it receives; a call's notice has none.
 */
function distributionCents(
  lines: DistributionNoticeLine[],
  distributed: number,
  recallable: number,
): DistributionCents {
  const line = (item: (typeof lineOfDistributionKind)[keyof typeof lineOfDistributionKind]) =>
    linesCents(lines, lineOfDistributionKind, item);
  return {
    return_of_capital: line('return_of_capital'),
    realized_gain: line('realized_gain'),
    dividend_income: line('dividend_income'),
    interest_income: line('interest_income'),
    other_income: line('other_income'),
    fee_holdback: line('fee_holdback'),
    carried_interest: line('carried_interest'),
    total_distribution: distributed,
    recallable_distribution: recallable,
  };
}

/** The notice's particulars: the JSON's own fields, which the workbook's sheets show too. */
type IlpaParticulars = Omit<IlpaNotice, 'capital_call' | 'distribution' | 'commitment_summary'>;

/** One LP's ILPA notice in cents: its particulars and every section's lines. */
type IlpaNoticeCents = {
  particulars: IlpaParticulars;
  call: CallCents;
  distribution: DistributionCents;
  commitment: CommitmentCents;
};

const particularsOf = (
  content: CallNoticeContent | DistributionNoticeContent,
  notice: Pick<
    IlpaParticulars,
    'notice_type' | 'notice_date' | 'due_date' | 'percent_of_commitment_called'
  >,
): IlpaParticulars => ({
  notice_type: notice.notice_type,
  fund_name: content.fund_family_name,
  fund_entity_name: content.fund_entity_name,
  limited_partner: content.lp,
  commitment_id: content.commitment_id,
  notice_name: content.event_name,
  notice_date: notice.notice_date,
  due_date: notice.due_date,
  currency: content.currency,
  percent_of_commitment_called: notice.percent_of_commitment_called,
});

/** A call's notice: its uses and its commitment figures; nothing distributed by it. */
const callNotice = (content: CallNoticeContent): IlpaNoticeCents => ({
  particulars: particularsOf(content, {
    notice_type: 'capital_call',
    notice_date: content.notice_date,
    due_date: content.due_date,
    percent_of_commitment_called: content.percent_called,
  }),
  call: callCents(content.lines, content.called_cents, 0),
  distribution: distributionCents([], 0, 0),
  commitment: {
    total_commitment: content.committed_cents,
    cumulative_contributions_before: content.contributed_before_cents,
    cumulative_contributions: content.contributed_after_cents,
    cumulative_distributions_before: content.distributed_cents,
    cumulative_distributions: content.distributed_cents,
    unfunded_commitment_before: content.unfunded_before_cents,
    unfunded_commitment: content.unfunded_after_cents,
  },
});

/**
 * A distribution's notice: its lines and its commitment figures; nothing called by it (paid-in
 * stays; a recallable part raises unfunded). Notice and due date are the distribution's date, as
 * on its PDF notice.
 */
const distributionNotice = (content: DistributionNoticeContent): IlpaNoticeCents => ({
  particulars: particularsOf(content, {
    notice_type: 'distribution',
    notice_date: content.distribution_date,
    due_date: content.distribution_date,
    percent_of_commitment_called: '0.0000',
  }),
  call: callCents([], 0, content.distributed_cents),
  distribution: distributionCents(
    content.lines,
    content.distributed_cents,
    content.recallable_cents,
  ),
  commitment: {
    total_commitment: content.committed_cents,
    cumulative_contributions_before: content.contributed_cents,
    cumulative_contributions: content.contributed_cents,
    cumulative_distributions_before: content.distributed_before_cents,
    cumulative_distributions: content.distributed_after_cents,
    unfunded_commitment_before: content.unfunded_before_cents,
    unfunded_commitment: content.unfunded_after_cents,
  },
});

/** Every field of the rows added up, in cents (the fund's column). */
function totals<K extends string>(
  rows: Record<K, number>[],
  lines: readonly (readonly [K, string])[],
) {
  return Object.fromEntries(lines.map(([k]) => [k, sumCents(rows.map((r) => r[k]))])) as Record<
    K,
    number
  >;
}

const asAmounts = <K extends string>(cents: Record<K, number>) =>
  Object.fromEntries(Object.entries<number>(cents).map(([k, c]) => [k, centsToDollars(c)])) as {
    [key in K]: string;
  };

/** The event's ILPA notices in cents: one per LP and the fund's totals, the workbook's source. */
export type IlpaNoticeFigures = {
  event_id: string;
  notice_name: string;
  currency: string;
  notices: IlpaNoticeCents[];
  fund_totals: Omit<IlpaNoticeCents, 'particulars'>;
};

/**
 * A capital call's or a distribution's ILPA notices (anything else, or another customer's: 404),
 * each from that event's notice content, the figures its PDF notices show. A distribution
 * without a current waterfall run: 409, as for its PDF notices.
 */
export async function ilpaNoticeFigures(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
): Promise<IlpaNoticeFigures> {
  const { fund, event, kind } = await loadNoticeEvent(db, scope, fundFamilyId, eventId);
  const notices =
    kind === 'capital_call'
      ? (await callNoticeContents(db, scope, fundFamilyId, eventId)).map(callNotice)
      : (await distributionNoticeContents(db, scope, fundFamilyId, eventId)).map(
          distributionNotice,
        );
  return {
    event_id: eventId,
    notice_name: event.name,
    currency: fund.currency,
    notices,
    fund_totals: {
      call: totals(
        notices.map((n) => n.call),
        ILPA_CAPITAL_CALL_LINES,
      ),
      distribution: totals(
        notices.map((n) => n.distribution),
        ILPA_DISTRIBUTION_LINES,
      ),
      commitment: totals(
        notices.map((n) => n.commitment),
        ILPA_COMMITMENT_LINES,
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
    notices: figures.notices.map(({ particulars, call, distribution, commitment }): IlpaNotice => ({
      ...particulars,
      capital_call: asAmounts(call),
      distribution: asAmounts(distribution),
      commitment_summary: asAmounts(commitment),
    })),
    fund_totals: {
      capital_call: asAmounts(figures.fund_totals.call),
      distribution: asAmounts(figures.fund_totals.distribution),
      commitment_summary: asAmounts(figures.fund_totals.commitment),
    },
  };
}
