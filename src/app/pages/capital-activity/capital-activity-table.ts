import type { CapitalActivityEvent } from '../../../api/capital-activity-list';
import type { Badge, Cell, Column, Table } from '../../../api/table-data';
import { humanize } from '../../../api/humanize';
import { capitalEventStateLabels } from '../../../../machines/capital-event.machine';
import { eventStateTone } from './EventStateBadge';

const columns: Column[] = [
  { id: 'name', title: 'Event', cell_value_type: 'text', is_pinned: true },
  { id: 'event_type', title: 'Type', cell_value_type: 'text', enable_row_group: true },
  { id: 'effective_date', title: 'Date', cell_value_type: 'date', initial_sort: 'desc' },
  { id: 'state', title: 'State', cell_value_type: 'text', filter_type: 'set' },
  // A draft's figure is what it would call, a posted event's what it posted: totals add like
  // rows only, one total per state.
  {
    id: 'called',
    title: 'Called',
    cell_value_type: 'money',
    aggregatable: true,
    aggregation_class_column_id: 'state',
  },
  {
    id: 'distributed',
    title: 'Distributed',
    cell_value_type: 'money',
    aggregatable: true,
    aggregation_class_column_id: 'state',
  },
  { id: 'created_by', title: 'Created by', cell_value_type: 'text' },
];

/** How the list names event types: a capital call is the capital_activity event of a call. */
export const eventTypeLabel = (eventType: string) =>
  eventType === 'capital_activity' ? 'Capital call' : humanize(eventType);

/**
 * Where an event opens: a distribution on its overview (issue 18), a call reallocation on its
 * update step, a draft call in its wizard, anything else read-only.
 */
export function eventHref(
  base: string,
  event: Pick<CapitalActivityEvent, 'id' | 'state'> & { event_type?: string },
) {
  if (event.event_type === 'distribution') return `${base}/distribution/${event.id}/overview`;
  if (event.event_type === 'capital_call_reallocation')
    return `${base}/calls/reallocation/${event.id}/update`;
  return event.state === 'draft' ? `${base}/calls/${event.id}/details` : `${base}/${event.id}`;
}

/**
 * The capital-activity list (spec §2): each event with its type, date, state badge (spec §4),
 * what it called and distributed, and who created it. Capital calls, their reallocations and
 * distributions open a page.
 */
export function capitalActivityTable(events: CapitalActivityEvent[], base: string): Table {
  return {
    columns,
    rows: events.map((event) => {
      const badge: Badge = {
        type: 'text',
        color: eventStateTone[event.state],
        text: capitalEventStateLabels[event.state],
      };
      const cells: Record<string, Cell> = {
        name: {
          value: { type: 'text', text: event.name },
          ...(['capital_activity', 'distribution', 'capital_call_reallocation'].includes(
            event.event_type,
          )
            ? { link: { type: 'generic', to: eventHref(base, event) } }
            : {}),
        },
        event_type: { value: { type: 'text', text: eventTypeLabel(event.event_type) } },
        effective_date: { value: { type: 'date', date: event.effective_date } },
        state: {
          value: { type: 'text', text: capitalEventStateLabels[event.state] },
          badge,
          filter_values: [capitalEventStateLabels[event.state]],
        },
        called: { value: { type: 'money', amount: event.called_cents } },
        distributed: { value: { type: 'money', amount: event.distributed_cents } },
        created_by: { value: { type: 'text', text: event.created_by?.name ?? '—' } },
      };
      return { id: event.id, cells };
    }),
  };
}
