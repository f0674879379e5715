import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { audit_log, users } from '../db/schema';

/**
 * A limit from the query string, clamped so a caller can neither ask for nothing nor
 * everything, and whole (SQL's LIMIT refuses 1.5).
 */
export function auditTrailLimit(raw: string | undefined, fallback: number, most: number): number {
  return Math.min(most, Math.max(1, Math.trunc(Number(raw ?? fallback)) || fallback));
}

/** One customer's audit rows with who made them, newest first. */
export function readAuditTrail(db: Database, customerId: string, limit: number) {
  return db
    .select({
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
    .where(eq(audit_log.customer_id, customerId))
    .orderBy(desc(audit_log.id))
    .limit(limit);
}
