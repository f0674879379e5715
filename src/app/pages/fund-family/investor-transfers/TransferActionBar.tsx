import { css } from 'styled-system/css';
import {
  allowedTransferActions,
  type TransferActionName,
  type TransferState,
} from '../../../../../machines/transfer.machine';
import type { PermissionType } from '../../../../api/permissions';
import { button } from '../../../components/button-styles';

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
  const actions = allowedTransferActions(state, transfereeCount, due).filter((action) =>
    can(transferActionPermission(action)),
  );
  return (
    <div className={css({ display: 'flex', gap: '2' })} aria-label="Transfer actions" role="group">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          disabled={busy}
          className={button({
            variant:
              action === 'discard' ? 'danger' : action === 'unschedule' ? 'secondary' : 'primary',
          })}
          style={{ whiteSpace: 'nowrap' }}
          onClick={() => onAction(action)}
        >
          {transferActionLabels[action]}
        </button>
      ))}
    </div>
  );
}
