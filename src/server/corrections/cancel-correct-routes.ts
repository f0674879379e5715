import { Hono, type Context } from 'hono';
import {
  cancelCorrectPreviewRequestSchema,
  cancelCorrectRequestSchema,
  type CancelCorrectConfirmed,
} from '../../api/cancel-correct';
import type { AppEnv } from '../app-env';
import { recordAudit } from '../audit/audit';
import { requirePermission } from '../middleware/require-permission';
import { scopeOf } from '../scope';
import { todayOf } from '../today';
import { readJson, uuidParam } from '../validate';
import {
  confirmCancelCorrect,
  previewCancelCorrect,
  type CancelCorrectAsk,
  type CancelCorrector,
} from './cancel-correct';
import { cancelCorrectState } from './cancel-correct-state';
import { previewAuditData } from './correction-audit';

const path = '/fund-family/:fundFamilyId/fund-family-event/:eventId';
const dbOf = (c: Context<AppEnv>) => c.get('deps').handle.db;
const correctorOf = (c: Context<AppEnv>): CancelCorrector => ({
  userId: c.get('user').id,
  today: todayOf(c),
});
const askOf = (c: Context<AppEnv>, correction: CancelCorrectAsk['correction']) => ({
  fundFamilyId: uuidParam(c, 'fundFamilyId'),
  eventId: uuidParam(c, 'eventId'),
  correction,
});

/**
 * Cancel-correct of a finalized capital call (issue 21; spec §3 cancel_correct): its state (read),
 * the preview (nothing posts) and the confirmation of the preview the user saw, with the config
 * permission as the Events admin's other corrections. No maker-checker: like rollback and refresh,
 * a correction is confirmed by the config user who previewed it.
 */
export const cancelCorrectRoutes = new Hono<AppEnv>()
  .get(`${path}/cancel-correct`, requirePermission('read'), async (c) =>
    c.json(
      await cancelCorrectState(
        dbOf(c),
        scopeOf(c),
        uuidParam(c, 'fundFamilyId'),
        uuidParam(c, 'eventId'),
      ),
    ),
  )
  .post(`${path}/cancel-correct-preview`, requirePermission('config'), async (c) => {
    const ask = askOf(c, await readJson(c, cancelCorrectPreviewRequestSchema));
    return c.json(await previewCancelCorrect(dbOf(c), scopeOf(c), correctorOf(c), ask));
  })
  .post(`${path}/cancel-correct`, requirePermission('config'), async (c) => {
    const { token, ...correction } = await readJson(c, cancelCorrectRequestSchema);
    const ask = askOf(c, correction);
    const answer = await dbOf(c).transaction(async (tx): Promise<CancelCorrectConfirmed> => {
      const { preview, eventId } = await confirmCancelCorrect(
        tx,
        scopeOf(c),
        correctorOf(c),
        ask,
        token,
      );
      // Who and when are the entry's own; the preview's totals and the events touched its data.
      await recordAudit(tx, c, {
        action: 'cancel_correct',
        target_type: 'fund_family_event',
        target_id: eventId,
        data: {
          fund_family_id: preview.fund_family_id,
          original_event_id: preview.original_event_id,
          correction_type: preview.correction_type,
          posting_date: preview.posting_date,
          ...previewAuditData(preview),
        },
      });
      const state = await cancelCorrectState(tx, scopeOf(c), ask.fundFamilyId, ask.eventId);
      return { correction: state.corrected_by!, preview };
    });
    return c.json(answer);
  });
