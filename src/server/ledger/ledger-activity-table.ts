import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Table } from '../../api/table-data';
import type { Database } from '../db/database';
import {
  fund_entities,
  fund_families,
  investor_entities,
  transaction_codes,
  transactions,
} from '../db/schema';
import { buildTable } from '../table-data/build-table';
import { cell } from '../table-data/cell';

/**
 * The activity tab of an investor or an investor entity: every posted ledger row of the
 * given investor entities (in one fund family, or all), newest first.
 */
export async function ledgerActivityTable(
  db: Database,
  scope: { customerId: string },
  input: { investorEntityIds: readonly string[]; fundFamilyId?: string },
): Promise<Table> {
  const rows =
    input.investorEntityIds.length === 0
      ? []
      : await db
          .select({
            id: transactions.id,
            effective_date: transactions.effective_date,
            fund_family_id: fund_families.id,
            fund_family_name: fund_families.name,
            currency: fund_families.currency,
            fund_entity_name: fund_entities.name,
            investor_entity_name: investor_entities.full_name,
            code: transaction_codes.display_name,
            amount_cents: transactions.amount_cents,
          })
          .from(transactions)
          .innerJoin(investor_entities, eq(investor_entities.id, transactions.investor_entity_id))
          .innerJoin(fund_families, eq(fund_families.id, transactions.fund_family_id))
          .innerJoin(fund_entities, eq(fund_entities.id, transactions.fund_entity_id))
          .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
          .where(
            and(
              eq(transactions.customer_id, scope.customerId),
              inArray(transactions.investor_entity_id, [...input.investorEntityIds]),
              input.fundFamilyId ? eq(transactions.fund_family_id, input.fundFamilyId) : undefined,
              eq(transactions.is_draft, false),
            ),
          )
          .orderBy(desc(transactions.effective_date), asc(transactions.id));
  return buildTable(rows, {
    columns: [
      { id: 'effective_date', title: 'Effective date', cell_value_type: 'date' },
      {
        id: 'fund_family',
        title: 'Fund family',
        cell_value_type: 'text',
        enable_row_group: true,
      },
      { id: 'fund_entity', title: 'Fund entity', cell_value_type: 'text' },
      { id: 'investor_entity', title: 'Investor entity', cell_value_type: 'text' },
      {
        id: 'transaction_code',
        title: 'Transaction code',
        cell_value_type: 'text',
        enable_row_group: true,
        filter_type: 'set',
      },
      { id: 'amount', title: 'Amount', cell_value_type: 'money' },
    ],
    rowId: (row) => String(row.id),
    cells: (row) => ({
      effective_date: cell.date(row.effective_date),
      fund_family: cell.link(row.fund_family_name, {
        type: 'generic',
        to: `/fund-family/${row.fund_family_id}`,
      }),
      fund_entity: cell.text(row.fund_entity_name),
      investor_entity: cell.text(row.investor_entity_name),
      transaction_code: cell.text(row.code),
      amount: cell.money(row.amount_cents, row.currency),
    }),
  });
}
