import { Hono, type Context } from 'hono';
import { distributionInputSchema, type DistributionDeleted } from '../../api/distribution';
import { tierPlaygroundInputSchema } from '../../api/waterfall-tier-audit';
import { waterfallRunRequestSchema } from '../../api/waterfall-run';
import { notFound } from '../api-error';
import type { AppEnv } from '../app-env';
import { jobQueueFor } from '../jobs/job-queues';
import { requirePermission } from '../middleware/require-permission';
import { scopeOf } from '../scope';
import { readJson, uuidParam } from '../validate';
import { finalizeDistribution } from './distribution-finalize';
import {
  createDistribution,
  deleteDistribution,
  loadDistribution,
  updateDistribution,
} from './distribution-service';
import {
  getDistributionCreateData,
  getDistributionEvent,
  getWaterfallList,
} from './distribution-view';
import { latestRun, queueWaterfallRun, toApiRun } from './waterfall-run-job';
import {
  getPreferredReturnBreakdown,
  getPreferredReturnSummary,
  getWaterfallInvestorBreakdown,
  getWaterfallReview,
} from './waterfall-review-view';
import { getTierAudit, previewTierPlayground } from './waterfall-tier-audit-view';
import { auditedEventChange, eventReader } from '../capital-event/audited-event-change';

const auditedChange = auditedEventChange('distribution');

const eventAnswer = (c: Context<AppEnv>, fundFamilyId: string, eventId: string) =>
  getDistributionEvent(c.get('deps').handle.db, scopeOf(c), fundFamilyId, eventId, eventReader(c));

const ids = (c: Context<AppEnv>) => ({
  fundFamilyId: uuidParam(c, 'fundFamilyId'),
  eventId: uuidParam(c, 'eventId'),
});
const subEventPath = (c: Context<AppEnv>) => ({
  ...ids(c),
  subEventId: uuidParam(c, 'subEventId'),
});
const entityPath = (c: Context<AppEnv>) => ({
  ...subEventPath(c),
  fundEntityId: uuidParam(c, 'fundEntityId'),
});

/** A tier's 0-based index in the path; anything else names no tier (404). */
function tierIndexParam(c: Context<AppEnv>): number {
  const text = c.req.param('tierIndex') ?? '';
  if (!/^\d{1,3}$/.test(text)) throw notFound(`No tier ${text}`);
  return Number(text);
}

/** POST waterfall-run/create-and-run/ and upsert-and-run/: queue the run (202), answer the event. */
const runWaterfall = (mode: 'create' | 'upsert') => async (c: Context<AppEnv>) => {
  const { fundFamilyId, eventId } = ids(c);
  await readJson(c, waterfallRunRequestSchema);
  const deps = c.get('deps');
  const scope = scopeOf(c);
  // 404 before anything starts; the queue starts outside the transaction (PGlite waits otherwise).
  await loadDistribution(deps.handle.db, scope, fundFamilyId, eventId);
  const queue = await jobQueueFor(deps);
  await auditedChange(c, `waterfall_run_${mode}`, fundFamilyId, async (tx) => ({
    id: eventId,
    data: {
      run_id: await queueWaterfallRun(tx, scope, queue, {
        fundFamilyId,
        eventId,
        userId: c.get('user').id,
        mode,
      }),
    },
  }));
  return c.json(await eventAnswer(c, fundFamilyId, eventId), 202);
};

const event = '/fund-family/:fundFamilyId/fund-family-event/:eventId';
const subEvent = `${event}/fund-family-sub-event/:subEventId`;

