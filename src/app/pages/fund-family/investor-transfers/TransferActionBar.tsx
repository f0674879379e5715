import {
  allowedTransferActions,
  type TransferActionName,
  type TransferState,
} from '../../../../../machines/transfer.machine';
import type { PermissionType } from '../../../../api/permissions';
import { LifecycleActionBar } from '../../../components/LifecycleActionBar';

export const transferActionLabels: Record<TransferActionName, string> = {
  process: 'Process now',
  schedule: 'Schedule',
  unschedule: 'Return to draft',
  discard: 'Discard',
};

/** Processing and scheduling commit the ledger: they need approve, like finalizing a closing. */
export const transferActionPermission = (action: TransferActionName): PermissionType =>
  action === 'process' || action === 'schedule' ? 'approve' : 'write';

/** The lifecycle buttons the transfer machine allows from this state, for this user. */
export function TransferActionBar({
  state,
  transfereeCount,
  due,
  can,
  busy,
  onAction,
}: {
  state: TransferState;
  transfereeCount: number;
  due: boolean;
  can: (permission: PermissionType) => boolean;
  busy: boolean;
  onAction: (action: TransferActionName) => void;
}) {
  const actions = allowedTransferActions(state, transfereeCount, due)
    .filter((action) => can(transferActionPermission(action)))
    .map((name) => ({
      name,
      label: transferActionLabels[name],
      variant:
        name === 'discard'
          ? ('danger' as const)
          : name === 'unschedule'
            ? ('secondary' as const)
            : ('primary' as const),
    }));
  return (
    <LifecycleActionBar
      label="Transfer actions"
      actions={actions}
      busy={busy}
      onAction={onAction}
    />
  );
}
