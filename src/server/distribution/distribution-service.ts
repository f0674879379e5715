import { and, eq, sql } from 'drizzle-orm';
import type { FieldErrors } from '../../api/api-error';
import {
  holdbackTooLarge,
  recallableMismatch,
  type DistributionInput,
  type DistributionProceeds,
} from '../../api/distribution';
import { formatCents } from '../../domain/money';
import { ApiError, invalid, notFound } from '../api-error';
import {
  assertCapitalEventEditable,
  nextCapitalEventState,
} from '../capital-event/capital-event-machine-check';
import type { Database } from '../db/database';
import {
  distributions,
  fund_family_events,
  transaction_codes,
  type fund_families,
} from '../db/schema';
import { loadFundFamily } from '../fund-family/fund-family-service';
import { nextEventSequence } from '../ledger/event-sequence';
import type { Scope } from '../scope';

type Fund = typeof fund_families.$inferSelect;
export type LoadedDistribution = {
  fund: Fund;
  event: typeof fund_family_events.$inferSelect;
  distribution: typeof distributions.$inferSelect;
};

/** A code a distribution posts under: classification `proceeds` (docs/figures.md: paid to the partner). */
export type ProceedsCode = {
  id: string;
  name: string;
  display_name: string;
  is_recallable: boolean;
};

export async function proceedsCodes(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
): Promise<ProceedsCode[]> {
  return db
    .select({
      id: transaction_codes.id,
      name: transaction_codes.name,
      display_name: transaction_codes.display_name,
      is_recallable: transaction_codes.is_recallable,
    })
    .from(transaction_codes)
    .where(
      and(
        eq(transaction_codes.customer_id, scope.customerId),
        eq(transaction_codes.fund_family_id, fundFamilyId),
        eq(transaction_codes.classification, 'proceeds'),
      ),
    )
    .orderBy(transaction_codes.name);
}

/**
 * A distribution of the customer's fund family, by its event id. Another customer's, another
 * fund family's, or an event that is not a distribution: 404. `forUpdate` locks the event row.
 */
export async function loadDistribution(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
  forUpdate = false,
): Promise<LoadedDistribution> {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  const query = db
    .select({ event: fund_family_events, distribution: distributions })
    .from(fund_family_events)
    .innerJoin(distributions, eq(distributions.fund_family_event_id, fund_family_events.id))
    .where(
      and(
        eq(fund_family_events.id, eventId),
        eq(fund_family_events.customer_id, scope.customerId),
        eq(fund_family_events.fund_family_id, fund.id),
      ),
    );
  const [row] = forUpdate ? await query.for('update', { of: fund_family_events }) : await query;
  if (!row) throw notFound('No such distribution in this fund family');
  return { fund, ...row };
}

/** "Distribution N": one more than the fund family's distributions so far. */
export async function defaultDistributionName(db: Database, scope: Scope, fundFamilyId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(fund_family_events)
    .where(
      and(
        eq(fund_family_events.customer_id, scope.customerId),
        eq(fund_family_events.fund_family_id, fundFamilyId),
        eq(fund_family_events.event_type, 'distribution'),
      ),
    );
  return `Distribution ${(row?.count ?? 0) + 1}`;
}

/**
 * The lines of a request checked against the fund's codes (each a 400 naming its field): every
 * line and the carried interest under a `proceeds` code of the fund, the holdback below the
 * proceeds, a recallable amount (when given) equal to the lines under recallable codes.
 */
async function checkedContents(db: Database, scope: Scope, fund: Fund, input: DistributionInput) {
  const codes = new Map((await proceedsCodes(db, scope, fund.id)).map((c) => [c.name, c]));
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  input.proceeds.forEach((line, i) => {
    if (!codes.has(line.transaction_code)) add(`proceeds.${i}.transaction_code`, 'Invalid');
  });
  if (
    input.carried_interest_transaction_code !== null &&
    !codes.has(input.carried_interest_transaction_code)
  )
    add('carried_interest_transaction_code', 'Invalid');
  const total = input.proceeds.reduce((sum, line) => sum + line.amount_cents, 0);
  if (!Number.isSafeInteger(total)) add('proceeds', 'The proceeds add up past the largest amount.');
  if (input.fee_holdback_cents >= total) add('fee_holdback_cents', holdbackTooLarge);
  const recallable = input.proceeds
    .filter((line) => codes.get(line.transaction_code)?.is_recallable)
    .reduce((sum, line) => sum + line.amount_cents, 0);
  if (input.recallable_cents !== null && input.recallable_cents !== recallable)
    add('recallable_cents', recallableMismatch(formatCents(recallable)));
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return input.proceeds.map((line): DistributionProceeds => ({
    id: crypto.randomUUID(),
    source: line.source,
    amount_cents: line.amount_cents,
    investment: line.investment,
    transaction_code: line.transaction_code,
    is_recallable: codes.get(line.transaction_code)!.is_recallable,
  }));
}

