import {
  feeChargeEventStateLabels,
  type FeeChargeEventState,
} from '../../../../machines/fee-charge-event.machine';
import type { FeeChargeEventListItem } from '../../../api/fee-charge-event';
import type { Badge, Cell, Column, Table } from '../../../api/table-data';
import { formatDate } from '../../lib/date-display';
import { feeChargeEventHref } from './fees-routes';

/** A draft waits (warning), a published event is done: the capital events' tones. */
export const feeChargeEventTone = {
  draft: 'warning',
  published: 'success',
  deleted: 'gray',
} as const satisfies Record<FeeChargeEventState, Badge['color']>;

// A draft's figures are what it would post, a published one's what it posted: totals add like
// rows only, one total per state.
const figure = (id: string, title: string): Column => ({
  id,
  title,
  cell_value_type: 'money',
  aggregatable: true,
  aggregation_class_column_id: 'state',
});

const columns: Column[] = [
  { id: 'name', title: 'Fee charge event', cell_value_type: 'text', is_pinned: true },
  { id: 'fee_name', title: 'Fee', cell_value_type: 'text', enable_row_group: true },
  { id: 'period', title: 'Period', cell_value_type: 'text' },
  { id: 'effective_date', title: 'Charge date', cell_value_type: 'date', initial_sort: 'desc' },
  { id: 'state', title: 'State', cell_value_type: 'text', filter_type: 'set' },
  figure('gross', 'Gross fee'),
  figure('offsets', 'Offsets'),
  figure('waivers', 'Waivers'),
  figure('net', 'Net fee'),
  { id: 'created_by', title: 'Created by', cell_value_type: 'text' },
];

const money = (amount: number): Cell => ({ value: { type: 'money', amount } });

/**
 * The postings tab (spec §2 fees dashboard): each fee charge event with its fee, period, state
 * badge (spec §4), gross fee, offsets and waivers applied, net fee and who drafted it. The name
 * opens a draft's posting wizard or a published event's posted pages.
 */
export function feePostingsTable(events: FeeChargeEventListItem[], fundFamilyId: string): Table {
  return {
    columns,
    rows: events.map((event) => {
      const label = feeChargeEventStateLabels[event.state];
      const cells: Record<string, Cell> = {
        name: {
          value: { type: 'text', text: event.name },
          link: { type: 'generic', to: feeChargeEventHref(fundFamilyId, event) },
        },
        fee_name: { value: { type: 'text', text: event.fee_name } },
        period: {
          value: {
            type: 'text',
            text: `${formatDate(event.period.start)} – ${formatDate(event.period.end)}`,
          },
          sort_key: event.period.start,
        },
        effective_date: { value: { type: 'date', date: event.effective_date } },
        state: {
          value: { type: 'text', text: label },
          badge: { type: 'text', color: feeChargeEventTone[event.state], text: label },
          filter_values: [label],
        },
        gross: money(event.gross_cents),
        offsets: money(event.offsets_applied_cents),
        waivers: money(event.waivers_applied_cents),
        net: money(event.net_cents),
        created_by: { value: { type: 'text', text: event.created_by?.name ?? '—' } },
      };
      return { id: event.id, cells };
    }),
  };
}
