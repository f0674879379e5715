import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FundFamilyPerformance, InvestorPerformance } from '../../api/investor-performance';
import type { Database } from '../db/database';
import { commitments, fund_families } from '../db/schema';
import { commitmentLedgerRows, type CommitmentLedgerRow } from '../commitment/commitment-ledger';
import { performanceFigures } from '../ledger/performance-figures';

type Scope = { customerId: string };

/**
 * Performance per fund family of some investor entities, from the posted ledger rows of their
 * commitments at `asOf` (the caller's today: domain code never reads a clock).
 */
export async function performanceOfEntities(
  db: Database,
  scope: Scope,
  input: { investorEntityIds: readonly string[]; fundFamilyId?: string; asOf: string },
): Promise<InvestorPerformance> {
  if (input.investorEntityIds.length === 0) return { as_of: input.asOf, fund_families: [] };
  const conditions: SQL[] = [
    eq(commitments.customer_id, scope.customerId),
    inArray(commitments.investor_entity_id, [...input.investorEntityIds]),
  ];
  if (input.fundFamilyId) conditions.push(eq(commitments.fund_family_id, input.fundFamilyId));
  const held = await db
    .select({
      id: commitments.id,
      fund_family_id: fund_families.id,
      fund_family_name: fund_families.name,
      currency: fund_families.currency,
    })
    .from(commitments)
    .innerJoin(fund_families, eq(fund_families.id, commitments.fund_family_id))
    .where(and(...conditions))
    .orderBy(asc(fund_families.name), asc(commitments.created_at));
  const families = new Map<
    string,
    { family: (typeof held)[number]; rows: (CommitmentLedgerRow & { commitment_id: string })[] }
  >();
  for (const commitment of held) {
    const rows = (await commitmentLedgerRows(db, scope, commitment.id))
      .filter((row) => !row.is_draft)
      .map((row) => ({ ...row, commitment_id: commitment.id }));
    const entry = families.get(commitment.fund_family_id) ?? { family: commitment, rows: [] };
    entry.rows.push(...rows);
    families.set(commitment.fund_family_id, entry);
  }
  const result: FundFamilyPerformance[] = [...families.values()]
    .filter(({ rows }) => rows.length > 0)
    .map(({ family, rows }) => ({
      fund_family_id: family.fund_family_id,
      fund_family_name: family.fund_family_name,
      currency: family.currency,
      ...performanceFigures(rows, input.asOf),
    }));
  return { as_of: input.asOf, fund_families: result };
}
