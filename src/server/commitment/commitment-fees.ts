import { and, asc, eq } from 'drizzle-orm';
import type { CommitmentFees, CommitmentFeeTerm } from '../../api/commitment-detail';
import type { Database } from '../db/database';
import { fees } from '../db/schema';
import { loadFeeRateOverrides } from '../fees/fee-rate-overrides';
import { feeRateStepsOf } from './commitment-fee-override';
import { buildTable } from '../table-data/build-table';
import { cell } from '../table-data/cell';
import { commitmentLedgerRows, loadCommitment } from './commitment-ledger';
import type { Scope } from '../scope';

/**
 * Spec §7 GET /fees-and-carry/?commitment_id=: the management fee charges the ledger holds for
 * the commitment (codes classified management_fee, and their transfers), and the fund's fee
 * terms as they apply to it: the rate steps the fee engine charges it (its own override, else its
 * class's, else the fund's) and the one in force `today`.
 */
export async function commitmentFees(
  db: Database,
  scope: Scope,
  commitmentId: string,
  today: string,
): Promise<CommitmentFees> {
  const commitment = await loadCommitment(db, scope, commitmentId);
  const rows = (await commitmentLedgerRows(db, scope, commitment.id)).filter(
    (r) => r.base_classification === 'management_fee',
  );
  const fundFees = await db
    .select()
    .from(fees)
    .where(
      and(
        eq(fees.customer_id, scope.customerId),
        eq(fees.fund_family_id, commitment.fund_family_id),
      ),
    )
    .orderBy(asc(fees.name));
  const overrides = await loadFeeRateOverrides(
    db,
    scope,
    fundFees.map((f) => f.id),
    [commitment.id],
  );
  const terms: CommitmentFeeTerm[] = fundFees.map((fee) => {
    const { steps, in_force } = feeRateStepsOf(
      overrides.scheduleOf(fee, commitment.id, commitment.investor_class_id),
      today,
    );
    return {
      fee_id: fee.id,
      name: fee.name,
      cadence: fee.cadence,
      charge_timing: fee.charge_timing,
      day_count: fee.day_count,
      basis_determination: fee.basis_determination,
      rates: steps,
      in_force,
    };
  });
  const currency = commitment.currency;
  const charges = buildTable(rows, {
    columns: [
      { id: 'effective_date', title: 'Effective date', cell_value_type: 'date' },
      { id: 'event', title: 'Event', cell_value_type: 'text' },
      {
        id: 'transaction_code',
        title: 'Transaction code',
        cell_value_type: 'text',
        filter_type: 'set',
        enable_row_group: true,
      },
      { id: 'status', title: 'Status', cell_value_type: 'text' },
      { id: 'amount', title: 'Amount', cell_value_type: 'money', aggregatable: true },
    ],
    rowId: (row) => String(row.id),
    cells: (row) => ({
      effective_date: cell.date(row.effective_date),
      event: cell.text(row.event_name),
      transaction_code: cell.text(row.code_display_name),
      status: cell.badge(
        row.is_draft
          ? { type: 'text', text: 'outstanding', color: 'warning' }
          : { type: 'text', text: 'posted', color: 'success' },
      ),
      amount: cell.money(row.amount_cents, currency),
    }),
  });
  return {
    currency,
    charges,
    total_charged_cents: rows.filter((r) => !r.is_draft).reduce((s, r) => s + r.amount_cents, 0),
    terms,
  };
}
