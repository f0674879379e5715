import {
  feeChargeEventGuardLabels,
  feeChargeEventPublishRefusals,
  feeChargeEventSnapshot,
  type FeeChargeEventFacts,
  type FeeChargeEventState,
} from '../../../machines/fee-charge-event.machine';
import { apiErrorCodes } from '../../api/api-error';
import type { FeeChargeCheck } from '../../api/fee-charge-event';
import { ApiError } from '../api-error';
import { assertMayApprove } from '../settings/separation-of-duties';

/** fund_family_events.state as the feeChargeEvent machine's state: completed is published. */
export function feeChargeStateOf(persisted: string): Exclude<FeeChargeEventState, 'deleted'> {
  return persisted === 'completed' ? 'published' : 'draft';
}

type Publish = {
  facts: FeeChargeEventFacts;
  createdBy: string | null;
  userId: string;
  checks: FeeChargeCheck[];
};

/**
 * The server's side of the feeChargeEvent machine: a change, delete or publish the machine
 * refuses from the persisted state is a 409 invalid_transition; publish by the preparer without
 * the customer's leave is the 403 separation_of_duties, as for calls and closings; a run that
 * does not reconcile is a 409 naming the checks that failed.
 */
export function assertFeeChargeTransition(
  persisted: string,
  action: 'inputs_change' | 'delete' | 'publish',
  publish?: Publish,
): void {
  const state = feeChargeStateOf(persisted);
  const snapshot = feeChargeEventSnapshot(state, publish?.facts ?? {});
  const event =
    action === 'inputs_change'
      ? ({ type: 'fee_charge_event.inputs_change', userId: '', reconciles: true } as const)
      : action === 'delete'
        ? ({ type: 'fee_charge_event.delete' } as const)
        : ({ type: 'fee_charge_event.publish', userId: publish?.userId ?? '' } as const);
  if (state !== 'draft' || !publish) {
    // Publish without its facts asks only whether the state allows it (the guards come after).
    if (action === 'publish' ? state === 'draft' : snapshot.can(event)) return;
    throw new ApiError({
      status: 409,
      code: apiErrorCodes.invalidTransition,
      message: 'A published fee charge event is no longer editable.',
    });
  }
  if (snapshot.can(event)) {
    // The machine knows one preparer; the creator is a preparer too (maker-checker).
    assertMayApprove({
      eventNoun: 'fee charge',
      preparedBy: publish.createdBy,
      actingUserId: publish.userId,
      preparerMayApprove: publish.facts.preparerMayApprove ?? false,
    });
    return;
  }
  const refusals = feeChargeEventPublishRefusals(publish.facts, publish.userId);
  if (refusals.includes('reconciles')) {
    const failed = publish.checks.filter((c) => !c.passed);
    throw new ApiError({
      status: 409,
      code: apiErrorCodes.invalidTransition,
      message: `Publish needs: ${feeChargeEventGuardLabels.reconciles}. Failed: ${failed.map((c) => c.label).join('; ')}.`,
      data: { checks: publish.checks },
    });
  }
  assertMayApprove({
    eventNoun: 'fee charge',
    preparedBy: publish.facts.preparedBy ?? null,
    actingUserId: publish.userId,
    preparerMayApprove: publish.facts.preparerMayApprove ?? false,
  });
}
