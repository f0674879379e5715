import type { FeeLateAdjustmentView } from '../../../api/fee-late-adjustment';
import type { PermissionType } from '../../../api/permissions';
import type { LifecycleAction } from '../../components/LifecycleActionBar';
import type { useFeeLateAdjustmentActor } from './use-fee-late-adjustment-actor';

export type FeeLateAdjustmentAction = 'apply' | 'discard' | 'delete';

type Machine = Pick<
  ReturnType<typeof useFeeLateAdjustmentActor>,
  'state' | 'canApply' | 'canDiscard' | 'canDelete' | 'refusals'
>;

/**
 * The late adjustment page's buttons from the feeLateAdjustment machine: in a draft, Apply for
 * an approver, enabled when the machine allows it to this user (drawn disabled with the
 * machine's reasons, and the server's when it withholds apply, so a preparer sees why);
 * Discard and Delete for a writer when the machine allows them. Nothing once applied.
 */
export function feeLateAdjustmentActions({
  machine,
  view,
  can,
}: {
  machine: Machine;
  view: Pick<FeeLateAdjustmentView, 'actions' | 'apply_refusals'>;
  can: (permission: PermissionType) => boolean;
}): LifecycleAction<FeeLateAdjustmentAction>[] {
  const serverRefusals = view.actions.includes('apply') ? [] : view.apply_refusals;
  const reasons = [...new Set([...machine.refusals, ...serverRefusals])];
  const actions: LifecycleAction<FeeLateAdjustmentAction>[] = [];
  if (can('approve') && machine.state === 'draft')
    actions.push({
      name: 'apply',
      label: 'Apply',
      variant: 'primary',
      disabledReason:
        machine.canApply && reasons.length === 0 ? null : `Apply needs: ${reasons.join('; ')}.`,
    });
  if (can('write') && machine.canDiscard)
    actions.push({ name: 'discard', label: 'Discard', variant: 'secondary' });
  if (can('write') && machine.canDelete)
    actions.push({ name: 'delete', label: 'Delete', variant: 'danger' });
  return actions;
}