/** Distributions and their waterfall runs (issue 18; spec §7 "Fund family and events"). */
export const distributionRoutes = new Hono<AppEnv>()
  .get(
    '/fund-family/:fundFamilyId/distribution/create-data',
    requirePermission('read'),
    async (c) =>
      c.json(
        await getDistributionCreateData(
          c.get('deps').handle.db,
          scopeOf(c),
          uuidParam(c, 'fundFamilyId'),
        ),
      ),
  )
  .post('/fund-family/:fundFamilyId/distribution', requirePermission('write'), async (c) => {
    const fundFamilyId = uuidParam(c, 'fundFamilyId');
    const body = await readJson(c, distributionInputSchema);
    const eventId = await auditedChange(c, 'create', fundFamilyId, async (tx) => ({
      id: await createDistribution(tx, scopeOf(c), fundFamilyId, body, c.get('user').id),
      data: body,
    }));
    return c.json(await eventAnswer(c, fundFamilyId, eventId), 201);
  })
  .get('/fund-family/:fundFamilyId/distribution/:eventId', requirePermission('read'), async (c) => {
    const { fundFamilyId, eventId } = ids(c);
    return c.json(await eventAnswer(c, fundFamilyId, eventId));
  })
  .put(
    '/fund-family/:fundFamilyId/distribution/:eventId',
    requirePermission('write'),
    async (c) => {
      const { fundFamilyId, eventId } = ids(c);
      const body = await readJson(c, distributionInputSchema);
      await auditedChange(c, 'edit', fundFamilyId, async (tx) => {
        await updateDistribution(tx, scopeOf(c), fundFamilyId, eventId, body, c.get('user').id);
        return { id: eventId, data: body };
      });
      return c.json(await eventAnswer(c, fundFamilyId, eventId));
    },
  )
  .delete(
    '/fund-family/:fundFamilyId/distribution/:eventId',
    requirePermission('write'),
    async (c) => {
      const { fundFamilyId, eventId } = ids(c);
      await auditedChange(c, 'delete', fundFamilyId, async (tx) => {
        const { name } = await deleteDistribution(
          tx,
          scopeOf(c),
          fundFamilyId,
          eventId,
          c.get('user').id,
        );
        return { id: eventId, data: { name } };
      });
      return c.json({ id: eventId, deleted: true } satisfies DistributionDeleted);
    },
  )
  .patch(
    '/fund-family/:fundFamilyId/distribution/:eventId/finalize',
    requirePermission('approve'),
    async (c) => {
      const { fundFamilyId, eventId } = ids(c);
      await auditedChange(c, 'finalize', fundFamilyId, async (tx) => ({
        id: eventId,
        data: await finalizeDistribution(tx, scopeOf(c), fundFamilyId, eventId, c.get('user').id),
      }));
      return c.json(await eventAnswer(c, fundFamilyId, eventId));
    },
  )
  .post(`${event}/waterfall-run/create-and-run`, requirePermission('write'), runWaterfall('create'))
  .post(`${event}/waterfall-run/upsert-and-run`, requirePermission('write'), runWaterfall('upsert'))
  .get(`${event}/waterfall-run`, requirePermission('read'), async (c) => {
    const { fundFamilyId, eventId } = ids(c);
    const db = c.get('deps').handle.db;
    await loadDistribution(db, scopeOf(c), fundFamilyId, eventId);
    const run = await latestRun(db, scopeOf(c), eventId);
    return c.json(run ? toApiRun(run) : null);
  })
  .get(`${event}/waterfall-list`, requirePermission('read'), async (c) => {
    const { fundFamilyId, eventId } = ids(c);
    return c.json(
      await getWaterfallList(c.get('deps').handle.db, scopeOf(c), fundFamilyId, eventId),
    );
  })
  .get(`${subEvent}/waterfall`, requirePermission('read'), async (c) =>
    c.json(await getWaterfallReview(c.get('deps').handle.db, scopeOf(c), subEventPath(c))),
  )
  .get(
    `${subEvent}/fund-entity/:fundEntityId/preferred-return-breakdown`,
    requirePermission('read'),
    async (c) =>
      c.json(await getPreferredReturnBreakdown(c.get('deps').handle.db, scopeOf(c), entityPath(c))),
  )
  .get(
    `${subEvent}/fund-entity/:fundEntityId/preferred-return-summary`,
    requirePermission('read'),
    async (c) =>
      c.json(await getPreferredReturnSummary(c.get('deps').handle.db, scopeOf(c), entityPath(c))),
  )
  .get(
    `${subEvent}/fund-entity/:fundEntityId/waterfall-investor-breakdown`,
    requirePermission('read'),
    async (c) =>
      c.json(
        await getWaterfallInvestorBreakdown(c.get('deps').handle.db, scopeOf(c), entityPath(c)),
      ),
  )
  .get(`${subEvent}/tier-audit/:tierIndex`, requirePermission('read'), async (c) =>
    c.json(
      await getTierAudit(c.get('deps').handle.db, scopeOf(c), subEventPath(c), tierIndexParam(c)),
    ),
  )
  .post(
    `${subEvent}/tier-audit/:tierIndex/playground-preview`,
    // It posts and stores nothing: whoever may read the audit may try a tier's inputs.
    requirePermission('read'),
    async (c) => {
      const body = await readJson(c, tierPlaygroundInputSchema);
      const path = subEventPath(c);
      const tierIndex = tierIndexParam(c);
      return c.json(
        await previewTierPlayground(c.get('deps').handle.db, scopeOf(c), path, tierIndex, body),
      );
    },
  );
