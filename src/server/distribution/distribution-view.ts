import { and, asc, eq } from 'drizzle-orm';
import {
  DISTRIBUTION_SOURCES,
  distributionSourceLabels,
  type DistributionCheck,
  type DistributionCreateData,
  type DistributionEvent,
  type DistributionSubEvent,
} from '../../api/distribution';
import { type WaterfallList } from '../../api/waterfall-review';
import type { Database } from '../db/database';
import { fund_entities, fund_family_sub_events, waterfall_run_results } from '../db/schema';
import { loadFundFamily } from '../fund-family/fund-family-service';
import { readCustomerSettings } from '../settings/customer-settings';
import { approvalRefusal } from '../settings/separation-of-duties';
import type { Scope } from '../scope';
import { peopleByIds } from '../users/people';
import { loadWaterfallRow } from '../waterfall/waterfall-configuration';
import { runChecks } from './distribution-checks';
import {
  defaultDistributionName,
  loadDistribution,
  proceedsCodes,
  type LoadedDistribution,
} from './distribution-service';
import type { StoredSubEventWaterfall } from './stored-waterfall';
import { noticesBlockFinalizeReason } from '../notice/notice-event-change';
import { latestRun, toApiRun } from './waterfall-run-job';

export type StoredSubEvent = DistributionSubEvent & {
  run_id: string;
  run_revision: number;
  result?: StoredSubEventWaterfall;
};

/** The event's waterfall sub-events (the latest successful run's), with their results when asked. */
export async function loadSubEvents(
  db: Database,
  scope: Scope,
  eventId: string,
  withResults: boolean,
): Promise<StoredSubEvent[]> {
  const rows = await db
    .select({
      id: fund_family_sub_events.id,
      fund_entity_id: fund_family_sub_events.fund_entity_id,
      fund_entity_name: fund_entities.name,
      distributable_cents: waterfall_run_results.distributable_cents,
      to_partners_cents: waterfall_run_results.to_partners_cents,
      to_carry_partner_cents: waterfall_run_results.to_carry_partner_cents,
      run_id: waterfall_run_results.waterfall_run_id,
      // The revision the results were computed for (the run row's changes when it is queued again).
      run_revision: waterfall_run_results.revision,
      ...(withResults ? { result: waterfall_run_results.result } : {}),
    })
    .from(fund_family_sub_events)
    .innerJoin(
      waterfall_run_results,
      eq(waterfall_run_results.fund_family_sub_event_id, fund_family_sub_events.id),
    )
    .innerJoin(fund_entities, eq(fund_entities.id, fund_family_sub_events.fund_entity_id))
    .where(
      and(
        eq(fund_family_sub_events.customer_id, scope.customerId),
        eq(fund_family_sub_events.fund_family_event_id, eventId),
        eq(fund_family_sub_events.sub_event_type, 'waterfall'),
      ),
    )
    .orderBy(asc(fund_family_sub_events.sequence));
  return rows.map((row) => ({ ...row, fund_entity_id: row.fund_entity_id! }));
}

const publicSubEvent = (s: StoredSubEvent): DistributionSubEvent => ({
  id: s.id,
  fund_entity_id: s.fund_entity_id,
  fund_entity_name: s.fund_entity_name,
  distributable_cents: s.distributable_cents,
  to_partners_cents: s.to_partners_cents,
  to_carry_partner_cents: s.to_carry_partner_cents,
});

/**
 * Why `userId` may not finalize the distribution now, or null. The order is the order a user
 * fixes things in: a finalized event, permission, a run of the current contents, its checks,
 * the carry code, then maker-checker (the drafter, the last editor and whoever ran it prepared it).
 */
export async function finalizeBlockedReason(
  db: Database,
  scope: Scope,
  loaded: LoadedDistribution,
  subEvents: readonly StoredSubEvent[],
  checks: readonly DistributionCheck[],
  viewer: { id: string; mayApprove: boolean },
  queuedBy: string | null,
): Promise<string | null> {
  const { event, distribution } = loaded;
  if (event.state !== 'draft') return 'A finalized event is no longer editable.';
  if (!viewer.mayApprove) return 'Finalizing a distribution needs the approve permission.';
  if (event.is_running) return 'The waterfall is running.';
  if (subEvents.length === 0) return 'Run the waterfall first.';
  if (subEvents.some((s) => s.run_revision !== distribution.revision))
    return 'The distribution changed since its waterfall ran: run it again.';
  const failed = checks.flatMap((c) => c.failures)[0];
  if (failed) return failed.message;
  const notices = await noticesBlockFinalizeReason(db, event.id);
  if (notices) return notices;
  const carry = subEvents.reduce((s, e) => s + e.to_carry_partner_cents, 0);
  if (carry > 0 && distribution.carried_interest_transaction_code === null)
    return 'Choose the transaction code the carried interest posts under.';
  const { preparer_may_approve } = await readCustomerSettings(db, scope.customerId);
  for (const preparedBy of new Set([distribution.created_by, distribution.updated_by, queuedBy]))
    if (preparedBy) {
      const refusal = approvalRefusal({
        eventNoun: 'distribution',
        preparedBy,
        actingUserId: viewer.id,
        preparerMayApprove: preparer_may_approve,
      });
      if (refusal) return refusal;
    }
  return null;
}

