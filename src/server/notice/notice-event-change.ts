import { eq, inArray } from 'drizzle-orm';
import { noticeBlocksFinalize, noticeNext } from '../../../machines/notice.machine';
import { noticesBlockFinalizeMessage } from '../../api/notice';
import { ApiError } from '../api-error';
import type { Database } from '../db/database';
import { notices } from '../db/schema';

// What a capital event's changes mean for its notices, apart from generating them: the call,
// distribution and correction services read these without reaching the notices' content.

/**
 * Any change to a capital event after generation makes its notices out of date (the notice
 * machine's notice.event_change), in the changing transaction.
 */
export async function markNoticesOutOfDate(tx: Database, eventId: string): Promise<void> {
  const rows = await tx
    .select({ id: notices.id, status: notices.status })
    .from(notices)
    .where(eq(notices.fund_family_event_id, eventId));
  const ids = rows.filter((r) => noticeNext(r.status, 'notice.event_change')).map((r) => r.id);
  if (ids.length > 0)
    await tx.update(notices).set({ status: 'out_of_date' }).where(inArray(notices.id, ids));
}

/** Spec §4 and §8: why the notices keep the event from being finalized, or null. */
export async function noticesBlockFinalizeReason(
  db: Database,
  eventId: string,
): Promise<string | null> {
  const rows = await db
    .select({ status: notices.status })
    .from(notices)
    .where(eq(notices.fund_family_event_id, eventId));
  return rows.some((r) => noticeBlocksFinalize(r.status)) ? noticesBlockFinalizeMessage : null;
}

/** Finalize is refused (409) while any notice is out of date or failed. */
export async function assertNoticesAllowFinalize(tx: Database, eventId: string): Promise<void> {
  if (await noticesBlockFinalizeReason(tx, eventId))
    throw new ApiError({
      status: 409,
      code: 'invalid_transition',
      message: noticesBlockFinalizeMessage,
    });
}
