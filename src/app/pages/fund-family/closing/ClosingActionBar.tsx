import { css } from 'styled-system/css';
import {
  allowedClosingActions,
  type ClosingActionName,
  type ClosingState,
} from '../../../../../machines/closing.machine';
import type { PermissionType } from '../../../../api/permissions';
import { button } from '../../../components/button-styles';

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
  const actions = allowedClosingActions(state, commitmentCount).filter((action) =>
    can(closingActionPermission(action)),
  );
  return (
    <div className={css({ display: 'flex', gap: '2' })} aria-label="Closing actions" role="group">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          disabled={busy}
          className={button({
            variant:
              action === 'discard' ? 'danger' : action === 'reject' ? 'secondary' : 'primary',
          })}
          onClick={() => onAction(action)}
        >
          {labels[action]}
        </button>
      ))}
    </div>
  );
}
