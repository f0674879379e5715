import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import {
  feeLateAdjustmentActionEvents,
  feeLateAdjustmentApplyRefusals,
  feeLateAdjustmentGuardLabels,
  feeLateAdjustmentMachine,
  feeLateAdjustmentSnapshot,
  type FeeLateAdjustmentFacts,
} from '../../../../machines/fee-late-adjustment.machine';
import type { FeeLateAdjustmentView } from '../../../api/fee-late-adjustment';

/** The machine's facts as the server answered them (the same facts it checks with). */
export const feeLateAdjustmentFactsOf = (view: FeeLateAdjustmentView): FeeLateAdjustmentFacts => ({
  itemCount: view.offsets.length + view.waivers.length,
  reconciles: view.checks.every((check) => check.passed),
  createdBy: view.created_by,
  updatedBy: view.updated_by,
  preparerMayApprove: view.preparer_may_approve,
});

/**
 * The feeLateAdjustment machine driving the late adjustment page (the same machine the server
 * decides with): started from the adjustment's persisted state and facts; each saved answer is
 * sent to it as the preparer's items change; apply, discard and delete are sent once the server
 * has done them, so the page's buttons follow the machine's state, never flags of its own.
 */
export function useFeeLateAdjustmentActor(view: FeeLateAdjustmentView, userId: string) {
  const facts = feeLateAdjustmentFactsOf(view);
  const actor = useActorRef(feeLateAdjustmentMachine, {
    input: facts,
    snapshot: feeLateAdjustmentSnapshot(view.state, facts),
  });
  const { itemCount = 0, reconciles = false } = facts;
  useEffect(() => {
    // Another answer (a save, a refetch): the machine takes its items, proof and last editor.
    if (view.state === 'draft' && view.updated_by)
      actor.send({
        type: 'fee_late_adjustment.items_change',
        userId: view.updated_by,
        itemCount,
        reconciles,
      });
  }, [actor, view.state, view.updated_by, itemCount, reconciles]);
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const editable = useSelector(actor, (snapshot) => snapshot.hasTag('editable'));
  const canApply = useSelector(actor, (snapshot) =>
    snapshot.can(feeLateAdjustmentActionEvents.apply(userId)),
  );
  const canDiscard = useSelector(actor, (snapshot) =>
    snapshot.can(feeLateAdjustmentActionEvents.discard()),
  );
  const canDelete = useSelector(actor, (snapshot) =>
    snapshot.can(feeLateAdjustmentActionEvents.delete()),
  );
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const refusals =
    state === 'draft'
      ? feeLateAdjustmentApplyRefusals(context, userId).map((g) => feeLateAdjustmentGuardLabels[g])
      : [];
  return {
    state,
    editable,
    canApply,
    canDiscard,
    canDelete,
    /** The machine's reasons apply is refused to this user, in words. */
    refusals,
    applied: () => actor.send(feeLateAdjustmentActionEvents.apply(userId)),
    discarded: () => actor.send(feeLateAdjustmentActionEvents.discard()),
    deleted: () => actor.send(feeLateAdjustmentActionEvents.delete()),
  };
}
