import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { TableView } from '../../api/table-views';
import { createTableViewSchema, updateTableViewSchema } from '../../api/table-views';
import { invalid, notFound } from '../api-error';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { table_view_favorites, table_views } from '../db/schema';
import { requirePermission } from '../middleware/require-permission';
import { recordAudit } from '../audit/audit';
import { readJson, uuidParam } from '../validate';

type ViewRow = typeof table_views.$inferSelect;

const toTableView = (row: ViewRow, isFavorited: boolean): TableView => ({
  id: row.id,
  name: row.name,
  type: row.type,
  visible_to: row.visible_to,
  created_by: row.created_by,
  created_at: row.created_at.toISOString().slice(0, 10),
  is_favorited: isFavorited,
  encoded_table_params: row.encoded_table_params,
  params_id: null,
  ...(row.annotations_set ? { annotations_set: row.annotations_set as [string, string][] } : {}),
});

/** What this user may see: the customer's organisation views plus their own private ones. */
const visibleTo = (c: Context<AppEnv>) =>
  and(
    eq(table_views.customer_id, c.get('customerId')),
    or(isNull(table_views.visible_to), eq(table_views.visible_to, c.get('user').id)),
  );

/** A view can only be made private to oneself: naming another user would hide it from its author. */
function visibility(c: Context<AppEnv>, visible: string | null | undefined): string | null {
  if (!visible) return null;
  if (visible !== c.get('user').id) {
    throw invalid({ visible_to: ['A private view can only be visible to its author'] });
  }
  return visible;
}

async function findVisible(db: Database, c: Context<AppEnv>, id: string) {
  const [row] = await db
    .select()
    .from(table_views)
    .where(and(eq(table_views.id, id), visibleTo(c)));
  if (!row) throw notFound('No such table view for this user');
  return row;
}

async function isFavorited(db: Database, viewId: string, userId: string) {
  const [favorite] = await db
    .select()
    .from(table_view_favorites)
    .where(
      and(eq(table_view_favorites.table_view_id, viewId), eq(table_view_favorites.user_id, userId)),
    );
  return Boolean(favorite);
}

/** Saved views (spec §7 "Reports and views"). */
export const tableViewRoutes = new Hono<AppEnv>()
  .get('/table-views', requirePermission('read'), async (c) => {
    const db = c.get('deps').handle.db;
    const rows = await db
      .select({ view: table_views, favorite: table_view_favorites.user_id })
      .from(table_views)
      .leftJoin(
        table_view_favorites,
        and(
          eq(table_view_favorites.table_view_id, table_views.id),
          eq(table_view_favorites.user_id, c.get('user').id),
        ),
      )
      .where(visibleTo(c))
      .orderBy(desc(table_views.created_at));
    return c.json<TableView[]>(rows.map((r) => toTableView(r.view, r.favorite !== null)));
  })
  .post('/table-views', requirePermission('write'), async (c) => {
    const body = await readJson(c, createTableViewSchema);
    const visible = visibility(c, body.visible_to);
    const created = await c.get('deps').handle.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(table_views)
        .values({
          customer_id: c.get('customerId'),
          name: body.name,
          type: body.type,
          visible_to: visible,
          created_by: c.get('user').id,
          encoded_table_params: body.encoded_table_params,
          annotations_set: body.annotations_set ?? null,
        })
        .returning();
      if (!row) throw new Error('table view insert returned nothing');
      await recordAudit(tx, c, {
        action: 'create',
        target_type: 'table_view',
        target_id: row.id,
        data: { name: body.name, visible_to: visible },
      });
      return row;
    });
    return c.json<TableView>(toTableView(created, false), 201);
  })
  .get('/table-views/:viewId', requirePermission('read'), async (c) => {
    const db = c.get('deps').handle.db;
    const row = await findVisible(db, c, uuidParam(c, 'viewId'));
    return c.json<TableView>(toTableView(row, await isFavorited(db, row.id, c.get('user').id)));
  })
  .put('/table-views/:viewId', requirePermission('write'), async (c) => {
    const id = uuidParam(c, 'viewId');
    const body = await readJson(c, updateTableViewSchema);
    const visible = visibility(c, body.visible_to);
    const db = c.get('deps').handle.db;
    const updated = await db.transaction(async (tx) => {
      await findVisible(tx, c, id);
      const [row] = await tx
        .update(table_views)
        .set({
          name: body.name,
          visible_to: visible,
          encoded_table_params: body.encoded_table_params,
          annotations_set: body.annotations_set ?? null,
          updated_at: new Date(),
        })
        .where(eq(table_views.id, id))
        .returning();
      if (!row) throw notFound('No such table view for this user');
      await recordAudit(tx, c, {
        action: 'edit',
        target_type: 'table_view',
        target_id: id,
        data: { name: body.name, visible_to: visible },
      });
      return row;
    });
    return c.json<TableView>(toTableView(updated, await isFavorited(db, id, c.get('user').id)));
  })
  .post('/table-views/:viewId', requirePermission('read'), async (c) => {
    const id = uuidParam(c, 'viewId');
    const userId = c.get('user').id;
    const db = c.get('deps').handle.db;
    const result = await db.transaction(async (tx) => {
      const row = await findVisible(tx, c, id);
      const favorited = await isFavorited(tx, id, userId);
      if (favorited) {
        await tx
          .delete(table_view_favorites)
          .where(
            and(
              eq(table_view_favorites.table_view_id, id),
              eq(table_view_favorites.user_id, userId),
            ),
          );
      } else {
        await tx.insert(table_view_favorites).values({ table_view_id: id, user_id: userId });
      }
      return toTableView(row, !favorited);
    });
    return c.json<TableView>(result);
  })
  .delete('/table-views/:viewId', requirePermission('write'), async (c) => {
    const id = uuidParam(c, 'viewId');
    await c.get('deps').handle.db.transaction(async (tx) => {
      const row = await findVisible(tx, c, id);
      await tx.delete(table_views).where(eq(table_views.id, id));
      await recordAudit(tx, c, {
        action: 'delete',
        target_type: 'table_view',
        target_id: id,
        data: { name: row.name },
      });
    });
    return c.body(null, 204);
  });
