import { sql } from 'drizzle-orm';
import { bigserial, customType, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id, read as text (its digits). */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * One row per statement that changed data the large tables show (investors, entities,
 * commitments, fund structure, ledger, codes, closings), written by database triggers with the
 * writing transaction's id (migration 0033). A table built under a snapshot is still true while
 * no committed change of its customer is invisible to that snapshot
 * (src/server/table-data/table-cache.ts). Append-only and lock-free: writers never wait on each
 * other for it. Rows older than the cache can hold an entry are pruned.
 */
export const customer_data_changes = pgTable(
  'customer_data_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customer_id: uuid('customer_id').notNull(),
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_data_changes_customer_xid').on(t.customer_id, t.xid)],
);