/** POST: a draft distribution (a `distribution` event in state draft), drafted by `userId`. */
export async function createDistribution(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  input: DistributionInput,
  userId: string,
): Promise<string> {
  const fund = await loadFundFamily(tx, scope.customerId, fundFamilyId);
  const proceeds = await checkedContents(tx, scope, fund, input);
  const [event] = await tx
    .insert(fund_family_events)
    .values({
      customer_id: scope.customerId,
      fund_family_id: fund.id,
      event_type: 'distribution',
      state: 'draft',
      name: input.name ?? (await defaultDistributionName(tx, scope, fund.id)),
      effective_date: input.distribution_date,
      sequence: await nextEventSequence(tx, fund.id, input.distribution_date),
    })
    .returning({ id: fund_family_events.id });
  if (!event) throw new Error('event insert returned nothing');
  await tx.insert(distributions).values({
    fund_family_event_id: event.id,
    customer_id: scope.customerId,
    fund_family_id: fund.id,
    distribution_date: input.distribution_date,
    allocation_rule_graph_id: input.allocation_rule_graph_id,
    proceeds,
    fee_holdback_cents: input.fee_holdback_cents,
    carried_interest_transaction_code: input.carried_interest_transaction_code,
    created_by: userId,
    updated_by: userId,
  });
  return event.id;
}

/** Refuses with the error contract while a waterfall run is queued or running. */
export function assertNotRunning(event: LoadedDistribution['event']): void {
  if (event.is_running)
    throw new ApiError({
      status: 409,
      code: 'invalid_transition',
      message: 'The waterfall is running; the distribution cannot change until it finishes.',
    });
}

/**
 * PUT: a draft's contents replaced (409 past draft or while its waterfall runs). The revision
 * goes up, so the last run is no longer current and finalize asks for a new one.
 */
export async function updateDistribution(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
  input: DistributionInput,
  userId: string,
): Promise<void> {
  const { fund, event, distribution } = await loadDistribution(
    tx,
    scope,
    fundFamilyId,
    eventId,
    true,
  );
  assertCapitalEventEditable(event.state);
  assertNotRunning(event);
  const proceeds = await checkedContents(tx, scope, fund, input);
  await tx
    .update(fund_family_events)
    .set({
      name: input.name ?? event.name,
      ...(input.distribution_date === event.effective_date
        ? {}
        : {
            effective_date: input.distribution_date,
            sequence: await nextEventSequence(tx, fund.id, input.distribution_date),
          }),
    })
    .where(eq(fund_family_events.id, event.id));
  await tx
    .update(distributions)
    .set({
      distribution_date: input.distribution_date,
      allocation_rule_graph_id: input.allocation_rule_graph_id,
      proceeds,
      fee_holdback_cents: input.fee_holdback_cents,
      carried_interest_transaction_code: input.carried_interest_transaction_code,
      revision: distribution.revision + 1,
      updated_by: userId,
      updated_at: new Date(),
    })
    .where(eq(distributions.fund_family_event_id, event.id));
}

/** DELETE: a draft goes (event, distribution, runs and sub-events cascade); past draft: 409. */
export async function deleteDistribution(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
  userId: string,
): Promise<{ name: string }> {
  const { event } = await loadDistribution(tx, scope, fundFamilyId, eventId, true);
  assertNotRunning(event);
  nextCapitalEventState({ state: event.state, facts: {}, actingUserId: userId }, 'delete');
  await tx.delete(fund_family_events).where(eq(fund_family_events.id, event.id));
  return { name: event.name };
}
