import { and, asc, eq, sql } from 'drizzle-orm';
import { apiErrorCodes } from '../../api/api-error';
import { humanize } from '../../api/humanize';
import {
  subEventExists,
  subEventTypeLabels,
  type SubEvent,
  type SubEventInput,
  type SubEventList,
} from '../../api/capital-activity-sub-events';
import { ApiError, invalid, notFound } from '../api-error';
import { assertCapitalEventEditable } from '../capital-event/capital-event-machine-check';
import type { Database } from '../db/database';
import { fund_entities, fund_family_sub_events } from '../db/schema';
import type { Scope } from '../scope';
import { loadFundFamilyEvent } from './capital-activity-event-view';

async function subEventsOf(db: Database, scope: Scope, eventId: string): Promise<SubEvent[]> {
  const rows = await db
    .select({ sub: fund_family_sub_events, fund_entity_name: fund_entities.name })
    .from(fund_family_sub_events)
    .leftJoin(fund_entities, eq(fund_entities.id, fund_family_sub_events.fund_entity_id))
    .where(
      and(
        eq(fund_family_sub_events.customer_id, scope.customerId),
        eq(fund_family_sub_events.fund_family_event_id, eventId),
      ),
    )
    .orderBy(asc(fund_family_sub_events.sequence));
  return rows.map(({ sub, fund_entity_name }) => {
    const type = sub.sub_event_type;
    return {
      id: sub.id,
      fund_family_event_id: sub.fund_family_event_id,
      sub_event_type: type,
      label: (subEventTypeLabels as Record<string, string>)[type] ?? humanize(type),
      fund_entity_id: sub.fund_entity_id,
      fund_entity_name,
      sequence: sub.sequence,
      created_at: sub.created_at.toISOString(),
    };
  });
}

/** GET fund-family-event/{eventId}/fund-family-sub-events: the event's parts, in order. */
export async function listSubEvents(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
): Promise<SubEventList> {
  const { event } = await loadFundFamilyEvent(db, scope, fundFamilyId, eventId);
  return { sub_events: await subEventsOf(db, scope, event.id) };
}

/** GET fund-family-sub-events/first: the event's first part; 404 when it has none. */
export async function firstSubEvent(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
): Promise<SubEvent> {
  const { sub_events } = await listSubEvents(db, scope, fundFamilyId, eventId);
  const first = sub_events[0];
  if (!first) throw notFound('This event has no sub-events');
  return first;
}

/**
 * POST fund-family-event/{eventId}/sub-event: adds a part to a draft event (a finalized one no
 * longer changes: 409 invalid_transition from the capitalEvent machine's check). The fund
 * entity must be one of the family's (400 on the field); the same type for the same entity
 * twice is a 409 on sub_event_type. Answers the new sub-event's id.
 */
export async function addSubEvent(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
  input: SubEventInput,
  userId: string,
): Promise<string> {
  const { fund, event } = await loadFundFamilyEvent(tx, scope, fundFamilyId, eventId);
  assertCapitalEventEditable(event.state);
  if (input.fund_entity_id) {
    const [entity] = await tx
      .select({ id: fund_entities.id })
      .from(fund_entities)
      .where(
        and(
          eq(fund_entities.id, input.fund_entity_id),
          eq(fund_entities.customer_id, scope.customerId),
          eq(fund_entities.fund_family_id, fund.id),
        ),
      );
    if (!entity) throw invalid({ fund_entity_id: ['Not a fund entity of this fund family'] });
  }
  const existing = await subEventsOf(tx, scope, event.id);
  if (
    existing.some(
      (s) => s.sub_event_type === input.sub_event_type && s.fund_entity_id === input.fund_entity_id,
    )
  )
    throw new ApiError({
      status: 409,
      code: apiErrorCodes.conflict,
      message: subEventExists,
      data: { sub_event_type: [subEventExists] },
    });
  const [row] = await tx
    .insert(fund_family_sub_events)
    .values({
      customer_id: scope.customerId,
      fund_family_id: fund.id,
      fund_family_event_id: event.id,
      sub_event_type: input.sub_event_type,
      fund_entity_id: input.fund_entity_id,
      sequence: sql`(select coalesce(max(${fund_family_sub_events.sequence}), 0) + 1 from ${fund_family_sub_events} where ${fund_family_sub_events.fund_family_event_id} = ${event.id})`,
      created_by: userId,
    })
    .returning({ id: fund_family_sub_events.id });
  return row!.id;
}
