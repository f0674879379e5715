import {
  allowedClosingActions,
  closingActionLabels,
  type ClosingActionName,
  type ClosingState,
} from '../../../../../machines/closing.machine';
import type { PermissionType } from '../../../../api/permissions';
import { LifecycleActionBar } from '../../../components/LifecycleActionBar';

export const closingActionPermission = (action: ClosingActionName): PermissionType =>
  action === 'complete' || action === 'finalize' ? 'approve' : 'write';

/**
 * The lifecycle buttons the closing machine allows from this state, for this user. Approve is
 * drawn disabled with the server's reason when maker-checker keeps this user from approving.
 */
export function ClosingActionBar({
  state,
  commitmentCount,
  can,
  busy,
  approvalRefusal = null,
  onAction,
}: {
  state: ClosingState;
  commitmentCount: number;
  can: (permission: PermissionType) => boolean;
  busy: boolean;
  /** The closing's approval_refusal: why this user may not approve it, or null. */
  approvalRefusal?: string | null;
  onAction: (action: ClosingActionName) => void;
}) {
  const actions = allowedClosingActions(state, commitmentCount)
    .filter((action) => can(closingActionPermission(action)))
    .map((name) => ({
      name,
      label: closingActionLabels[name],
      variant:
        name === 'discard'
          ? ('danger' as const)
          : name === 'reject'
            ? ('secondary' as const)
            : ('primary' as const),
      disabledReason: name === 'complete' ? approvalRefusal : null,
    }));
  return (
    <LifecycleActionBar label="Closing actions" actions={actions} busy={busy} onAction={onAction} />
  );
}
