import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { withTransferTwins } from './transfer-codes';
import {
  closing_commitments,
  closings,
  commitments,
  fund_entities,
  fund_families,
  investor_entities,
  transaction_codes,
  transactions,
} from '../db/schema';

/** The ledger codes whose rows make up each figure: the same list explains the figure on screen. */
// Investor transfers move balances under transfer twins of these codes: they count here too.
export const commitmentFigureCodes = {
  committed: withTransferTwins(['commitment']),
  contributed: withTransferTwins([
    'contribution_investment',
    'contribution_expenses',
    'contribution_management_fee',
  ]),
  equalizationPaid: withTransferTwins(['equalization_contribution']),
  equalizationReturned: withTransferTwins(['equalization_distribution']),
};

export type CommitmentFigures = {
  commitment_id: string;
  fund_family_id: string;
  fund_family_name: string;
  currency: 'EUR' | 'GBP' | 'USD';
  investor_id: string;
  investor_entity_id: string;
  investor_entity_name: string;
  owning_entity_id: string;
  owning_entity_name: string;
  is_gp: boolean;
  committed_cents: number;
  contributed_cents: number;
  /** Equalization paid minus equalization returned, outstanding (draft) rows included. */
  equalization_cents: number;
  closing_name: string | null;
  /** How many posted ledger rows each figure sums. */
  committed_rows: number;
  contributed_rows: number;
  equalization_rows: number;
};

// Equalization rows are written as drafts and stay outstanding until a capital event settles
// them: the equalization figure counts them, the posted figures do not.
const withCodes = (codes: readonly string[], drafts: boolean) =>
  sql`${transaction_codes.name} in (${sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  )})${drafts ? sql`` : sql` and not ${transactions.is_draft}`}`;
const sumOf = (codes: readonly string[], drafts = false) =>
  sql<string>`coalesce(sum(${transactions.amount_cents}) filter (where ${withCodes(codes, drafts)}), 0)::bigint`;
const rowsOf = (codes: readonly string[], drafts = false) =>
  sql<string>`count(*) filter (where ${withCodes(codes, drafts)})::int`;

/**
 * Every commitment the ledger knows (it has posted rows), with its figures summed from the
 * ledger: never stored beside it. Filter by fund family, by investor, or both.
 */
export async function listCommitmentFigures(
  db: Database,
  scope: { customerId: string },
  filter: { fundFamilyId?: string; investorId?: string },
): Promise<CommitmentFigures[]> {
  const conditions: SQL[] = [eq(commitments.customer_id, scope.customerId)];
  if (filter.fundFamilyId) conditions.push(eq(commitments.fund_family_id, filter.fundFamilyId));
  if (filter.investorId) conditions.push(eq(investor_entities.investor_id, filter.investorId));
  const codes = commitmentFigureCodes;
  const rows = await db
    .select({
      commitment_id: commitments.id,
      fund_family_id: fund_families.id,
      fund_family_name: fund_families.name,
      currency: fund_families.currency,
      investor_id: investor_entities.investor_id,
      investor_entity_id: investor_entities.id,
      investor_entity_name: investor_entities.full_name,
      owning_entity_id: fund_entities.id,
      owning_entity_name: fund_entities.name,
      is_gp: commitments.is_gp,
      committed_cents: sumOf(codes.committed),
      contributed_cents: sumOf(codes.contributed),
      equalization_cents: sql<string>`(${sumOf(codes.equalizationPaid, true)} - ${sumOf(codes.equalizationReturned, true)})`,
      committed_rows: rowsOf(codes.committed),
      contributed_rows: rowsOf(codes.contributed),
      equalization_rows: rowsOf([...codes.equalizationPaid, ...codes.equalizationReturned], true),
      closing_name: sql<
        string | null
      >`(select ${closings.name} from ${closings} join ${closing_commitments} on ${closing_commitments.closing_id} = ${closings.id} where ${closing_commitments.commitment_id} = ${commitments.id} limit 1)`,
    })
    .from(commitments)
    .innerJoin(fund_families, eq(fund_families.id, commitments.fund_family_id))
    .innerJoin(investor_entities, eq(investor_entities.id, commitments.investor_entity_id))
    .innerJoin(fund_entities, eq(fund_entities.id, commitments.owning_entity_id))
    .innerJoin(transactions, eq(transactions.commitment_id, commitments.id))
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .where(and(...conditions))
    .groupBy(commitments.id, fund_families.id, investor_entities.id, fund_entities.id)
    .orderBy(asc(fund_families.name), asc(investor_entities.full_name), asc(fund_entities.name));
  return rows.map((r) => ({
    ...r,
    committed_cents: Number(r.committed_cents),
    contributed_cents: Number(r.contributed_cents),
    equalization_cents: Number(r.equalization_cents),
    committed_rows: Number(r.committed_rows),
    contributed_rows: Number(r.contributed_rows),
    equalization_rows: Number(r.equalization_rows),
  }));
}
