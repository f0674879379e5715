import type { Table } from '../../api/table-data';
import { formatCents } from '../../domain';
import type { Database } from '../db/database';
import { buildTable } from '../table-data/build-table';
import { cell } from '../table-data/cell';
import { figureLedgerRowsAction, type LedgerFigure } from '../../api/figure-ledger-rows';
import { ROW_KIND_LABELS, runningBalances } from '../../domain/ledger-figures';
import { commitmentLedgerRows, loadCommitment } from './commitment-ledger';
import type { Scope } from '../scope';
import { figureRow } from '../ledger/ledger-figure-rows';

/**
 * The commitment's activity tab: every ledger row in event order, what it is (the figure it
 * counts in, labelled as the card labels it), and the running commitment, paid-in and unfunded
 * balances after it, from the domain's one balance rule. Outstanding (draft) rows are listed but
 * move nothing; a settled one names the capital event that settled it. Amounts are as stored:
 * positive in the direction the label names.
 */
export async function commitmentActivityTable(
  db: Database,
  scope: Scope,
  commitmentId: string,
): Promise<Table> {
  const commitment = await loadCommitment(db, scope, commitmentId);
  const rows = await commitmentLedgerRows(db, scope, commitment.id);
  const balances = runningBalances(rows.map(figureRow));
  const withBalances = rows.map((row, i) => {
    const after = balances[i]!;
    return { ...row, ...after, paidIn: after.contributed };
  });
  const currency = commitment.currency;
  // A running balance opens the rows behind it: the figure's rows up to this one.
  const opensRows = (figure: LedgerFigure, rowId: number) => ({
    link: {
      type: 'onclick' as const,
      action: figureLedgerRowsAction({
        fundFamilyId: commitment.fund_family_id,
        query: { figure, commitment_id: commitment.id, through_row_id: rowId },
      }),
    },
  });
  return buildTable(withBalances, {
    columns: [
      { id: 'effective_date', title: 'Effective date', cell_value_type: 'date' },
      { id: 'event', title: 'Event', cell_value_type: 'text', enable_row_group: true },
      {
        id: 'event_type',
        title: 'Event type',
        cell_value_type: 'text',
        filter_type: 'set',
        initial_hide: true,
      },
      {
        id: 'transaction_code',
        title: 'Transaction code',
        cell_value_type: 'text',
        enable_row_group: true,
        filter_type: 'set',
      },
      { id: 'figure', title: 'Figure', cell_value_type: 'text', filter_type: 'set' },
      { id: 'status', title: 'Status', cell_value_type: 'text', filter_type: 'set' },
      { id: 'settled_by', title: 'Settled by', cell_value_type: 'text', filter_type: 'set' },
      {
        id: 'amount',
        title: 'Amount',
        cell_value_type: 'money',
        aggregatable: true,
        // A commitment and its contributions are not one sum: the grid totals each figure apart.
        aggregation_class_column_id: 'figure',
      },
      { id: 'commitment', title: 'Commitment', subtitle: 'after', cell_value_type: 'money' },
      { id: 'paid_in', title: 'Paid-in', subtitle: 'after', cell_value_type: 'money' },
      { id: 'unfunded', title: 'Unfunded', subtitle: 'after', cell_value_type: 'money' },
    ],
    rowId: (row) => String(row.id),
    cells: (row) => ({
      effective_date: cell.date(row.effective_date),
      event: cell.text(row.event_name),
      event_type: cell.text(row.event_type.replace(/_/g, ' ')),
      transaction_code: cell.text(row.code_display_name),
      figure: cell.text(ROW_KIND_LABELS[row.kind]),
      status: row.is_draft
        ? cell.badge(
            { type: 'text', text: 'outstanding', color: 'warning' },
            {
              tooltip: {
                message: 'Not posted yet: a capital event settles it. It moves no balance.',
              },
            },
          )
        : cell.badge({ type: 'text', text: 'posted', color: 'success' }),
      // Closing equalization is posted in place by the call that settles it: that call, named.
      settled_by: cell.text(row.settled_by_event_name ?? ''),
      amount: cell.money(row.amount_cents, currency),
      commitment: cell.money(row.committed, currency, {
        ...opensRows('committed', row.id),
        tooltip: { message: 'Running sum of the posted commitment rows (transfers included).' },
      }),
      paid_in: cell.money(row.paidIn, currency, {
        ...opensRows('contributed', row.id),
        tooltip: {
          message:
            'Running sum of the posted contributions and settled capital equalization (transfers included).',
        },
      }),
      unfunded: cell.money(row.unfunded, currency, {
        ...opensRows('unfunded', row.id),
        tooltip: {
          message: `Commitment ${formatCents(row.committed)} − paid-in ${formatCents(row.paidIn)} + recallable distributions ${formatCents(row.recallable)}.`,
        },
      }),
    }),
  });
}
