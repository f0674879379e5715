import type { Context } from 'hono';
import { hasPermission } from '../../api/permissions';
import type { AppEnv } from '../app-env';
import { recordAudit } from '../audit/audit';
import type { Database } from '../db/database';
import { markNoticesOutOfDate } from '../notice/notice-event-change';

/**
 * One change to a capital event of some kind (a call, a reallocation, a distribution) and its
 * audit entry, run in a single transaction, so a change is never without its entry. The change
 * answers the event's id and what the entry records.
 */
export const auditedEventChange =
  (targetType: string) =>
  (
    c: Context<AppEnv>,
    action: string,
    fundFamilyId: string,
    change: (tx: Database) => Promise<{ id: string; data: object }>,
  ): Promise<string> =>
    c.get('deps').handle.db.transaction(async (tx) => {
      const { id, data } = await change(tx);
      // Issue 19: any change to the event after its notices were generated makes them out of date.
      if (action === 'edit') await markNoticesOutOfDate(tx, id);
      await recordAudit(tx, c, {
        action,
        target_type: targetType,
        target_id: id,
        data: { fund_family_id: fundFamilyId, ...data },
      });
      return id;
    });

/** Who reads a capital event: the preparer it is compared with, and whether they may approve. */
export const eventReader = (c: Context<AppEnv>) => ({
  id: c.get('user').id,
  mayApprove: hasPermission(c.get('user'), 'approve'),
});
