import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { audit_log } from '../db/schema';

/** Appends one audit row inside the caller's transaction, tagged with who, for whom and which request. */
export async function recordAudit(
  tx: Database,
  c: Context<AppEnv>,
  entry: { action: string; target_type: string; target_id?: string; data?: unknown },
): Promise<void> {
  await tx.insert(audit_log).values({
    customer_id: c.get('customerId') ?? null,
    user_id: c.get('user')?.id ?? null,
    request_id: c.get('requestId'),
    action: entry.action,
    target_type: entry.target_type,
    target_id: entry.target_id ?? null,
    data: entry.data ?? {},
  });
}
