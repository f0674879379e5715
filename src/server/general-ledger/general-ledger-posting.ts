import { eq, inArray, sql } from 'drizzle-orm';
import { transition } from 'xstate';
import {
  generalLedgerImportEventMachine,
  importEventActionEvent,
  importEventSnapshot,
  type ImportEventActionName,
  type ImportEventState,
} from '../../../machines/general-ledger-import-event.machine';
import { ApiError } from '../api-error';
import { inBatches } from '../db/batches';
import type { Database } from '../db/database';
import {
  commitments,
  fund_family_events,
  general_ledger_entries,
  general_ledger_import_events,
  transactions,
} from '../db/schema';
import type { Scope } from '../scope';
import type { IntegrationRecord } from './general-ledger-integrations';
import {
  assertNotPostedBefore,
  entryViews,
  loadImportEvent,
  type ImportEventRecord,
} from './general-ledger-import-events';
import type { GeneralLedgerEntry } from '../../api/general-ledger';
import { nextEventSequence } from '../ledger/event-sequence';

/** The state a legal action leads to; an illegal one is a 409 invalid_transition with the reason. */
export function nextImportEventState(
  state: ImportEventState,
  entries: readonly GeneralLedgerEntry[],
  action: ImportEventActionName,
): ImportEventState {
  const problemCount = entries.filter((e) => e.problems.length > 0).length;
  const snapshot = importEventSnapshot(state, { entryCount: entries.length, problemCount });
  const event = importEventActionEvent(action);
  if (!snapshot.can(event)) {
    const why =
      state === 'draft' && action === 'post' && entries.length === 0
        ? 'The import has no entries to post.'
        : state === 'draft' && action === 'post'
          ? `${problemCount} of ${entries.length} entries do not resolve yet: fix them (or the mappings) first.`
          : `An import that is ${state.replace('_', ' ')} cannot ${action === 'rollback' ? 'roll back' : action}.`;
    throw new ApiError({ status: 409, code: 'invalid_transition', message: why });
  }
  const [next] = transition(generalLedgerImportEventMachine, snapshot, event);
  return next.value as ImportEventState;
}

/**
 * Posting: one completed general_ledger_import event (dated at the import's last entry date)
 * and one ledger row per entry at the entry's own date, each entry keeping the id of its row,
 * so every transaction traces back to its line of the file.
 */
async function post(
  tx: Database,
  scope: Scope,
  integration: IntegrationRecord,
  event: ImportEventRecord,
  entries: GeneralLedgerEntry[],
  now: Date,
) {
  await assertNotPostedBefore(tx, integration, event.file_sha256, event.id);
  const lastDate = entries
    .map((e) => e.effective_date!)
    .sort()
    .at(-1)!;
  const [ledgerEvent] = await tx
    .insert(fund_family_events)
    .values({
      customer_id: scope.customerId,
      fund_family_id: integration.fund_family_id,
      event_type: 'general_ledger_import',
      state: 'completed',
      name: `${integration.name}: ${event.filename ?? 'entries typed by hand'}`,
      effective_date: lastDate,
      sequence: await nextEventSequence(tx, integration.fund_family_id, lastDate),
    })
    .returning({ id: fund_family_events.id });
  if (!ledgerEvent) throw new Error('fund family event insert returned nothing');
  const investorEntities = await investorEntitiesOf(tx, entries);
  const rows = entries.map((entry) => {
    const commitment = entry.commitment?.id ?? null;
    return {
      entryId: entry.id,
      transaction: {
        customer_id: scope.customerId,
        fund_family_id: integration.fund_family_id,
        fund_family_event_id: ledgerEvent.id,
        fund_entity_id: entry.fund_entity!.id,
        commitment_id: commitment,
        // The investor entity comes from the commitment; a fund-level row has neither.
        investor_entity_id: commitment ? investorEntities.get(commitment)! : null,
        transaction_code_id: entry.transaction_code!.id,
        amount_cents: entry.amount_cents!,
        effective_date: entry.effective_date!,
      },
    };
  });
  // Batches: one statement of a whole file passes PostgreSQL's bind-parameter limit, and one
  // statement per entry kept PGlite (and so every other request) busy for seconds.
  await inBatches(rows, async (batch) => {
    const inserted = await tx
      .insert(transactions)
      .values(batch.map((r) => r.transaction))
      .returning({ id: transactions.id });
    // The ids come from one sequence, drawn row by row in VALUES order: sorted, they line up
    // with the batch whatever order RETURNING lists them in.
    const ids = inserted.map((row) => row.id).sort((a, b) => a - b);
    const pairs = batch.map((r, i) => sql`(${r.entryId}::uuid, ${ids[i]!}::bigint)`);
    await tx.execute(sql`
      update ${general_ledger_entries} as e
      set posted_amount_cents = t.amount_cents,
          posted_transaction_code_id = t.transaction_code_id,
          posted_commitment_id = t.commitment_id,
          posted_investor_entity_id = t.investor_entity_id,
          posted_fund_entity_id = t.fund_entity_id,
          transaction_id = t.id
      from (values ${sql.join(pairs, sql`, `)}) as v(entry_id, transaction_id)
      join ${transactions} as t on t.id = v.transaction_id
      where e.id = v.entry_id`);
  });
  await tx
    .update(general_ledger_import_events)
    .set({ state: 'posted', posted_at: now, fund_family_event_id: ledgerEvent.id })
    .where(eq(general_ledger_import_events.id, event.id));
  return { fund_family_event_id: ledgerEvent.id, ledger_rows: entries.length };
}

