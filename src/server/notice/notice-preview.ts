import { and, desc, eq } from 'drizzle-orm';
import {
  noticePreviewUnavailableMessage,
  type NoticeEventType,
  type NoticeTemplateInput,
} from '../../api/notice';
import { ApiError } from '../api-error';
import type { Database } from '../db/database';
import { capital_calls, distributions, fund_family_events } from '../db/schema';
import { loadFundFamily } from '../fund-family/fund-family-service';
import type { Scope } from '../scope';
import { noticeLayouts, readNoticeConfig } from './notice-config-service';
import { noticesOfEvent } from './notice-event';
import { renderPdf } from './notice-pdf';

/** How many of the fund's latest events of the kind are tried for one with notice content. */
const candidatesTried = 5;

/**
 * POST notice-document-template/preview/?event_type=…: the template as typed (saved or not)
 * rendered on a real LP: the first LP of the fund family's latest call (or distribution with a
 * run of it as it is), with the fund's letterhead, signatory and wire instructions. Nothing is
 * stored. None of the kind to render on: 409 saying so.
 */
export async function previewNoticeTemplate(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventType: NoticeEventType,
  template: NoticeTemplateInput,
): Promise<{ filename: string; pdf: Uint8Array }> {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  const kindTable = eventType === 'capital_call' ? capital_calls : distributions;
  const latest = await db
    .select({ id: fund_family_events.id, name: fund_family_events.name })
    .from(fund_family_events)
    .innerJoin(kindTable, eq(kindTable.fund_family_event_id, fund_family_events.id))
    .where(
      and(
        eq(fund_family_events.customer_id, scope.customerId),
        eq(fund_family_events.fund_family_id, fund.id),
      ),
    )
    .orderBy(desc(fund_family_events.effective_date), desc(fund_family_events.created_at))
    .limit(candidatesTried);
  for (const event of latest) {
    // A distribution without a current run has nothing true to say: the next one is tried.
    const notices = await noticesOfEvent(db, scope, fund.id, event.id, eventType).catch(
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 409) return [];
        throw error;
      },
    );
    const first = notices[0];
    if (!first) continue;
    const layoutOf = noticeLayouts(await readNoticeConfig(db, scope, fund.id), template);
    const pdf = await renderPdf(first.document(layoutOf(first.fund_entity_id)));
    return { filename: `Preview - ${event.name} - ${first.lp}.pdf`, pdf };
  }
  throw new ApiError({
    status: 409,
    code: 'conflict',
    message: noticePreviewUnavailableMessage[eventType],
  });
}
