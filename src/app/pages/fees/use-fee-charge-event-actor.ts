import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import {
  feeChargeEventActionEvents,
  feeChargeEventGuardLabels,
  feeChargeEventMachine,
  feeChargeEventPublishRefusals,
  feeChargeEventSnapshot,
  type FeeChargeEventFacts,
} from '../../../../machines/fee-charge-event.machine';
import type { FeeChargeEventView } from '../../../api/fee-charge-event';

/** The machine's facts as the server answered them (the same facts it checks with). */
export const feeChargeEventFactsOf = (view: FeeChargeEventView): FeeChargeEventFacts => ({
  reconciles: view.checks.every((check) => check.passed),
  preparedBy: view.prepared_by,
  preparerMayApprove: view.preparer_may_approve,
});

/**
 * The feeChargeEvent machine driving the posting wizard (the same machine the server decides
 * with): started from the event's persisted state and facts; each saved answer is sent to it as
 * the preparer's inputs change; publish and delete are sent once the server has done them, so
 * the page moves on from the machine's state, never from its own flags.
 */
export function useFeeChargeEventActor(view: FeeChargeEventView, userId: string) {
  const facts = feeChargeEventFactsOf(view);
  const actor = useActorRef(feeChargeEventMachine, {
    input: facts,
    snapshot: feeChargeEventSnapshot(view.state, facts),
  });
  const reconciles = view.checks.every((check) => check.passed);
  useEffect(() => {
    // Another answer (a save, a refetch): the machine takes its preparer and proof.
    if (view.state === 'draft' && view.prepared_by)
      actor.send({
        type: 'fee_charge_event.inputs_change',
        userId: view.prepared_by,
        reconciles,
      });
  }, [actor, view.state, view.prepared_by, reconciles]);
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const editable = useSelector(actor, (snapshot) => snapshot.hasTag('editable'));
  const canPublish = useSelector(actor, (snapshot) =>
    snapshot.can(feeChargeEventActionEvents.publish(userId)),
  );
  const canDelete = useSelector(actor, (snapshot) =>
    snapshot.can(feeChargeEventActionEvents.delete()),
  );
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const refusals =
    state === 'draft'
      ? feeChargeEventPublishRefusals(context, userId).map((g) => feeChargeEventGuardLabels[g])
      : [];
  return {
    state,
    editable,
    canPublish,
    canDelete,
    /** The machine's reasons publish is refused to this user, in words. */
    refusals,
    published: () => actor.send(feeChargeEventActionEvents.publish(userId)),
    deleted: () => actor.send(feeChargeEventActionEvents.delete()),
  };
}
