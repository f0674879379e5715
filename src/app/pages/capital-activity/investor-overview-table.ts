import type { InvestorOverview } from '../../../api/capital-activity-investors';
import type { Column, Table } from '../../../api/table-data';

const columns: Column[] = [
  { id: 'lp', title: 'Investor', cell_value_type: 'text', is_pinned: true },
  { id: 'fund_entity', title: 'Fund entity', cell_value_type: 'text', enable_row_group: true },
  { id: 'committed', title: 'Commitment', cell_value_type: 'money', aggregatable: true },
  { id: 'called', title: 'Called (paid-in)', cell_value_type: 'money', aggregatable: true },
  { id: 'distributed', title: 'Distributed', cell_value_type: 'money', aggregatable: true },
  { id: 'unfunded', title: 'Unfunded', cell_value_type: 'money', aggregatable: true },
  { id: 'percent_called', title: '% called', cell_value_type: 'percent' },
];

/**
 * The investor overview (spec §7 investor-overview): each commitment's commitment, paid-in,
 * distributions and unfunded as the server's ledger figures give them, each row opening the
 * commitment's activity (the rows behind its figures).
 */
export function investorOverviewTable(overview: InvestorOverview, fundFamilyId: string): Table {
  return {
    columns,
    rows: overview.rows.map((row) => ({
      id: row.commitment_id,
      cells: {
        lp: {
          value: { type: 'text', text: row.lp },
          link: {
            type: 'generic',
            to: `/fund-family/${fundFamilyId}/commitments/${row.commitment_id}/activity`,
          },
        },
        fund_entity: { value: { type: 'text', text: row.fund_entity_name } },
        committed: { value: { type: 'money', amount: row.committed_cents } },
        called: { value: { type: 'money', amount: row.called_cents } },
        distributed: { value: { type: 'money', amount: row.distributed_cents } },
        unfunded: { value: { type: 'money', amount: row.unfunded_cents } },
        percent_called: { value: { type: 'percent', value: Number(row.percent_called) } },
      },
    })),
  };
}
