import { and, asc, eq } from 'drizzle-orm';
import type { CommitmentFees, CommitmentFeeTerm } from '../../api/commitment-detail';
import { Dec } from '../../domain';
import type { RatePoint } from '../../domain/fees';
import type { Database } from '../db/database';
import { fees, investor_class_fee_overrides } from '../db/schema';
import { buildTable } from '../table-data/build-table';
import { cell } from '../table-data/cell';
import { commitmentLedgerRows, loadCommitment } from './commitment-ledger';
import type { Scope } from '../scope';

const asPercents = (rates: readonly RatePoint[]) =>
  rates.map((r) => ({ from: r.from, rate_percent: new Dec(r.rate).times(100).toString() }));

/**
 * Spec §7 GET /fees-and-carry/?commitment_id=: the management fee charges the ledger holds for
 * the commitment (codes classified management_fee, and their transfers), and the fund's fee
 * terms as they apply to it: its class's own rates where the class overrides a fee.
 */
export async function commitmentFees(
  db: Database,
  scope: Scope,
  commitmentId: string,
): Promise<CommitmentFees> {
  const commitment = await loadCommitment(db, scope, commitmentId);
  const rows = (await commitmentLedgerRows(db, scope, commitment.id)).filter(
    (r) => r.base_classification === 'management_fee',
  );
  const [fundFees, overrides] = await Promise.all([
    db
      .select()
      .from(fees)
      .where(
        and(
          eq(fees.customer_id, scope.customerId),
          eq(fees.fund_family_id, commitment.fund_family_id),
        ),
      )
      .orderBy(asc(fees.name)),
    commitment.investor_class_id
      ? db
          .select()
          .from(investor_class_fee_overrides)
          .where(eq(investor_class_fee_overrides.investor_class_id, commitment.investor_class_id))
      : Promise.resolve([]),
  ]);
  const terms: CommitmentFeeTerm[] = fundFees.map((fee) => {
    const override = overrides.find((o) => o.fee_id === fee.id);
    return {
      fee_id: fee.id,
      name: fee.name,
      cadence: fee.cadence,
      charge_timing: fee.charge_timing,
      day_count: fee.day_count,
      basis_determination: fee.basis_determination,
      rates: asPercents(override ? override.rates : fee.rates),
      source: override ? 'class' : 'fund',
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
