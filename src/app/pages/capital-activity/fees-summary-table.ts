import type { FeesSummaryTable } from '../../../api/capital-activity-investors';
import type { Column, Table } from '../../../api/table-data';
import { formatDate } from '../../lib/date-display';

/**
 * The fees summary (spec §7 fees-summary-table): one column per period (the posted event that
 * called management fees, with the fee period a computed line was charged for), one row per LP.
 */
export function feesSummaryTable(summary: FeesSummaryTable, fundFamilyId: string): Table {
  const columns: Column[] = [
    { id: 'lp', title: 'Investor', cell_value_type: 'text', is_pinned: true },
    { id: 'fund_entity', title: 'Fund entity', cell_value_type: 'text', enable_row_group: true },
    ...summary.periods.map((period): Column => ({
      id: period.event_id,
      title: period.period_start
        ? `${period.name} (${formatDate(period.period_start)}–${formatDate(period.period_end!)})`
        : `${period.name} (${formatDate(period.effective_date)})`,
      cell_value_type: 'money',
      aggregatable: true,
    })),
    { id: 'total', title: 'Total', cell_value_type: 'money', aggregatable: true },
  ];
  return {
    columns,
    rows: summary.rows.map((row) => ({
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
        ...Object.fromEntries(
          summary.periods.map((p) => [
            p.event_id,
            { value: { type: 'money' as const, amount: row.by_period[p.event_id] ?? 0 } },
          ]),
        ),
        total: { value: { type: 'money', amount: row.total_cents } },
      },
    })),
  };
}
