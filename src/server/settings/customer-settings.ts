import { eq } from 'drizzle-orm';
import type { CustomerSettings, UpdateCustomerSettings } from '../../api/customer-settings';
import { notFound } from '../api-error';
import type { Database } from '../db/database';
import { customers } from '../db/schema';

/** The customer's own settings, kept on its row (process-wide ones are app_settings). */
export async function readCustomerSettings(
  db: Database,
  customerId: string,
): Promise<CustomerSettings> {
  const [row] = await db
    .select({ preparer_may_approve: customers.preparer_may_approve })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) throw notFound('No such customer');
  return row;
}

export async function updateCustomerSettings(
  tx: Database,
  customerId: string,
  change: UpdateCustomerSettings,
): Promise<CustomerSettings> {
  if (change.preparer_may_approve !== undefined)
    await tx
      .update(customers)
      .set({ preparer_may_approve: change.preparer_may_approve })
      .where(eq(customers.id, customerId));
  return readCustomerSettings(tx, customerId);
}
