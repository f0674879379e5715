import { and, desc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type {
  CustomerEvent,
  CustomerEventDetails,
  CustomerEventList,
  EventCorrectionRun,
} from '../../api/event-correction';
import { notFound } from '../api-error';
import type { Database } from '../db/database';
import {
  capital_call_reallocations,
  capital_calls,
  closings,
  commitment_class_changes,
  distributions,
  event_corrections,
  fee_charge_events,
  fund_family_events,
  investor_transfers,
} from '../db/schema';
import { loadFundFamily } from '../fund-family/fund-family-service';
import type { Scope } from '../scope';
import { configurationEventType, familyEvents, type FamilyEvent } from './correction-ledger';

const asCustomerEvent = ({ created_at: _created, ...e }: FamilyEvent): CustomerEvent => ({
  ...e,
  refreshable: e.refreshable,
  may_roll_back: e.event_type !== configurationEventType,
});

export const asRun = (row: typeof event_corrections.$inferSelect): EventCorrectionRun => ({
  id: row.id,
  kind: row.kind,
  state: row.state,
  from_event_id: row.from_event_id,
  event_ids: row.event_ids,
  done_count: row.done_count,
  message: row.message,
  failed_event_id: row.failed_event_id,
  preview: row.preview ?? { token: '', before_cents: 0, change_cents: 0, after_cents: 0 },
  created_by: row.created_by,
  created_at: row.created_at.toISOString(),
  finished_at: row.finished_at?.toISOString() ?? null,
});

/** GET /customer-event-admin/?fundFamilyId=: the events oldest to newest and the runs so far. */
export async function customerEventList(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  softAllowed: boolean,
): Promise<CustomerEventList> {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  const runs = await db
    .select()
    .from(event_corrections)
    .where(
      and(
        eq(event_corrections.customer_id, scope.customerId),
        eq(event_corrections.fund_family_id, fund.id),
      ),
    )
    .orderBy(desc(event_corrections.created_at))
    .limit(50);
  return {
    fund_family_id: fund.id,
    events: (await familyEvents(db, scope, fund.id)).map(asCustomerEvent),
    soft_rollback_and_refresh_allowed: softAllowed,
    corrections: runs.map(asRun),
  };
}

/** GET event-correction/{id}/: one run, polled while a refresh job runs (404 for another customer's). */
export async function eventCorrectionRun(
  db: Database,
  scope: Scope,
  correctionId: string,
): Promise<EventCorrectionRun> {
  const [row] = await db
    .select()
    .from(event_corrections)
    .where(
      and(
        eq(event_corrections.customer_id, scope.customerId),
        eq(event_corrections.id, correctionId),
      ),
    );
  if (!row) throw notFound('No such event correction');
  return asRun(row);
}

/** Where each kind of event keeps the inputs it was computed from (one row per event). */
const inputRecords: { source: string; table: PgTable; event: PgColumn; customer: PgColumn }[] = [
  {
    source: 'capital_calls',
    table: capital_calls,
    event: capital_calls.fund_family_event_id,
    customer: capital_calls.customer_id,
  },
  {
    source: 'distributions',
    table: distributions,
    event: distributions.fund_family_event_id,
    customer: distributions.customer_id,
  },
  {
    source: 'fee_charge_events',
    table: fee_charge_events,
    event: fee_charge_events.fund_family_event_id,
    customer: fee_charge_events.customer_id,
  },
  {
    source: 'capital_call_reallocations',
    table: capital_call_reallocations,
    event: capital_call_reallocations.fund_family_event_id,
    customer: capital_call_reallocations.customer_id,
  },
  {
    source: 'closings',
    table: closings,
    event: closings.fund_family_event_id,
    customer: closings.customer_id,
  },
  {
    source: 'investor_transfers',
    table: investor_transfers,
    event: investor_transfers.fund_family_event_id,
    customer: investor_transfers.customer_id,
  },
  {
    source: 'commitment_class_changes',
    table: commitment_class_changes,
    event: commitment_class_changes.fund_family_event_id,
    customer: commitment_class_changes.customer_id,
  },
];

/** The stored inputs of an event: its own record, or null for an event that keeps none. */
async function createData(db: Database, scope: Scope, eventId: string) {
  for (const { source, table, event, customer } of inputRecords) {
    const [record] = await db
      .select()
      .from(table)
      .where(and(eq(event, eventId), eq(customer, scope.customerId)))
      .limit(1);
    if (record) return { source, record: record as Record<string, unknown> };
  }
  return null;
}

/** GET /customer-event-admin/{customerEventId}/: the event, with tabs details and create-data. */
export async function customerEventDetails(
  db: Database,
  scope: Scope,
  eventId: string,
): Promise<CustomerEventDetails> {
  const [owner] = await db
    .select({ fundFamilyId: fund_family_events.fund_family_id })
    .from(fund_family_events)
    .where(
      and(eq(fund_family_events.id, eventId), eq(fund_family_events.customer_id, scope.customerId)),
    );
  if (!owner) throw notFound('No such event');
  const { fundFamilyId } = owner;
  const event = (await familyEvents(db, scope, fundFamilyId)).find((e) => e.id === eventId);
  if (!event) throw notFound('No such event in this fund family');
  return {
    ...asCustomerEvent(event),
    fund_family_id: fundFamilyId,
    created_at: event.created_at.toISOString(),
    create_data: await createData(db, scope, eventId),
  };
}
