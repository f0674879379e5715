import type { ImportEventState } from '../../../machines/general-ledger-import-event.machine';
import type { GeneralLedgerEntry } from '../../api/general-ledger';
import type { Table } from '../../api/table-data';
import type { Database } from '../db/database';
import { buildTable } from '../table-data/build-table';
import { cell } from '../table-data/cell';
import type { Scope } from '../scope';
import { integrationViews, type IntegrationRecord } from './general-ledger-integrations';
import { listImportEvents } from './general-ledger-import-events';

export const importStateColor: Record<ImportEventState, 'warning' | 'success' | 'gray' | 'error'> =
  {
    draft: 'warning',
    posted: 'success',
    rolled_back: 'gray',
    discarded: 'error',
  };
const stateLabel = (state: string) => state.replace('_', ' ');

/** Transaction code classifications that are investment cash flows (spec §3). */
export const investmentClassifications = ['investment', 'investment_level'];

type Item = { entry: GeneralLedgerEntry; state: ImportEventState; importId: string; label: string };

async function everyEntry(db: Database, scope: Scope, integration: IntegrationRecord) {
  const { events, views } = await listImportEvents(db, scope, integration);
  const [view] = await integrationViews(db, scope, integration.id);
  const items: Item[] = events.flatMap((e) =>
    (views.get(e.id) ?? []).map((entry) => ({
      entry,
      state: e.state,
      importId: e.id,
      label: `${e.filename ?? 'Typed entries'} (${e.created_at.toISOString().slice(0, 10)})`,
    })),
  );
  return { items, currency: view?.currency ?? 'USD' };
}

/** The entries tab: every entry of the integration's imports, with what it resolves to. */
export async function generalLedgerEntriesTable(
  db: Database,
  scope: Scope,
  integration: IntegrationRecord,
): Promise<Table> {
  const { items, currency } = await everyEntry(db, scope, integration);
  return buildTable(items, {
    columns: [
      { id: 'import', title: 'Import', cell_value_type: 'text', is_pinned: true },
      { id: 'state', title: 'State', cell_value_type: 'text', filter_type: 'set' },
      { id: 'line', title: 'Line', cell_value_type: 'integer' },
      { id: 'date', title: 'Date', cell_value_type: 'date', initial_sort: 'asc' },
      { id: 'gl_account', title: 'GL account', cell_value_type: 'text', filter_type: 'set' },
      { id: 'code', title: 'Transaction code', cell_value_type: 'text', filter_type: 'set' },
      { id: 'gl_investor_id', title: 'GL investor', cell_value_type: 'text' },
      { id: 'commitment', title: 'Commitment', cell_value_type: 'text' },
      { id: 'gl_entity_id', title: 'GL entity', cell_value_type: 'text' },
      { id: 'fund_entity', title: 'Fund entity', cell_value_type: 'text', filter_type: 'set' },
      { id: 'amount', title: 'Amount', cell_value_type: 'money', aggregatable: true },
      { id: 'description', title: 'Description', cell_value_type: 'text' },
      { id: 'reference', title: 'Reference', cell_value_type: 'text' },
      { id: 'status', title: 'Resolution', cell_value_type: 'text', filter_type: 'set' },
    ],
    rowId: (item) => item.entry.id,
    cells: ({ entry, state, importId, label }) => ({
      import: cell.link(label, {
        type: 'generic',
        to: `/general-ledger/import-event/${integration.id}/${importId}`,
      }),
      state: cell.badge({ type: 'text', text: stateLabel(state), color: importStateColor[state] }),
      line: cell.integer(entry.line),
      date: cell.date(entry.effective_date, entry.effective_date ? {} : { status: 'error' }),
      gl_account: cell.text(entry.gl_account),
      code: cell.text(entry.transaction_code?.name ?? null),
      gl_investor_id: cell.text(entry.gl_investor_id || null),
      commitment: cell.text(entry.commitment?.name ?? null),
      gl_entity_id: cell.text(entry.gl_entity_id || null),
      fund_entity: cell.text(entry.fund_entity?.name ?? null),
      amount: cell.money(entry.amount_cents, currency),
      description: cell.text(entry.description || null),
      reference: cell.text(entry.reference || null),
      status:
        entry.problems.length > 0
          ? cell.text(entry.problems.join(' '), {
              status: 'error',
              filter_values: ['Problem'],
            })
          : cell.text('Resolved', { status: 'success', filter_values: ['Resolved'] }),
    }),
  });
}

/**
 * The investment-cashflow tab. The product keeps no investment records yet, so posted entries
 * under an investment code are grouped by GL account (the ledger's investment account) and
 * date: one cash flow per account per day, summing its entries exactly.
 */
export async function investmentCashflowTable(
  db: Database,
  scope: Scope,
  integration: IntegrationRecord,
): Promise<Table> {
  const { items, currency } = await everyEntry(db, scope, integration);
  const groups = new Map<string, { account: string; date: string; code: string; items: Item[] }>();
  for (const item of items) {
    const { entry } = item;
    if (item.state !== 'posted' || !entry.effective_date || !entry.transaction_code) continue;
    if (!investmentClassifications.includes(entry.transaction_code.classification)) continue;
    const key = `${entry.gl_account.toLowerCase()}|${entry.effective_date}`;
    const group = groups.get(key) ?? {
      account: entry.gl_account,
      date: entry.effective_date,
      code: entry.transaction_code.name,
      items: [],
    };
    group.items.push(item);
    groups.set(key, group);
  }
  const rows = [...groups.entries()].sort(([, a], [, b]) =>
    a.date === b.date ? a.account.localeCompare(b.account) : a.date.localeCompare(b.date),
  );
  return buildTable(rows, {
    columns: [
      { id: 'date', title: 'Date', cell_value_type: 'date' },
      { id: 'gl_account', title: 'GL account', cell_value_type: 'text', filter_type: 'set' },
      { id: 'code', title: 'Transaction code', cell_value_type: 'text', filter_type: 'set' },
      { id: 'entries', title: 'Entries', cell_value_type: 'integer', aggregatable: true },
      { id: 'investors', title: 'Investors', cell_value_type: 'integer' },
      { id: 'amount', title: 'Cash flow', cell_value_type: 'money', aggregatable: true },
    ],
    rowId: ([key]) => key,
    cells: ([, group]) => ({
      date: cell.date(group.date),
      gl_account: cell.text(group.account),
      code: cell.text(group.code),
      entries: cell.integer(group.items.length),
      investors: cell.integer(new Set(group.items.map((i) => i.entry.commitment?.id)).size),
      amount: cell.money(
        group.items.reduce((sum, i) => sum + (i.entry.amount_cents ?? 0), 0),
        currency,
      ),
    }),
  });
}
