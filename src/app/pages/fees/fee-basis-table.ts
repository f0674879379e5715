import type { FeeBasisView } from '../../../api/fee-basis';
import type { Column, Table } from '../../../api/table-data';
import { basisCell } from './fee-charge-tables';

const columns: Column[] = [
  { id: 'lp', title: 'LP', cell_value_type: 'text', is_pinned: true },
  { id: 'fund_entity', title: 'Fund entity', cell_value_type: 'text', enable_row_group: true },
  { id: 'class', title: 'Class', cell_value_type: 'text', enable_row_group: true },
  { id: 'source', title: 'Basis calculation', cell_value_type: 'text' },
  { id: 'on_date', title: 'Basis on the date', cell_value_type: 'money', aggregatable: true },
  { id: 'period_basis', title: 'Period basis', cell_value_type: 'money', aggregatable: true },
];

/**
 * The dashboard's basis tab: each commitment's fee basis as the API answers it for the date (its
 * value that day, and the basis of the posting period containing it by the fee's basis
 * determination), one row per commitment keyed by its id.
 */
export function feeBasisDashboardTable(view: FeeBasisView): Table {
  return {
    columns,
    rows: view.commitments.map((c) => ({
      id: c.commitment_id,
      cells: {
        lp: { value: { type: 'text', text: c.investor_entity_name } },
        fund_entity: { value: { type: 'text', text: c.owning_entity_name } },
        class: { value: { type: 'text', text: c.class_name ?? 'Fund terms' } },
        source: { value: { type: 'text', text: c.source ?? '—' } },
        on_date: { value: { type: 'money', amount: c.value_on_date_cents } },
        period_basis: basisCell(c.period_basis),
      },
    })),
  };
}
