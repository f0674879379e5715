import { Hono, type Context } from 'hono';
import { classChangeCreateSchema, classChangeInputSchema } from '../../api/commitment-class-change';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import { classChangeHistory, classChangeView, loadClassChange } from './class-change-view';
import {
  createClassChange,
  discardClassChange,
  finalizeClassChange,
  updateClassChange,
} from './commitment-class-change';
import { loadFundFamily } from '../fund-family/fund-family-service';
import { readJson, uuidParam } from '../validate';
import { scopeOf } from '../scope';
import { todayOf } from '../today';

const base = '/fund-family/:fundFamilyId/change-commitment-class';
const one = `${base}/:commitmentId/:fundFamilyEventId/`;

async function target(db: Parameters<typeof loadClassChange>[0], c: Context<AppEnv>) {
  const fund = await loadFundFamily(db, c.get('customerId'), uuidParam(c, 'fundFamilyId'));
  return loadClassChange(
    db,
    scopeOf(c),
    fund.id,
    uuidParam(c, 'commitmentId'),
    uuidParam(c, 'fundFamilyEventId'),
  );
}

const audited = (action: string, id: string, data: unknown) =>
  ({ action, target_type: 'commitment_class_change', target_id: id, data }) as const;

/** Spec §2 commitments/change-commitment-class/{commitmentId}/{fundFamilyEventId} and /historical. */
export const commitmentClassChangeRoutes = new Hono<AppEnv>()
  .post(`${base}/`, requirePermission('write'), async (c) => {
    const { commitment_id, ...input } = await readJson(c, classChangeCreateSchema);
    const { db } = c.get('deps').handle;
    const row = await db.transaction(async (tx) => {
      const fund = await loadFundFamily(tx, c.get('customerId'), uuidParam(c, 'fundFamilyId'));
      const created = await createClassChange(
        tx,
        scopeOf(c),
        fund.id,
        commitment_id,
        input,
        todayOf(c),
      );
      await recordAudit(tx, c, audited('create', created.id, created));
      return created;
    });
    return c.json(await classChangeView(db, scopeOf(c), row, todayOf(c)), 201);
  })
  .get(`${base}/:commitmentId/historical/`, requirePermission('read'), async (c) => {
    const { db } = c.get('deps').handle;
    const fund = await loadFundFamily(db, c.get('customerId'), uuidParam(c, 'fundFamilyId'));
    return c.json(await classChangeHistory(db, scopeOf(c), fund.id, uuidParam(c, 'commitmentId')));
  })
  .get(one, requirePermission('read'), async (c) => {
    const { db } = c.get('deps').handle;
    return c.json(await classChangeView(db, scopeOf(c), await target(db, c), todayOf(c)));
  })
  .put(one, requirePermission('write'), async (c) => {
    const input = await readJson(c, classChangeInputSchema);
    const { db } = c.get('deps').handle;
    const row = await db.transaction(async (tx) => {
      const before = await target(tx, c);
      const after = await updateClassChange(tx, scopeOf(c), before, input, todayOf(c));
      await recordAudit(tx, c, audited('edit', before.id, { before, after: input }));
      return after;
    });
    return c.json(await classChangeView(db, scopeOf(c), row, todayOf(c)));
  })
  .delete(one, requirePermission('write'), async (c) => {
    await c.get('deps').handle.db.transaction(async (tx) => {
      const row = await target(tx, c);
      await discardClassChange(tx, row);
      await recordAudit(tx, c, audited('delete', row.id, row));
    });
    return c.body(null, 204);
  })
  .patch(`${one}finalize/`, requirePermission('approve'), async (c) => {
    const { db } = c.get('deps').handle;
    const row = await db.transaction(async (tx) => {
      const draft = await target(tx, c);
      const posted = await finalizeClassChange(tx, scopeOf(c), draft, c.get('deps').now());
      await recordAudit(
        tx,
        c,
        audited('finalize', draft.id, {
          commitment_id: draft.commitment_id,
          from_investor_class_id: draft.from_investor_class_id,
          to_investor_class_id: draft.to_investor_class_id,
          effective_date: draft.effective_date,
          ...posted,
        }),
      );
      return target(tx, c);
    });
    return c.json(await classChangeView(db, scopeOf(c), row, todayOf(c)));
  });
