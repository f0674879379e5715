import { and, asc, eq } from 'drizzle-orm';
import type {
  CapitalActivityEdit,
  FundFamilyEvent,
  OutstandingOffsets,
  TransactionMap,
  TransactionMapGroup,
} from '../../api/capital-activity-event';
import { notFound } from '../api-error';
import { isCapitalEventEditable } from '../capital-event/capital-event-machine-check';
import type { Database } from '../db/database';
import {
  capital_calls,
  closings,
  fund_entities,
  fund_family_events,
  investor_entities,
  transaction_codes,
  transactions,
} from '../db/schema';
import { loadFundFamily } from '../fund-family/fund-family-service';
import type { Scope } from '../scope';
import { getCapitalCallCreateData, getCapitalCallEvent } from './capital-call-view';

type EventRow = typeof fund_family_events.$inferSelect;

/**
 * One event of the customer's fund family, with whether it is a capital call (the call answers
 * its own shape). Another customer's or another fund family's event is a 404.
 */
export async function loadFundFamilyEvent(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
) {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  const [row] = await db
    .select({ event: fund_family_events, call_id: capital_calls.fund_family_event_id })
    .from(fund_family_events)
    .leftJoin(capital_calls, eq(capital_calls.fund_family_event_id, fund_family_events.id))
    .where(
      and(
        eq(fund_family_events.id, eventId),
        eq(fund_family_events.customer_id, scope.customerId),
        eq(fund_family_events.fund_family_id, fund.id),
      ),
    );
  if (!row) throw notFound('No such event in this fund family');
  return { fund, event: row.event, isCapitalCall: row.call_id !== null };
}

/** Spec §4 event polling's shape of any event. */
export const fundFamilyEventOf = (event: EventRow): FundFamilyEvent => ({
  id: event.id,
  fund_family_id: event.fund_family_id,
  event_type: event.event_type,
  name: event.name,
  effective_date: event.effective_date,
  state: event.state,
  is_running: event.is_running,
  workflow_message: event.workflow_message,
  created_at: event.created_at.toISOString(),
});

/**
 * GET capital-activity/{eventId}/edit: a capital call with its page's figures (and, while a
 * draft, its form's options); a closing points at its own page, where it is edited until
 * finalized; any other event is read-only here (nothing edits adjustments or transfers in
 * Capital Activity).
 */
export async function getCapitalActivityEdit(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
  viewer: { id: string; mayApprove: boolean },
  today: string,
): Promise<CapitalActivityEdit> {
  const { fund, event, isCapitalCall } = await loadFundFamilyEvent(
    db,
    scope,
    fundFamilyId,
    eventId,
  );
  if (isCapitalCall) {
    const call = await getCapitalCallEvent(db, scope, fund.id, event.id, viewer);
    const editable = isCapitalEventEditable(event.state);
    return {
      event: fundFamilyEventOf(event),
      editable,
      not_editable_reason: editable ? null : call.finalize_blocked_reason,
      page: editable ? `capital-activity/calls/${event.id}` : `capital-activity/${event.id}`,
      capital_call: call,
      create_data: editable ? await getCapitalCallCreateData(db, scope, fund.id, today) : null,
    };
  }
  if (event.event_type === 'closing') {
    const [closing] = await db
      .select({ id: closings.id })
      .from(closings)
      .where(
        and(
          eq(closings.fund_family_event_id, event.id),
          eq(closings.customer_id, fund.customer_id),
        ),
      );
    return {
      event: fundFamilyEventOf(event),
      editable: false,
      not_editable_reason: 'A closing is changed on its own page, and not once it is finalized.',
      page: closing ? `closing/${closing.id}/view` : 'commitments/closings',
      capital_call: null,
      create_data: null,
    };
  }
  return {
    event: fundFamilyEventOf(event),
    editable: false,
    not_editable_reason: `A ${event.event_type.replaceAll('_', ' ')} event is not edited in Capital Activity.`,
    page: 'capital-activity',
    capital_call: null,
    create_data: null,
  };
}

/**
 * GET fund-family-event/{eventId}/transaction-map: the event's ledger rows grouped by code and
 * fund entity. Posted and outstanding (draft) rows are summed apart: an outstanding row has not
 * moved money yet (docs/figures.md).
 */
export async function getTransactionMap(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
): Promise<TransactionMap> {
  const { fund, event } = await loadFundFamilyEvent(db, scope, fundFamilyId, eventId);
  const rows = await db
    .select({
      id: transactions.id,
      commitment_id: transactions.commitment_id,
      investor_entity_id: transactions.investor_entity_id,
      lp: investor_entities.full_name,
      effective_date: transactions.effective_date,
      amount_cents: transactions.amount_cents,
      is_draft: transactions.is_draft,
      code: transaction_codes.name,
      code_display_name: transaction_codes.display_name,
      classification: transaction_codes.classification,
      fund_entity_id: fund_entities.id,
      fund_entity_name: fund_entities.name,
    })
    .from(transactions)
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .innerJoin(fund_entities, eq(fund_entities.id, transactions.fund_entity_id))
    .leftJoin(investor_entities, eq(investor_entities.id, transactions.investor_entity_id))
    .where(
      and(
        eq(transactions.customer_id, scope.customerId),
        eq(transactions.fund_family_event_id, event.id),
      ),
    )
    .orderBy(
      asc(transaction_codes.name),
      asc(fund_entities.name),
      asc(investor_entities.full_name),
      asc(transactions.id),
    );
  const groups: TransactionMapGroup[] = [];
  for (const {
    code,
    code_display_name,
    classification,
    fund_entity_id,
    fund_entity_name,
    ...row
  } of rows) {
    let group = groups.at(-1);
    if (!group || group.transaction_code !== code || group.fund_entity_id !== fund_entity_id) {
      group = {
        transaction_code: code,
        code_display_name,
        classification,
        fund_entity_id,
        fund_entity_name,
        posted_cents: 0,
        outstanding_cents: 0,
        row_count: 0,
        rows: [],
      };
      groups.push(group);
    }
    if (row.is_draft) group.outstanding_cents += row.amount_cents;
    else group.posted_cents += row.amount_cents;
    group.row_count += 1;
    group.rows.push(row);
  }
  return {
    event_id: event.id,
    event_type: event.event_type,
    currency: fund.currency,
    groups,
    row_count: rows.length,
  };
}

/**
 * Why the offsets list is empty: the fee terms hold offset percentages, but nothing records an
 * offsettable amount (no create_fee_offsettable_expense event, no fee postings yet), so no
 * offset can be outstanding. Replace with the real list when those are built.
 */
export const noOffsetsRecorded =
  'No fee offsets are recorded: the fund’s fee terms set offset percentages, but this product does not yet record transaction, placement or organization fees received (fee-offsettable expenses) or post fees, so no offset is waiting to be applied.';

/** GET fund-family-event/{eventId}/outstanding-offsets-to-call. */
export async function getOutstandingOffsets(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
): Promise<OutstandingOffsets> {
  const { event } = await loadFundFamilyEvent(db, scope, fundFamilyId, eventId);
  return { event_id: event.id, offsets: [], reason: noOffsetsRecorded };
}
