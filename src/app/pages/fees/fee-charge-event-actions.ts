import type { FeeChargeEventView } from '../../../api/fee-charge-event';
import type { PermissionType } from '../../../api/permissions';
import type { LifecycleAction } from '../../components/LifecycleActionBar';
import type { FeeChargeAction } from './FeeChargeEventHeader';
import type { useFeeChargeEventActor } from './use-fee-charge-event-actor';

type Machine = Pick<
  ReturnType<typeof useFeeChargeEventActor>,
  'state' | 'canPublish' | 'canDelete' | 'refusals'
>;

/**
 * The posting wizard's buttons from the feeChargeEvent machine: in a draft, Publish for an
 * approver, enabled when the machine allows it to this user (drawn disabled with the machine's
 * reasons, and the server's when it withholds publish, so the preparer sees why); Delete draft
 * for a writer when the machine allows it. Nothing once published or deleted.
 */
export function feeChargeEventActions({
  machine,
  view,
  can,
}: {
  machine: Machine;
  view: Pick<FeeChargeEventView, 'actions' | 'publish_refusals'>;
  can: (permission: PermissionType) => boolean;
}): LifecycleAction<FeeChargeAction>[] {
  const serverRefusals = view.actions.includes('publish') ? [] : view.publish_refusals;
  const reasons = [...new Set([...machine.refusals, ...serverRefusals])];
  const actions: LifecycleAction<FeeChargeAction>[] = [];
  if (can('approve') && machine.state === 'draft')
    actions.push({
      name: 'publish',
      label: 'Publish',
      variant: 'primary',
      disabledReason:
        machine.canPublish && reasons.length === 0 ? null : `Publish needs: ${reasons.join('; ')}.`,
    });
  if (can('write') && machine.canDelete)
    actions.push({ name: 'delete', label: 'Delete draft', variant: 'danger' });
  return actions;
}