/** GET distribution/{eventId}: the event as `viewer` sees it (may they finalize it?). */
export async function getDistributionEvent(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
  viewer: { id: string; mayApprove: boolean },
): Promise<DistributionEvent> {
  const loaded = await loadDistribution(db, scope, fundFamilyId, eventId);
  const { event, distribution } = loaded;
  const run = await latestRun(db, scope, event.id);
  // While it runs the page polls every second: the stored results are not read then.
  const subEvents = event.is_running ? [] : await loadSubEvents(db, scope, event.id, true);
  const checks =
    event.state === 'draft'
      ? subEvents.length > 0
        ? runChecks(subEvents.map((s) => s.result!))
        : []
      : (distribution.finalized_checks ?? []);
  const person = await peopleByIds(db, [distribution.created_by, distribution.finalized_by]);
  const proceeds = distribution.proceeds.reduce((s, l) => s + l.amount_cents, 0);
  const blocked = await finalizeBlockedReason(
    db,
    scope,
    loaded,
    subEvents,
    checks,
    viewer,
    run?.queued_by ?? null,
  );
  return {
    id: event.id,
    fund_family_id: event.fund_family_id,
    event_type: 'distribution',
    name: event.name,
    state: event.state,
    is_running: event.is_running,
    workflow_message: event.workflow_message,
    distribution_date: distribution.distribution_date,
    effective_date: event.effective_date,
    allocation_rule_graph_id: distribution.allocation_rule_graph_id,
    proceeds: distribution.proceeds,
    proceeds_cents: proceeds,
    fee_holdback_cents: distribution.fee_holdback_cents,
    distributable_cents: proceeds - distribution.fee_holdback_cents,
    recallable_cents: distribution.proceeds
      .filter((l) => l.is_recallable)
      .reduce((s, l) => s + l.amount_cents, 0),
    is_fee_break: distribution.fee_holdback_cents > 0,
    carried_interest_transaction_code: distribution.carried_interest_transaction_code,
    run: run ? toApiRun(run) : null,
    run_is_current:
      subEvents.length > 0 && subEvents.every((s) => s.run_revision === distribution.revision),
    sub_events: subEvents.map(publicSubEvent),
    checks,
    created_by: person(distribution.created_by),
    created_at: event.created_at.toISOString(),
    finalized_by: person(distribution.finalized_by),
    finalized_at: distribution.finalized_at?.toISOString() ?? null,
    can_finalize: blocked === null,
    finalize_blocked_reason: blocked,
  };
}

/** GET distribution/create-data: the sources, the fund's proceeds codes and its waterfall. */
export async function getDistributionCreateData(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
): Promise<DistributionCreateData> {
  const fund = await loadFundFamily(db, scope.customerId, fundFamilyId);
  const codes = await proceedsCodes(db, scope, fund.id);
  const config = await loadWaterfallRow(db, scope, fund.id);
  const [carry] = config?.carry_partner_entity_id
    ? await db
        .select({ id: fund_entities.id, name: fund_entities.name })
        .from(fund_entities)
        .where(eq(fund_entities.id, config.carry_partner_entity_id))
    : [];
  // Return of capital proposes a recallable code, the profits a code that is not.
  const proposal = (recallable: boolean) =>
    (codes.find((c) => c.is_recallable === recallable) ?? codes[0])?.name ?? null;
  return {
    sources: DISTRIBUTION_SOURCES.map((source) => ({
      source,
      label: distributionSourceLabels[source],
      default_transaction_code: proposal(source === 'return_of_capital'),
    })),
    transaction_codes: codes.map(({ name, display_name, is_recallable }) => ({
      name,
      display_name,
      is_recallable,
    })),
    waterfall_configured: (config?.tiers.length ?? 0) > 0,
    carry_partner: carry ? { fund_entity_id: carry.id, name: carry.name } : null,
    default_name: await defaultDistributionName(db, scope, fund.id),
  };
}

/** GET fund-family-event/{eventId}/waterfall-list: the latest run and its sub-events. */
export async function getWaterfallList(
  db: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
): Promise<WaterfallList> {
  const { event } = await loadDistribution(db, scope, fundFamilyId, eventId);
  const run = await latestRun(db, scope, event.id);
  const subEvents = await loadSubEvents(db, scope, event.id, false);
  return {
    event_id: event.id,
    run: run ? toApiRun(run) : null,
    sub_events: subEvents.map(publicSubEvent),
  };
}
