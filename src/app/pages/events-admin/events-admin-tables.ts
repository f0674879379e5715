import {
  capitalEventStateLabels,
  type CapitalEventState,
} from '../../../../machines/capital-event.machine';
import type { CorrectionPreview, CustomerEventList } from '../../../api/event-correction';
import type { Cell, Column, Table } from '../../../api/table-data';
import { eventStateTone } from '../capital-activity/EventStateBadge';

const money = (cents: number): Cell => ({ value: { type: 'money', amount: cents } });
const text = (value: string, extras: Omit<Cell, 'value'> = {}): Cell => ({
  value: { type: 'text', text: value },
  ...extras,
});
const integer = (value: number): Cell => ({ value: { type: 'integer', value } });
const state = (value: CapitalEventState): Cell =>
  text(capitalEventStateLabels[value], {
    badge: {
      type: 'text',
      text: capitalEventStateLabels[value],
      color: value === 'deleted' ? 'error' : eventStateTone[value],
    },
  });

/** Row actions of the events list (DataTable button links). */
export const eventActions = { rollBack: 'roll-back' } as const;

/** The index tab: the fund family's events oldest to newest and what each posted. */
export function eventsTable(list: CustomerEventList, fundFamilyId: string): Table {
  const columns: Column[] = [
    { id: 'name', title: 'Event', cell_value_type: 'text', is_pinned: true },
    { id: 'type', title: 'Type', cell_value_type: 'text' },
    { id: 'date', title: 'Effective date', cell_value_type: 'date' },
    { id: 'state', title: 'State', cell_value_type: 'text' },
    { id: 'rows', title: 'Ledger rows', cell_value_type: 'integer' },
    { id: 'posted', title: 'Total posted', cell_value_type: 'money' },
    { id: 'aside', title: 'Set aside', cell_value_type: 'integer' },
    { id: 'action', title: '', cell_value_type: 'text' },
  ];
  return {
    columns,
    rows: list.events.map((e) => ({
      id: e.id,
      cells: {
        name: text(e.name, {
          link: { type: 'generic', to: `/admin/events/${e.id}?fundFamilyId=${fundFamilyId}` },
        }),
        type: text(e.event_type),
        date: { value: { type: 'date', date: e.effective_date } },
        state: state(e.state),
        rows: integer(e.ledger_rows),
        posted: money(e.total_posted_cents),
        aside: integer(e.set_aside_rows),
        action: e.may_roll_back
          ? text('Roll back', {
              link: { type: 'button', action: eventActions.rollBack, label: 'Roll back from here' },
            })
          : text('Cannot be rolled back'),
      },
    })),
  };
}

/**
 * The preview grid: per LP and transaction code, as it is, as it will be, the change; only the
 * lines that change unless `unchanged` asks for all. No total row: it would add commitments to
 * contributions (the code summary above the grid totals like rows).
 */
export function previewTable(preview: Pick<CorrectionPreview, 'lines'>, unchanged = false): Table {
  return {
    columns: [
      { id: 'lp', title: 'Investor entity', cell_value_type: 'text', is_pinned: true },
      { id: 'fund_entity', title: 'Fund entity', cell_value_type: 'text' },
      { id: 'code', title: 'Transaction code', cell_value_type: 'text' },
      { id: 'before', title: 'As it is', cell_value_type: 'money' },
      { id: 'after', title: 'As it will be', cell_value_type: 'money' },
      { id: 'change', title: 'Change', cell_value_type: 'money' },
    ],
    rows: preview.lines
      .filter((l) => unchanged || l.change_cents !== 0)
      .map((l) => ({
        id: `${l.commitment_id ?? `fund:${l.fund_entity_name}`}|${l.transaction_code}`,
        cells: {
          lp: text(l.investor_name),
          fund_entity: text(l.fund_entity_name),
          code: text(l.transaction_code_name, { tooltip: { message: l.transaction_code } }),
          before: money(l.before_cents),
          after: money(l.after_cents),
          change: {
            ...money(l.change_cents),
            ...(l.change_cents !== 0 ? { status: 'warning' as const } : {}),
          },
        },
      })),
  };
}
