import { and, eq } from 'drizzle-orm';
import { indexLedger, type LedgerRow, type MxlLedger } from '../../domain/mxl';
import type { Database } from '../db/database';
import { transaction_codes, transactions } from '../db/schema';

export type FundFamilyLedger = { ledger: MxlLedger; codeNames: string[] };

/**
 * The fund family's whole ledger, indexed for MXL as one fund: calculations on the list
 * page are figures for the family. Investment and security types are those the row was
 * posted with (null on rows that are not about an investment).
 */
export async function loadFundFamilyLedger(
  db: Database,
  scope: { customerId: string },
  fundFamilyId: string,
): Promise<FundFamilyLedger> {
  const codes = await loadTransactionCodes(db, scope, fundFamilyId);
  const codeName = new Map(codes.map((code) => [code.id, code.name]));
  const posted = await db
    .select({
      code_id: transactions.transaction_code_id,
      amount_cents: transactions.amount_cents,
      effective_date: transactions.effective_date,
      commitment_id: transactions.commitment_id,
      investor_entity_id: transactions.investor_entity_id,
      fund_entity_id: transactions.fund_entity_id,
      is_draft: transactions.is_draft,
      investment_type: transactions.investment_type,
      security_type: transactions.security_type,
      is_fee_holdback: transactions.is_fee_holdback,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.customer_id, scope.customerId),
        eq(transactions.fund_family_id, fundFamilyId),
      ),
    );
  const rows: LedgerRow[] = posted.map((row) => ({
    transaction_code: codeName.get(row.code_id) ?? row.code_id,
    amount_cents: row.amount_cents,
    effective_date: row.effective_date,
    fund_entity_id: fundFamilyId,
    commitment_entity_id: row.commitment_id ?? row.investor_entity_id ?? row.fund_entity_id,
    investment_type: row.investment_type,
    security_type: row.security_type,
    is_draft: row.is_draft,
    is_fee_holdback: row.is_fee_holdback,
  }));
  return {
    ledger: indexLedger({ rows, fundEntityId: fundFamilyId }),
    codeNames: codes.map((code) => code.name),
  };
}

/** The family's configured codes, without reading the ledger. */
export async function loadTransactionCodes(
  db: Database,
  scope: { customerId: string },
  fundFamilyId: string,
): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: transaction_codes.id, name: transaction_codes.name })
    .from(transaction_codes)
    .where(
      and(
        eq(transaction_codes.customer_id, scope.customerId),
        eq(transaction_codes.fund_family_id, fundFamilyId),
      ),
    );
}
