import { feeChargeEventStateLabels } from '../../../../machines/fee-charge-event.machine';
import type { FeeChargeEventListItem } from '../../../api/fee-charge-event';
import { humanize } from '../../../api/humanize';
import type { Cell, Column, Row, Table } from '../../../api/table-data';
import { feeChargeEventTone } from './fee-postings-table';
import { feeChargeEventHref } from './fees-routes';

const columns: Column[] = [
  { id: 'event', title: 'Fee charge event', cell_value_type: 'text', is_pinned: true },
  { id: 'state', title: 'State', cell_value_type: 'text', filter_type: 'set' },
  {
    id: 'kind',
    title: 'Kind',
    cell_value_type: 'text',
    filter_type: 'set',
    enable_row_group: true,
  },
  { id: 'type', title: 'Type', cell_value_type: 'text', filter_type: 'set' },
  { id: 'lp', title: 'LP', cell_value_type: 'text' },
  { id: 'date', title: 'Date', cell_value_type: 'date' },
  { id: 'description', title: 'Description', cell_value_type: 'text' },
  // Offsets and waivers entered, drafts and published together: no total across unlike rows.
  { id: 'amount', title: 'Amount entered', cell_value_type: 'money' },
];

const text = (value: string | null): Cell => ({ value: { type: 'text', text: value } });

/**
 * The dashboard's offsets-waivers tab: every offset (fund level, shared by the LPs bearing the
 * fee) and every waiver (one LP's) entered on the fund's fee charge events, each with its event
 * and the event's state; what each LP's fee took of them is on the event's pages.
 */
export function feeOffsetsWaiversTable(
  events: FeeChargeEventListItem[],
  fundFamilyId: string,
): Table {
  const rows: Row[] = events.flatMap((event) => {
    const label = feeChargeEventStateLabels[event.state];
    const common: Record<string, Cell> = {
      event: {
        value: { type: 'text', text: event.name },
        link: { type: 'generic', to: feeChargeEventHref(fundFamilyId, event) },
      },
      state: {
        value: { type: 'text', text: label },
        badge: { type: 'text', color: feeChargeEventTone[event.state], text: label },
        filter_values: [label],
      },
    };
    return [
      ...event.offsets.map((offset, at) => ({
        id: `${event.id}-offset-${at}`,
        cells: {
          ...common,
          kind: text('Offset'),
          type: text(humanize(offset.type)),
          lp: text('Shared by the LPs bearing the fee'),
          date: { value: { type: 'date' as const, date: offset.date } },
          description: text(offset.description ?? ''),
          amount: { value: { type: 'money' as const, amount: offset.amount_cents } },
        },
      })),
      ...event.waivers.map((waiver) => ({
        id: `${event.id}-waiver-${waiver.commitment_id}`,
        cells: {
          ...common,
          kind: text('Waiver'),
          type: text('GP waiver'),
          lp: text(waiver.investor_entity_name),
          date: { value: { type: 'date' as const, date: event.period.start } },
          description: text(`For ${event.name}`),
          amount: { value: { type: 'money' as const, amount: waiver.amount_cents } },
        },
      })),
    ];
  });
  return { columns, rows };
}
