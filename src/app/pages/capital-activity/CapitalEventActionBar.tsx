import {
  availableCapitalEventActions,
  capitalEventActionLabels,
  capitalEventFinalizeRefusals,
  capitalEventGuardLabels,
  type CapitalEventActionName,
  type CapitalEventFacts,
  type CapitalEventState,
} from '../../../../machines/capital-event.machine';
import type { PermissionType } from '../../../api/permissions';
import { LifecycleActionBar } from '../../components/LifecycleActionBar';

/** The actions the capital-call API offers today (cancel and refresh come with rollback). */
const offered: readonly CapitalEventActionName[] = ['finalize', 'delete'];

export const capitalEventActionPermission = (action: CapitalEventActionName): PermissionType =>
  action === 'finalize' ? 'approve' : 'write';

/**
 * The lifecycle buttons of a capital event, from the capitalEvent machine: what it allows from
 * this state for this user, among the actions the API has. In a draft, Finalize shows to an
 * approver even when a guard refuses it, drawn disabled with the guards' words (a use, the
 * checks) or the server's maker-checker reason, so the preparer sees why.
 */
export function CapitalEventActionBar({
  state,
  facts,
  userId,
  can,
  busy,
  blockedReason = null,
  onAction,
}: {
  state: CapitalEventState;
  facts: CapitalEventFacts;
  userId: string;
  can: (permission: PermissionType) => boolean;
  busy: boolean;
  /** The server's reason this user may not finalize (finalize_blocked_reason), or null. */
  blockedReason?: string | null;
  onAction: (action: CapitalEventActionName) => void;
}) {
  const allowed = availableCapitalEventActions(state, facts, userId);
  const refusals = state === 'draft' ? capitalEventFinalizeRefusals(facts, userId) : [];
  const names = offered.filter(
    (action) =>
      can(capitalEventActionPermission(action)) &&
      (allowed.includes(action) || (action === 'finalize' && refusals.length > 0)),
  );
  const finalizeReason =
    refusals.length > 0
      ? `Finalize needs: ${refusals.map((g) => capitalEventGuardLabels[g]).join('; ')}.`
      : blockedReason;
  return (
    <LifecycleActionBar
      label="Capital call actions"
      busy={busy}
      onAction={onAction}
      actions={names.map((name) => ({
        name,
        label: capitalEventActionLabels[name],
        variant: name === 'delete' ? ('danger' as const) : ('primary' as const),
        disabledReason: name === 'finalize' ? finalizeReason : null,
      }))}
    />
  );
}
