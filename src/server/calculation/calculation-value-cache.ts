import { and, count, eq, max, sql } from 'drizzle-orm';
import type { Calculation } from '../../api/calculation-responses';
import type { Database } from '../db/database';
import { calculations, transaction_codes, transactions } from '../db/schema';

type Scope = { customerId: string };

/**
 * What a fund family's calculation values depend on, read in one cheap round of
 * aggregates instead of loading and evaluating the ledger: the ledger rows (how many, the
 * newest id, their total and how many are drafts or fee holdbacks, so a row changed in
 * place also changes the key), the calculations (how many and the latest edit; every
 * edit of a version bumps its calculation's updated_at), the configured code names and
 * the day the values are for.
 */
export async function ledgerStateKey(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  today: string,
): Promise<string> {
  const ofFamily = <T extends typeof transactions | typeof calculations | typeof transaction_codes>(
    table: T,
  ) => and(eq(table.customer_id, scope.customerId), eq(table.fund_family_id, fundFamilyId));
  const [ledger] = await db
    .select({
      rows: count(),
      newest: max(transactions.id),
      total: sql<string>`coalesce(sum(${transactions.amount_cents}), 0)::text`,
      drafts: sql<number>`count(*) filter (where ${transactions.is_draft})`,
      holdbacks: sql<number>`count(*) filter (where ${transactions.is_fee_holdback})`,
    })
    .from(transactions)
    .where(ofFamily(transactions));
  const [definitions] = await db
    .select({
      rows: count(),
      edited: sql<string>`coalesce(max(${calculations.updated_at})::text, '')`,
    })
    .from(calculations)
    .where(ofFamily(calculations));
  const [codes] = await db
    .select({
      names: sql<string>`coalesce(string_agg(${transaction_codes.name}, ',' order by ${transaction_codes.name}), '')`,
    })
    .from(transaction_codes)
    .where(ofFamily(transaction_codes));
  return JSON.stringify([today, ledger, definitions, codes]);
}

const LIMIT = 200;
const entries = new Map<string, { key: string; value: Calculation[] }>();

/** How often the cache answered and how often it had to evaluate (read by the tests). */
export const calculationCacheStats = { hits: 0, misses: 0 };

/**
 * The family's described calculations, evaluated again only when the ledger state key
 * differs from the one they were evaluated at, so a stale value is never served. Kept per
 * process, for the most recently used families.
 */
export async function cachedCalculations(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  today: string,
  evaluate: () => Promise<Calculation[]>,
): Promise<Calculation[]> {
  const slot = `${scope.customerId}|${fundFamilyId}`;
  const key = await ledgerStateKey(db, scope, fundFamilyId, today);
  const found = entries.get(slot);
  if (found && found.key === key) {
    calculationCacheStats.hits += 1;
    // Most recently used last, so the oldest is the first to go.
    entries.delete(slot);
    entries.set(slot, found);
    return found.value;
  }
  calculationCacheStats.misses += 1;
  const value = await evaluate();
  entries.delete(slot);
  entries.set(slot, { key, value });
  if (entries.size > LIMIT) entries.delete(entries.keys().next().value!);
  return value;
}
