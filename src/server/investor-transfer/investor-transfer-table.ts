import type { Table } from '../../api/table-data';
import type { TransferState } from '../../../machines/transfer.machine';
import type { Database } from '../db/database';
import { buildTable } from '../table-data/build-table';
import { cell } from '../table-data/cell';
import { loadCommitment } from '../commitment/commitment-ledger';
import type { Scope } from '../scope';
import { listInvestorTransfers } from './investor-transfer-service';
import { transfereesOf } from './investor-transfer-view';

const stateColor: Record<TransferState, 'warning' | 'info' | 'success' | 'error'> = {
  draft: 'warning',
  scheduled: 'info',
  processed: 'success',
  discarded: 'error',
};

/** The Transfers tab of the commitments page: every transfer of the fund family. */
export async function investorTransferTable(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
): Promise<Table> {
  const transfers = await listInvestorTransfers(db, scope, fundFamilyId);
  const rows = await Promise.all(
    transfers.map(async (t) => ({
      ...t,
      transferor: await loadCommitment(db, scope, t.transferor_commitment_id),
      transferees: await transfereesOf(db, t.id),
    })),
  );
  return buildTable(rows, {
    columns: [
      { id: 'transfer_date', title: 'Transfer date', cell_value_type: 'date' },
      { id: 'transferor', title: 'Transferor', cell_value_type: 'text', is_pinned: true },
      { id: 'fund_entity', title: 'Fund entity', cell_value_type: 'text' },
      { id: 'transferees', title: 'Transferees', cell_value_type: 'text' },
      {
        id: 'amount',
        title: 'Commitment transferred',
        cell_value_type: 'money',
        aggregatable: true,
      },
      { id: 'state', title: 'State', cell_value_type: 'text', filter_type: 'set' },
      { id: 'processing_date', title: 'Processed as of', cell_value_type: 'date' },
    ],
    rowId: (row) => row.id,
    cells: (row) => {
      const mode = row.state === 'draft' ? `setup/${row.id}/details` : `view/${row.id}`;
      const amount = row.transferees.reduce((sum, t) => sum + t.amount_cents, 0);
      return {
        transfer_date: cell.date(row.transfer_date),
        transferor: cell.link(row.transferor.investor_entity_name, {
          type: 'generic',
          to: `/fund-family/${fundFamilyId}/investor-transfers/${mode}`,
        }),
        fund_entity: cell.text(row.transferor.owning_entity_name),
        transferees: cell.text(row.transferees.map((t) => t.investor_entity_name).join(', ')),
        amount: cell.money(amount, row.transferor.currency, {
          tooltip: { message: `Sum of ${row.transferees.length} transferee amount(s).` },
        }),
        state: cell.badge({
          type: 'text',
          text: row.state,
          color: stateColor[row.state as TransferState],
        }),
        processing_date: cell.date(row.processing_date, {
          tooltip:
            row.processing_date && row.processing_date !== row.transfer_date
              ? {
                  message: 'Backdated: processed at the end of the day of the latest posted event.',
                }
              : undefined,
        }),
      };
    },
  });
}
