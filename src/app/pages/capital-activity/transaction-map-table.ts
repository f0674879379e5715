import type { TransactionMap } from '../../../api/capital-activity-event';
import type { Column, Table } from '../../../api/table-data';

const columns: Column[] = [
  { id: 'code', title: 'Transaction code', cell_value_type: 'text', enable_row_group: true },
  { id: 'fund_entity', title: 'Fund entity', cell_value_type: 'text', enable_row_group: true },
  { id: 'lp', title: 'Investor', cell_value_type: 'text' },
  { id: 'effective_date', title: 'Date', cell_value_type: 'date' },
  { id: 'status', title: 'Status', cell_value_type: 'text', filter_type: 'set' },
  // Posted and outstanding rows are different things: totals add like rows only.
  {
    id: 'amount',
    title: 'Amount',
    cell_value_type: 'money',
    aggregatable: true,
    aggregation_class_column_id: 'status',
  },
];

/**
 * The event's transaction map (spec §7 transaction-map): every ledger row it wrote, by code and
 * fund entity, the amount as stored (docs/figures.md); each row opens its commitment's activity.
 */
export function transactionMapTable(map: TransactionMap, fundFamilyId: string): Table {
  return {
    columns,
    rows: map.groups.flatMap((group) =>
      group.rows.map((row) => ({
        id: String(row.id),
        cells: {
          code: { value: { type: 'text', text: group.code_display_name } },
          fund_entity: { value: { type: 'text', text: group.fund_entity_name } },
          lp: {
            value: { type: 'text', text: row.lp ?? group.fund_entity_name },
            ...(row.commitment_id
              ? {
                  link: {
                    type: 'generic' as const,
                    to: `/fund-family/${fundFamilyId}/commitments/${row.commitment_id}/activity`,
                  },
                }
              : {}),
          },
          effective_date: { value: { type: 'date', date: row.effective_date } },
          status: {
            value: { type: 'text', text: row.is_draft ? 'Outstanding' : 'Posted' },
            filter_values: [row.is_draft ? 'Outstanding' : 'Posted'],
          },
          amount: { value: { type: 'money', amount: row.amount_cents } },
        },
      })),
    ),
  };
}
