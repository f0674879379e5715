import {
  allowedClosingActions,
  type ClosingActionName,
  type ClosingState,
} from '../../../../../machines/closing.machine';
import type { PermissionType } from '../../../../api/permissions';
import { LifecycleActionBar } from '../../../components/LifecycleActionBar';

const labels: Record<ClosingActionName, string> = {
  'send-for-approval': 'Send for approval',
  reject: 'Return to draft',
  complete: 'Approve',
  finalize: 'Finalize',
  discard: 'Discard',
};

export const closingActionPermission = (action: ClosingActionName): PermissionType =>
  action === 'complete' || action === 'finalize' ? 'approve' : 'write';

/** The lifecycle buttons the closing machine allows from this state, for this user. */
export function ClosingActionBar({
  state,
  commitmentCount,
  can,
  busy,
  onAction,
}: {
  state: ClosingState;
  commitmentCount: number;
  can: (permission: PermissionType) => boolean;
  busy: boolean;
  onAction: (action: ClosingActionName) => void;
}) {
  const actions = allowedClosingActions(state, commitmentCount)
    .filter((action) => can(closingActionPermission(action)))
    .map((name) => ({
      name,
      label: labels[name],
      variant:
        name === 'discard'
          ? ('danger' as const)
          : name === 'reject'
            ? ('secondary' as const)
            : ('primary' as const),
    }));
  return (
    <LifecycleActionBar label="Closing actions" actions={actions} busy={busy} onAction={onAction} />
  );
}
