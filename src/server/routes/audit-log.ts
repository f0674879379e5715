import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AuditLogEntry } from '../../api/audit-log';
import type { AppEnv } from '../app-env';
import { audit_log, users } from '../db/schema';
import { requirePermission } from '../middleware/require-permission';

/** The selected customer's audit trail, newest first (spec §6: the admin's audit log button). */
export const auditLogRoutes = new Hono<AppEnv>().get(
  '/audit-log/',
  requirePermission('admin'),
  async (c) => {
    const limit = Math.min(500, Math.max(1, Number(c.req.query('limit') ?? 200) || 200));
    const rows = await c
      .get('deps')
      .handle.db.select({
        id: audit_log.id,
        created_at: audit_log.created_at,
        action: audit_log.action,
        target_type: audit_log.target_type,
        target_id: audit_log.target_id,
        user_email: users.email,
        request_id: audit_log.request_id,
        data: audit_log.data,
      })
      .from(audit_log)
      .leftJoin(users, eq(users.id, audit_log.user_id))
      .where(eq(audit_log.customer_id, c.get('customerId')))
      .orderBy(desc(audit_log.id))
      .limit(limit);
    return c.json<AuditLogEntry[]>(
      rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    );
  },
);
