import { and, eq, sql } from 'drizzle-orm';
import type { DistributionCheck } from '../../api/distribution';
import { ApiError } from '../api-error';
import {
  finishCapitalEventWorkflow,
  nextCapitalEventState,
} from '../capital-event/capital-event-machine-check';
import { insertLedgerRows } from '../ledger/insert-ledger-rows';
import type { Database } from '../db/database';
import { distributions, fund_family_events, transaction_codes, transactions } from '../db/schema';
import { readCustomerSettings } from '../settings/customer-settings';
import { assertMayApprove } from '../settings/separation-of-duties';
import { assertNoticesAllowFinalize } from '../notice/notice-event-change';
import type { Scope } from '../scope';
import { ledgerCheck, runChecks, type PostedSum } from './distribution-checks';
import {
  assertNotRunning,
  loadDistribution,
  proceedsCodes,
  type LoadedDistribution,
} from './distribution-service';
import type { StoredSubEventWaterfall } from './stored-waterfall';
import { loadSubEvents } from './distribution-view';
import { latestRun } from './waterfall-run-job';

const conflict = (message: string, checks?: DistributionCheck[]) =>
  new ApiError({
    status: 409,
    code: 'conflict',
    message,
    ...(checks
      ? {
          devMessage: `Distribution checks failed: ${checks
            .filter((c) => c.status === 'failed')
            .map((c) => c.id)
            .join(', ')}`,
          data: { checks },
        }
      : {}),
  });

const firstFailure = (checks: readonly DistributionCheck[]) =>
  checks.flatMap((c) => c.failures)[0]?.message;

/** The event's posted rows read back, summed per commitment (null: the carry partner) and code. */
async function postedSums(tx: Database, scope: Scope, eventId: string): Promise<PostedSum[]> {
  return tx
    .select({
      commitment_id: transactions.commitment_id,
      code: transaction_codes.name,
      cents: sql<number>`sum(${transactions.amount_cents})::bigint`.mapWith(Number),
    })
    .from(transactions)
    .innerJoin(transaction_codes, eq(transaction_codes.id, transactions.transaction_code_id))
    .where(
      and(
        eq(transactions.customer_id, scope.customerId),
        eq(transactions.fund_family_event_id, eventId),
      ),
    )
    .groupBy(transactions.commitment_id, transaction_codes.name);
}

/**
 * Posts a distribution's stored or recomputed run, in the caller's transaction: its checks must
 * pass (409 naming the failed check, the entity, the LP and the figure), every line's code and
 * the carry's must still be proceeds codes; then per LP per proceeds line (its code) on the LP's
 * fund entity, and the carried interest of each fund entity to the carry partner, all under the
 * event id and dated the distribution date; read back, ledger = run is proven (a failure rolls
 * everything back). Finalize runs it once; a refresh of an out-of-date distribution (issue 21)
 * runs it again on a run recomputed on the ledger as it stands.
 */
export async function postDistribution(
  tx: Database,
  scope: Scope,
  loaded: LoadedDistribution,
  results: readonly StoredSubEventWaterfall[],
): Promise<{ rows: number; total: number; checks: DistributionCheck[] }> {
  const { event, distribution } = loaded;
  const before = runChecks(results);
  const failed = firstFailure(before);
  if (failed) throw conflict(failed, before);

  const codes = new Map((await proceedsCodes(tx, scope, loaded.fund.id)).map((c) => [c.name, c]));
  const carryCode = distribution.carried_interest_transaction_code;
  const carryTotal = results.reduce(
    (sum, r) => sum + r.run.partners.reduce((s, p) => s + p.toCarryPartner, 0),
    0,
  );
  if (carryTotal > 0 && (carryCode === null || !codes.has(carryCode)))
    throw conflict(
      'Choose the transaction code the carried interest posts under (a proceeds code).',
    );
  for (const line of distribution.proceeds)
    if (!codes.has(line.transaction_code))
      throw conflict(`The transaction code ${line.transaction_code} is no longer a proceeds code.`);

  const base = {
    customer_id: scope.customerId,
    fund_family_id: loaded.fund.id,
    fund_family_event_id: event.id,
    effective_date: distribution.distribution_date,
  };
  const expected: PostedSum[] = [];
  const rows = results.flatMap((result) => {
    const lpRows = result.partners.flatMap((partner) =>
      result.lines
        .filter((line) => (partner.by_line[line.id] ?? 0) !== 0)
        .map((line) => {
          const cents = partner.by_line[line.id]!;
          expected.push({
            commitment_id: partner.commitment_id,
            code: line.transaction_code,
            cents,
          });
          return {
            ...base,
            fund_entity_id: result.fund_entity_id,
            investor_entity_id: partner.investor_entity_id,
            commitment_id: partner.commitment_id,
            transaction_code_id: codes.get(line.transaction_code)!.id,
            amount_cents: cents,
          };
        }),
    );
    const carry = result.run.partners.reduce((s, p) => s + p.toCarryPartner, 0);
    if (carry === 0) return lpRows;
    expected.push({ commitment_id: null, code: carryCode!, cents: carry });
    // The carry partner is a fund entity (the GP), not a commitment: its rows name no LP.
    return [
      ...lpRows,
      {
        ...base,
        fund_entity_id: result.carry_partner_id,
        investor_entity_id: null,
        commitment_id: null,
        transaction_code_id: codes.get(carryCode!)!.id,
        amount_cents: carry,
      },
    ];
  });
  await insertLedgerRows(tx, rows);

  const names = new Map(results.flatMap((r) => r.partners.map((p) => [p.commitment_id, p.lp])));
  const after = ledgerCheck(expected, await postedSums(tx, scope, event.id), names);
  const checks = [...before.filter((c) => c.id !== 'ledger_equals_run'), after];
  if (after.status === 'failed') throw conflict(firstFailure(checks)!, checks);

  return { rows: rows.length, total: rows.reduce((s, r) => s + r.amount_cents, 0), checks };
}

