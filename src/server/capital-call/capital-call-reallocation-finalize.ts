import { eq } from 'drizzle-orm';
import type { ReallocationCheck } from '../../api/capital-call-reallocation';
import { reallocateCapitalCall } from '../../domain/capital-call/reallocate-capital-call';
import { commitmentLedgerFigures } from '../../domain/ledger-figures';
import { ApiError } from '../api-error';
import { figureTotalsByCommitment } from '../commitment/commitment-information';
import { inBatches } from '../db/batches';
import type { Database } from '../db/database';
import { capital_call_reallocations, fund_family_events, transactions } from '../db/schema';
import { readCustomerSettings } from '../settings/customer-settings';
import { approvalRefusal } from '../settings/separation-of-duties';
import type { Scope } from '../scope';
import {
  finishCapitalEventWorkflow,
  nextCapitalEventState,
} from '../capital-event/capital-event-machine-check';
import { contributionsOf } from './capital-call-reallocation-service';
import { loadReallocation, type LoadedReallocation } from './capital-call-reallocation-record';
import { domainInput, loadReallocationContext } from './capital-call-reallocation-context';
import { apiChecks, apiView } from './capital-call-reallocation-answer';

const eventNoun = 'capital call reallocation';

/**
 * Maker-checker (DESIGN.md): whoever drafted the reallocation, or changed it last, does not
 * finalize it unless the customer lets preparers approve. Null when `userId` may.
 */
export async function reallocationFinalizeRefusal(
  db: Database,
  scope: Scope,
  reallocation: LoadedReallocation['reallocation'],
  userId: string,
): Promise<string | null> {
  const { preparer_may_approve } = await readCustomerSettings(db, scope.customerId);
  for (const preparedBy of new Set([reallocation.created_by, reallocation.updated_by]))
    if (preparedBy) {
      const refusal = approvalRefusal({
        eventNoun,
        preparedBy,
        actingUserId: userId,
        preparerMayApprove: preparer_may_approve,
      });
      if (refusal) return refusal;
    }
  return null;
}

/** A 409 conflict naming the first failed check (use or LP, figure, difference); all in data. */
function refuse(checks: ReallocationCheck[]): never {
  const failed = checks.filter((c) => c.status === 'failed');
  throw new ApiError({
    status: 409,
    code: 'conflict',
    message:
      failed.flatMap((c) => c.failures)[0]?.message ??
      'The capital call reallocation cannot be finalized.',
    devMessage: `Capital call reallocation checks failed: ${failed.map((c) => c.id).join(', ')}`,
    data: { checks },
  });
}

/**
 * PATCH finalize, in the caller's one transaction: the reallocation must be a draft (409
 * invalid_transition), the user not its preparer (403 separation_of_duties), and every check
 * must hold (409 naming the use or LP, the figure and the difference; nothing posted). Then only
 * the differences post, one row per LP and use under the call's code, with this event's id and
 * effective date; they are read back and proven again (the ledger for the call and its
 * reallocations = the new amounts; paid-in + unfunded = commitment), else everything rolls back.
 * The call's own rows are never touched.
 */
export async function finalizeReallocation(
  tx: Database,
  scope: Scope,
  fundFamilyId: string,
  eventId: string,
  userId: string,
): Promise<{ posted_rows: number; checks: ReallocationCheck[] }> {
  const loaded = await loadReallocation(tx, scope, fundFamilyId, eventId, true);
  const facts = {
    // The uses the reallocation moves (the call's); a call always has at least one.
    useCount: 1,
    noticesBlockFinalize: false,
    preparedBy: loaded.reallocation.updated_by,
    preparerMayApprove: (await readCustomerSettings(tx, scope.customerId)).preparer_may_approve,
  };
  if (loaded.event.is_running)
    throw new ApiError({
      status: 409,
      code: 'invalid_transition',
      message: loaded.event.workflow_message ?? 'The reallocation is being finalized.',
    });
  // The capitalEvent machine: only a draft finalizes (409 invalid_transition), not by its last
  // preparer (403 separation_of_duties); the drafter is held to it just below.
  nextCapitalEventState(
    {
      state: loaded.event.state,
      facts: { ...facts, checksPass: true },
      actingUserId: userId,
      eventNoun,
    },
    'finalize',
  );
  const refusal = await reallocationFinalizeRefusal(tx, scope, loaded.reallocation, userId);
  if (refusal) throw new ApiError({ status: 403, code: 'separation_of_duties', message: refusal });

  // The call's event is locked too: two reallocations of one call post one after the other.
  const context = await loadReallocationContext(
    tx,
    scope,
    loaded,
    loaded.reallocation.effective_date,
    true,
  );
  for (const use of context.uses)
    if (!context.codes.has(use.transaction_code))
      throw new ApiError({
        status: 409,
        code: 'conflict',
        message: `${use.description}: the transaction code ${use.transaction_code} no longer calls capital.`,
      });
  const ledgerBefore = await contributionsOf(tx, scope, context.beforeEventIds);
  const before = reallocateCapitalCall(
    domainInput(context, loaded.reallocation.amounts, { ledgerBefore }),
  );
  const checksBefore = apiChecks(before);
  if (checksBefore.some((c) => c.status === 'failed')) refuse(checksBefore);

  const byId = new Map(context.commitments.map((c) => [c.id, c]));
  const rows = before.differences.map((d) => {
    const commitment = byId.get(d.commitmentId)!;
    return {
      customer_id: scope.customerId,
      fund_family_id: loaded.fund.id,
      fund_family_event_id: loaded.event.id,
      fund_entity_id: commitment.fundEntityId,
      investor_entity_id: commitment.investorEntityId,
      commitment_id: d.commitmentId,
      transaction_code_id: context.codes.get(d.transactionCode)!.id,
      amount_cents: d.cents,
      effective_date: loaded.reallocation.effective_date,
    };
  });
  await inBatches(rows, async (batch) => {
    await tx.insert(transactions).values(batch);
  });

  const ids = context.commitments.map((c) => c.id);
  const ledger = await figureTotalsByCommitment(tx, scope, ids);
  const posted = reallocateCapitalCall(
    domainInput(context, loaded.reallocation.amounts, {
      ledgerBefore,
      posted: {
        commitments: ids.map((id) => {
          const f = commitmentLedgerFigures(ledger.get(id) ?? []);
          return {
            id,
            committed: f.committed.cents,
            contributed: f.contributed.cents,
            recallable: f.recallable.cents,
            unfunded: f.unfunded,
          };
        }),
        contributions: await contributionsOf(tx, scope, [
          ...context.beforeEventIds,
          loaded.event.id,
        ]),
      },
    }),
  );
  const checks = apiChecks(posted);
  if (checks.some((c) => c.status === 'failed')) refuse(checks);

  // draft → in_progress (this posting) → completed, as the machine says, in this transaction.
  const state = finishCapitalEventWorkflow(
    { ...facts, checksPass: true, workflow: 'finalize' },
    'done',
  );
  await tx
    .update(fund_family_events)
    .set({ state })
    .where(eq(fund_family_events.id, loaded.event.id));
  await tx
    .update(capital_call_reallocations)
    .set({
      finalized_by: userId,
      finalized_at: new Date(),
      finalized_checks: checks,
      finalized_view: apiView(context, before),
    })
    .where(eq(capital_call_reallocations.fund_family_event_id, loaded.event.id));
  return { posted_rows: rows.length, checks };
}
