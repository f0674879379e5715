import {
  allowedImportEventActions,
  type ImportEventActionName,
  type ImportEventState,
} from '../../../../machines/general-ledger-import-event.machine';
import type { PermissionType } from '../../../api/permissions';
import { LifecycleActionBar } from '../../components/LifecycleActionBar';

export const importEventActionLabels: Record<ImportEventActionName, string> = {
  post: 'Post to ledger',
  rollback: 'Roll back',
  discard: 'Discard',
};

/** Posting and rolling back change the ledger: approve, as for a transfer; discarding a draft: write. */
export const importEventActionPermission = (action: ImportEventActionName): PermissionType =>
  action === 'discard' ? 'write' : 'approve';

/** The lifecycle buttons the import-event machine allows from this state, for this user. */
export function ImportEventActionBar({
  state,
  entryCount,
  problemCount,
  can,
  busy,
  onAction,
}: {
  state: ImportEventState;
  entryCount: number;
  problemCount: number;
  can: (permission: PermissionType) => boolean;
  busy: boolean;
  onAction: (action: ImportEventActionName) => void;
}) {
  const actions = allowedImportEventActions(state, { entryCount, problemCount })
    .filter((action) => can(importEventActionPermission(action)))
    .map((name) => ({
      name,
      label: importEventActionLabels[name],
      variant: name === 'post' ? ('primary' as const) : ('danger' as const),
    }));
  return (
    <LifecycleActionBar label="Import actions" actions={actions} busy={busy} onAction={onAction} />
  );
}