/**
 * PATCH distribution/{eventId}/finalize, in the caller's one transaction. The capitalEvent
 * machine: only a draft, not while its waterfall runs, not by its preparer (403
 * separation_of_duties: whoever drafted, last edited or ran it). Then the stored run must be of
 * the current contents and pass its checks (409 naming the failed check, the entity, the LP and
 * the figure). Posts per LP per proceeds line (its code) on the LP's fund entity, and the carried
 * interest of each fund entity to the carry partner, all under the event id and dated the
 * distribution date; reads them back and proves ledger = run (a failure rolls everything back).
 */
export async function finalizeDistribution(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
  userId: string,
): Promise<{ posted_rows: number; total_cents: number; checks: DistributionCheck[] }> {
  const loaded = await loadDistribution(tx, scope, fundFamilyId, eventId, true);
  const { event, distribution } = loaded;
  assertNotRunning(event);
  // Spec §4: out-of-date or failed notices block finalizing, with the spec's own words.
  await assertNoticesAllowFinalize(tx, event.id);
  const { preparer_may_approve } = await readCustomerSettings(tx, scope.customerId);
  const subEvents = await loadSubEvents(tx, scope, event.id, true);
  nextCapitalEventState(
    {
      state: event.state,
      facts: {
        useCount: distribution.proceeds.length,
        noticesBlockFinalize: false,
        checksPass: true,
        preparedBy: distribution.updated_by,
        preparerMayApprove: preparer_may_approve,
      },
      actingUserId: userId,
      eventNoun: 'distribution',
    },
    'finalize',
  );
  const run = await latestRun(tx, scope, event.id);
  for (const preparedBy of new Set([
    distribution.created_by,
    distribution.updated_by,
    run?.queued_by ?? null,
  ]))
    assertMayApprove({
      eventNoun: 'distribution',
      preparedBy,
      actingUserId: userId,
      preparerMayApprove: preparer_may_approve,
    });
  if (subEvents.length === 0) throw conflict('Run the waterfall before finalizing.');
  if (subEvents.some((s) => s.run_revision !== distribution.revision))
    throw conflict('The distribution changed since its waterfall ran: run it again.');
  const { rows, total, checks } = await postDistribution(
    tx,
    scope,
    loaded,
    subEvents.map((s) => s.result!),
  );

  // draft → in_progress (this posting) → completed, as the machine says, in this transaction.
  const state = finishCapitalEventWorkflow(
    {
      useCount: distribution.proceeds.length,
      noticesBlockFinalize: false,
      checksPass: true,
      preparedBy: distribution.updated_by,
      preparerMayApprove: preparer_may_approve,
      workflow: 'finalize',
    },
    'done',
  );
  await tx.update(fund_family_events).set({ state }).where(eq(fund_family_events.id, event.id));
  await tx
    .update(distributions)
    .set({ finalized_by: userId, finalized_at: new Date(), finalized_checks: checks })
    .where(eq(distributions.fund_family_event_id, event.id));
  return {
    posted_rows: rows,
    total_cents: total,
    checks,
  };
}
