import {
  feeLateAdjustmentActionEvents,
  feeLateAdjustmentApplyRefusals,
  feeLateAdjustmentGuardLabels,
  feeLateAdjustmentSnapshot,
  type FeeLateAdjustmentFacts,
} from '../../../machines/fee-late-adjustment.machine';
import { apiErrorCodes } from '../../api/api-error';
import type { FeeChargeCheck } from '../../api/fee-charge-event';
import { ApiError } from '../api-error';
import type { fee_late_adjustments } from '../db/schema';
import { assertMayApprove } from '../settings/separation-of-duties';
import { lateAdjustmentStateOf } from './fee-late-adjustment-load';

/** Spec §8: an applied adjustment's items are on the ledger, and stay there. */
export const appliedNotDeletable =
  'Only offsettable expenses and fee waivers not yet applied can be deleted.';

type Adjustment = Pick<
  typeof fee_late_adjustments.$inferSelect,
  'offsets' | 'waivers' | 'created_by' | 'updated_by'
>;

/** The machine's facts of a stored adjustment: its items, its preparers, the customer's rule. */
export const lateAdjustmentFactsOf = (
  adjustment: Adjustment,
  preparerMayApprove: boolean,
  reconciles: boolean,
): FeeLateAdjustmentFacts => ({
  itemCount: adjustment.offsets.length + adjustment.waivers.length,
  reconciles,
  createdBy: adjustment.created_by,
  updatedBy: adjustment.updated_by,
  preparerMayApprove,
});

const refused = (message: string, data?: Record<string, unknown>) =>
  new ApiError({ status: 409, code: apiErrorCodes.invalidTransition, message, data });

const doing = { edit: 'changed', apply: 'applied', discard: 'discarded', delete: 'deleted' };
/** Facts under which a draft takes every event: asks only whether the state allows it. */
const anyFacts: FeeLateAdjustmentFacts = {
  itemCount: 1,
  reconciles: true,
  preparerMayApprove: true,
};

/**
 * The server's side of the feeLateAdjustment machine, by the persisted state: an edit, apply,
 * discard or delete the machine refuses from it is a 409 invalid_transition (deleting an applied
 * one in the spec's words). Apply is asked twice: before its review, whether the state allows it;
 * after, with the facts (`applyAsserted`).
 */
export function assertLateAdjustmentTransition(
  persisted: string,
  action: keyof typeof doing,
): void {
  const state = lateAdjustmentStateOf(persisted);
  if (feeLateAdjustmentSnapshot(state, anyFacts).can(feeLateAdjustmentActionEvents[action]('')))
    return;
  if (action === 'delete') throw refused(appliedNotDeletable);
  throw refused(`This late adjustment is ${state}: it cannot be ${doing[action]}.`);
}

/**
 * Apply of a draft with its facts: allowed when the machine takes it; else the first guard it
 * fails, as the API has always answered it: no items is a 409; a preparer (creator or last
 * editor) without the customer's leave the 403 separation_of_duties, as for calls and fee
 * postings; a period that does not reconcile a 409 naming the checks that failed.
 */
export function assertLateAdjustmentApply(
  facts: FeeLateAdjustmentFacts,
  userId: string,
  checks: FeeChargeCheck[],
): void {
  const snapshot = feeLateAdjustmentSnapshot('draft', facts);
  if (snapshot.can(feeLateAdjustmentActionEvents.apply(userId))) return;
  const refusals = feeLateAdjustmentApplyRefusals(facts, userId);
  if (refusals.includes('hasItems'))
    throw refused('Add a late offset or a late waiver before applying.');
  if (refusals.includes('approverMayApply'))
    for (const preparedBy of new Set([facts.createdBy ?? null, facts.updatedBy ?? null]))
      assertMayApprove({
        eventNoun: 'late adjustment',
        preparedBy,
        actingUserId: userId,
        preparerMayApprove: facts.preparerMayApprove ?? false,
      });
  const failed = checks.filter((c) => !c.passed);
  throw refused(
    `Apply needs: ${feeLateAdjustmentGuardLabels.reconciles}. Failed: ${failed.map((c) => c.label).join('; ')}.`,
    { checks },
  );
}
