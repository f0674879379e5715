import { Hono } from 'hono';
import type { AuditLogEntry } from '../../api/audit-log';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../middleware/require-permission';
import { auditTrailLimit, readAuditTrail } from './audit-trail';

/** The selected customer's audit trail, newest first (spec §6: the admin's audit log button). */
export const auditLogRoutes = new Hono<AppEnv>().get(
  '/audit-log/',
  requirePermission('admin'),
  async (c) => {
    const limit = auditTrailLimit(c.req.query('limit'), 200, 500);
    const rows = await readAuditTrail(c.get('deps').handle.db, c.get('customerId'), limit);
    return c.json<AuditLogEntry[]>(
      rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    );
  },
);
