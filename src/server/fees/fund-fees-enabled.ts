import { and, eq, inArray } from 'drizzle-orm';
import { feesEnabled } from '../../domain/fees';
import type { Database } from '../db/database';
import { fees } from '../db/schema';

/**
 * The fund families (of those given) whose stored fee terms charge a fee: the fund family list's
 * Fees column and a fund family's config.fees_enabled both read this, never a flag kept apart.
 */
export async function familiesChargingFees(
  db: Database,
  customerId: string,
  fundFamilyIds: readonly string[],
): Promise<Set<string>> {
  if (fundFamilyIds.length === 0) return new Set();
  const rows = await db
    .select({ fund_family_id: fees.fund_family_id, rates: fees.rates })
    .from(fees)
    .where(and(eq(fees.customer_id, customerId), inArray(fees.fund_family_id, [...fundFamilyIds])));
  const byFamily = new Map<string, { rates: (typeof rows)[number]['rates'] }[]>();
  for (const row of rows)
    byFamily.set(row.fund_family_id, [...(byFamily.get(row.fund_family_id) ?? []), row]);
  return new Set([...byFamily].filter(([, list]) => feesEnabled(list)).map(([id]) => id));
}