/** Each posted commitment's investor entity, read in a few queries rather than one per entry. */
async function investorEntitiesOf(tx: Database, entries: readonly GeneralLedgerEntry[]) {
  const ids = [...new Set(entries.flatMap((e) => (e.commitment ? [e.commitment.id] : [])))];
  const found = await inBatches(ids, (batch) =>
    tx
      .select({ id: commitments.id, investorEntityId: commitments.investor_entity_id })
      .from(commitments)
      .where(inArray(commitments.id, batch)),
  );
  return new Map(found.map((row) => [row.id, row.investorEntityId]));
}

/** Rolling back removes the import's ledger rows; its event stays, cancelled, as the record. */
async function rollBack(tx: Database, event: ImportEventRecord, now: Date) {
  const eventId = event.fund_family_event_id;
  let removed = 0;
  if (eventId) {
    removed = (
      await tx
        .delete(transactions)
        .where(eq(transactions.fund_family_event_id, eventId))
        .returning({ id: transactions.id })
    ).length;
    await tx
      .update(fund_family_events)
      .set({ state: 'cancelled' })
      .where(eq(fund_family_events.id, eventId));
  }
  await tx
    .update(general_ledger_import_events)
    .set({ state: 'rolled_back', rolled_back_at: now })
    .where(eq(general_ledger_import_events.id, event.id));
  return { fund_family_event_id: eventId, ledger_rows_removed: removed };
}

/** Runs a lifecycle action in the caller's transaction, holding the import's row lock. */
export async function transitionImportEvent(
  tx: Database,
  scope: Scope,
  integration: IntegrationRecord,
  importEventId: string,
  action: ImportEventActionName,
  now: Date,
) {
  await loadImportEvent(tx, scope, integration, importEventId);
  await tx
    .select({ id: general_ledger_import_events.id })
    .from(general_ledger_import_events)
    .where(eq(general_ledger_import_events.id, importEventId))
    .for('update');
  const event = await loadImportEvent(tx, scope, integration, importEventId);
  const entries = (await entryViews(tx, scope, integration, [event])).get(event.id) ?? [];
  const next = nextImportEventState(event.state, entries, action);
  const from = event.state;
  if (next === 'posted')
    return { from, to: next, ...(await post(tx, scope, integration, event, entries, now)) };
  if (next === 'rolled_back') return { from, to: next, ...(await rollBack(tx, event, now)) };
  await tx
    .delete(general_ledger_import_events)
    .where(eq(general_ledger_import_events.id, event.id));
  return { from, to: next, entries: entries.length };
}
