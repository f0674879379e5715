import { and, asc, count, desc, eq, inArray, sum } from 'drizzle-orm';
import type { GeneralLedgerEntry, ImportEvent, ImportEventSummary } from '../../api/general-ledger';
import { resolveEntry, type LedgerEntryInput } from '../../domain/general-ledger';
import {
  allowedImportEventActions,
  importEventSnapshot,
  type ImportEventState,
} from '../../../machines/general-ledger-import-event.machine';
import { ApiError, notFound } from '../api-error';
import { inBatches } from '../db/batches';
import type { Database } from '../db/database';
import {
  fund_families,
  fund_family_events,
  general_ledger_entries,
  general_ledger_import_events,
  transactions,
} from '../db/schema';
import type { Scope } from '../scope';
import { resolutionContext, type IntegrationRecord } from './general-ledger-integrations';

export type ImportEventRecord = typeof general_ledger_import_events.$inferSelect;
export type EntryRecord = typeof general_ledger_entries.$inferSelect;

/** An import event of the integration; another customer's (or integration's) id is a 404. */
export async function loadImportEvent(
  db: Database,
  scope: Scope,
  integration: IntegrationRecord,
  importEventId: string,
) {
  const [row] = await db
    .select()
    .from(general_ledger_import_events)
    .where(
      and(
        eq(general_ledger_import_events.id, importEventId),
        eq(general_ledger_import_events.customer_id, scope.customerId),
        eq(general_ledger_import_events.integration_id, integration.id),
      ),
    );
  if (!row) throw notFound('No such import event for this integration');
  return row;
}

export function entriesOf(db: Database, importEventIds: string[]) {
  if (importEventIds.length === 0) return Promise.resolve([] as EntryRecord[]);
  return db
    .select()
    .from(general_ledger_entries)
    .where(inArray(general_ledger_entries.import_event_id, importEventIds))
    .orderBy(asc(general_ledger_entries.import_event_id), asc(general_ledger_entries.line));
}

/** Entries change only while the import is a draft (the machine's `editable` tag). */
export function assertDraft(event: ImportEventRecord) {
  const snapshot = importEventSnapshot(event.state, { entryCount: 0, problemCount: 0 });
  if (!snapshot.hasTag('editable'))
    throw new ApiError({
      status: 409,
      code: 'invalid_transition',
      message: `Only a draft import can change; this one is ${event.state.replace('_', ' ')}.`,
    });
}

/** The same bytes posted once already (and not rolled back) would post every row twice. */
export async function assertNotPostedBefore(
  db: Database,
  integration: IntegrationRecord,
  sha256: string | null,
  except?: string,
) {
  if (!sha256) return;
  const [posted] = await db
    .select()
    .from(general_ledger_import_events)
    .where(
      and(
        eq(general_ledger_import_events.integration_id, integration.id),
        eq(general_ledger_import_events.file_sha256, sha256),
        eq(general_ledger_import_events.state, 'posted'),
      ),
    );
  if (posted && posted.id !== except)
    throw new ApiError({
      status: 409,
      code: 'conflict',
      message: `This file (${posted.filename ?? 'same content'}) is already posted by the import of ${posted.posted_at?.toISOString().slice(0, 10) ?? ''}; roll that import back first to post it again.`,
      data: { import_event_id: posted.id },
    });
}

const entryRows = (scope: Scope, importEventId: string, entries: readonly LedgerEntryInput[]) =>
  entries.map((e, index) => ({
    customer_id: scope.customerId,
    import_event_id: importEventId,
    line: index + 1,
    date: e.date,
    gl_account: e.gl_account,
    gl_investor_id: e.gl_investor_id,
    gl_entity_id: e.gl_entity_id,
    amount: e.amount,
    description: e.description,
    reference: e.reference,
    source_problem: e.source_problem,
  }));

/** A file's entries, in statements small enough for PostgreSQL's bind-parameter limit. */
const insertEntries = (tx: Database, rows: ReturnType<typeof entryRows>) =>
  inBatches(rows, async (batch) => {
    await tx.insert(general_ledger_entries).values(batch);
  });

export async function createImportEvent(
  tx: Database,
  scope: Scope,
  integration: IntegrationRecord,
  input: {
    filename: string | null;
    sha256: string | null;
    entries: LedgerEntryInput[];
    userId: string | null;
  },
) {
  await assertNotPostedBefore(tx, integration, input.sha256);
  const [row] = await tx
    .insert(general_ledger_import_events)
    .values({
      customer_id: scope.customerId,
      integration_id: integration.id,
      filename: input.filename,
      file_sha256: input.sha256,
      created_by_id: input.userId,
    })
    .returning({ id: general_ledger_import_events.id });
  if (!row) throw new Error('import event insert returned nothing');
  await insertEntries(tx, entryRows(scope, row.id, input.entries));
  return row.id;
}

/** Replaces a draft's entries with the grid's (a hand edit no longer matches the file's hash). */
export async function replaceEntries(
  tx: Database,
  scope: Scope,
  event: ImportEventRecord,
  entries: LedgerEntryInput[],
) {
  const [locked] = await tx
    .select()
    .from(general_ledger_import_events)
    .where(eq(general_ledger_import_events.id, event.id))
    .for('update');
  assertDraft(locked ?? event);
  await tx
    .delete(general_ledger_entries)
    .where(eq(general_ledger_entries.import_event_id, event.id));
  await insertEntries(tx, entryRows(scope, event.id, entries));
  await tx
    .update(general_ledger_import_events)
    .set({ file_sha256: null })
    .where(eq(general_ledger_import_events.id, event.id));
}

