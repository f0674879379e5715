import { and, eq } from 'drizzle-orm';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { NoticeEventType } from '../../api/notice';
import { notFound } from '../api-error';
import type { Database } from '../db/database';
import { capital_calls, distributions, fund_family_events } from '../db/schema';
import { loadFundFamily } from '../fund-family/fund-family-service';
import type { Scope } from '../scope';
import { distributionNoticeContents } from './distribution-notice-content';
import { callNoticeContents } from './notice-content';
import { callNoticeDocument, distributionNoticeDocument, type NoticeLayout } from './notice-pdf';

/**
 * A capital event that has notices (a call or a distribution) of the customer's fund family, and
 * which kind it is (its template is the kind's). Anything else, or another customer's: 404.
 * `forUpdate` locks the event row.
 */
export async function loadNoticeEvent(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
  forUpdate = false,
) {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  const query = db
    .select({
      event: fund_family_events,
      call: capital_calls.fund_family_event_id,
      distribution: distributions.fund_family_event_id,
    })
    .from(fund_family_events)
    .leftJoin(capital_calls, eq(capital_calls.fund_family_event_id, fund_family_events.id))
    .leftJoin(distributions, eq(distributions.fund_family_event_id, fund_family_events.id))
    .where(
      and(
        eq(fund_family_events.id, eventId),
        eq(fund_family_events.customer_id, scope.customerId),
        eq(fund_family_events.fund_family_id, fund.id),
      ),
    );
  const [row] = forUpdate ? await query.for('update', { of: fund_family_events }) : await query;
  const kind: NoticeEventType | null = row?.call
    ? 'capital_call'
    : row?.distribution
      ? 'distribution'
      : null;
  if (!row || !kind) throw notFound('No such capital call or distribution in this fund family');
  return { fund, event: row.event, kind };
}

/** One LP's notice: whose it is, and its document once the fund's layout is known. */
export type NoticeOfLp = {
  commitment_id: string;
  lp: string;
  fund_entity_id: string;
  document: (layout: NoticeLayout) => TDocumentDefinitions;
};

/** The event's notices, one per LP, by its kind's content (a call's uses, a distribution's lines). */
export async function noticesOfEvent(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
  kind: NoticeEventType,
): Promise<NoticeOfLp[]> {
  if (kind === 'capital_call')
    return (await callNoticeContents(db, scope, fundFamilyId, eventId)).map((content) => ({
      ...content,
      document: (layout) => callNoticeDocument(content, layout),
    }));
  return (await distributionNoticeContents(db, scope, fundFamilyId, eventId)).map((content) => ({
    ...content,
    document: (layout) => distributionNoticeDocument(content, layout),
  }));
}