/**
 * Entries with what they resolve to: a draft's resolved live against the current mappings; a
 * posted or rolled-back import's as it was posted (later mapping edits do not rewrite history).
 */
export async function entryViews(
  db: Database,
  scope: Scope,
  integration: IntegrationRecord,
  events: Pick<ImportEventRecord, 'id' | 'state'>[],
): Promise<Map<string, GeneralLedgerEntry[]>> {
  const { context, records } = await resolutionContext(db, scope, integration);
  const codes = new Map(records.codes.map((c) => [c.id, c]));
  const commitmentNames = new Map(records.commitments.map((c) => [c.id, c.name]));
  const entityNames = new Map(records.entities.map((e) => [e.id, e.name]));
  const stateOf = new Map(events.map((e) => [e.id, e.state]));
  const views = new Map<string, GeneralLedgerEntry[]>(events.map((e) => [e.id, []]));
  const named = (id: string | null, names: Map<string, string>) =>
    id ? { id, name: names.get(id) ?? id } : null;
  for (const entry of await entriesOf(
    db,
    events.map((e) => e.id),
  )) {
    const draft = stateOf.get(entry.import_event_id) === 'draft';
    const live = resolveEntry(entry, context);
    const resolved = draft
      ? live
      : {
          effective_date: live.effective_date,
          amount_cents: entry.posted_amount_cents,
          transaction_code_id: entry.posted_transaction_code_id,
          commitment_id: entry.posted_commitment_id,
          fund_entity_id: entry.posted_fund_entity_id,
          problems: [],
        };
    const code = resolved.transaction_code_id ? codes.get(resolved.transaction_code_id) : null;
    views.get(entry.import_event_id)!.push({
      id: entry.id,
      line: entry.line,
      date: entry.date,
      gl_account: entry.gl_account,
      gl_investor_id: entry.gl_investor_id,
      gl_entity_id: entry.gl_entity_id,
      amount: entry.amount,
      description: entry.description,
      reference: entry.reference,
      effective_date: resolved.effective_date,
      amount_cents: resolved.amount_cents,
      transaction_code: code
        ? { id: code.id, name: code.name, classification: code.classification }
        : null,
      commitment: named(resolved.commitment_id, commitmentNames),
      fund_entity: named(resolved.fund_entity_id, entityNames),
      problems: resolved.problems,
      transaction_id: entry.transaction_id,
    });
  }
  return views;
}

function summarize(event: ImportEventRecord, entries: GeneralLedgerEntry[]): ImportEventSummary {
  const dates = entries
    .map((e) => e.effective_date)
    .filter((d): d is string => d !== null)
    .sort();
  return {
    id: event.id,
    integration_id: event.integration_id,
    state: event.state,
    filename: event.filename,
    created_at: event.created_at.toISOString(),
    posted_at: event.posted_at?.toISOString() ?? null,
    rolled_back_at: event.rolled_back_at?.toISOString() ?? null,
    entry_count: entries.length,
    problem_count: entries.filter((e) => e.problems.length > 0).length,
    total_cents: entries.reduce((sum, e) => sum + (e.amount_cents ?? 0), 0),
    first_date: dates[0] ?? null,
    last_date: dates.at(-1) ?? null,
  };
}

export async function listImportEvents(db: Database, scope: Scope, integration: IntegrationRecord) {
  const events = await db
    .select()
    .from(general_ledger_import_events)
    .where(
      and(
        eq(general_ledger_import_events.customer_id, scope.customerId),
        eq(general_ledger_import_events.integration_id, integration.id),
      ),
    )
    .orderBy(desc(general_ledger_import_events.created_at));
  const views = await entryViews(db, scope, integration, events);
  return { events, views, summaries: events.map((e) => summarize(e, views.get(e.id) ?? [])) };
}

export async function importEventView(
  db: Database,
  scope: Scope,
  integration: IntegrationRecord,
  event: ImportEventRecord,
): Promise<ImportEvent> {
  const entries = (await entryViews(db, scope, integration, [event])).get(event.id) ?? [];
  const summary = summarize(event, entries);
  const [family] = await db
    .select({ currency: fund_families.currency })
    .from(fund_families)
    .where(eq(fund_families.id, integration.fund_family_id));
  let ledgerEvent: ImportEvent['fund_family_event'] = null;
  if (event.fund_family_event_id) {
    const [row] = await db
      .select()
      .from(fund_family_events)
      .where(eq(fund_family_events.id, event.fund_family_event_id));
    const [sums] = await db
      .select({ rows: count(), total: sum(transactions.amount_cents) })
      .from(transactions)
      .where(eq(transactions.fund_family_event_id, event.fund_family_event_id));
    if (row)
      ledgerEvent = {
        id: row.id,
        name: row.name,
        effective_date: row.effective_date,
        state: row.state,
        ledger_row_count: sums?.rows ?? 0,
        ledger_total_cents: Number(sums?.total ?? 0),
      };
  }
  return {
    ...summary,
    fund_family_event: ledgerEvent,
    available_actions: allowedImportEventActions(event.state as ImportEventState, {
      entryCount: summary.entry_count,
      problemCount: summary.problem_count,
    }),
    entries,
    currency: family?.currency ?? 'USD',
  };
}
