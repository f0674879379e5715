import { css } from 'styled-system/css';
import type {
  CapitalEventActionName,
  CapitalEventFacts,
  CapitalEventState,
} from '../../../../machines/capital-event.machine';
import type { PermissionType } from '../../../api/permissions';
import { CapitalEventActionBar } from './CapitalEventActionBar';
import { EventStateBadge } from './EventStateBadge';
import { FullPageLoader } from './FullPageLoader';

const note = css({ color: 'gray.600', mb: '3' });

/** What a state means for the person looking at the call, under its title. */
function StateNote({
  state,
  finalizedBy,
}: {
  state: CapitalEventState;
  finalizedBy: string | null;
}) {
  if (state === 'completed')
    return (
      <p className={note} data-testid="read-only-note">
        Finalized{finalizedBy ? ` by ${finalizedBy}` : ''}: posted to the ledger and no longer
        editable.
      </p>
    );
  if (state === 'out_of_date')
    return (
      <p className={note} data-testid="read-only-note">
        Out of date after a rollback: read-only until it is refreshed.
      </p>
    );
  if (state === 'cancelled')
    return (
      <p className={note} data-testid="read-only-note">
        Cancelled: nothing was posted, and it cannot be reopened.
      </p>
    );
  if (state === 'deleted')
    return (
      <p className={note} data-testid="read-only-note">
        Deleted: nothing was posted.
      </p>
    );
  return null;
}

/**
 * A capital event's status as its pages show it, from the capitalEvent machine's state: while
 * a workflow runs (in progress) only the full-page loader with its message (spec §4 event
 * polling); otherwise the state badge, the lifecycle buttons the machine allows this user, and
 * for anything but a draft why it is read-only.
 */
export function CapitalEventStatus({
  state,
  facts,
  userId,
  can,
  busy,
  blockedReason = null,
  workflowMessage = null,
  finalizedBy = null,
  onAction,
}: {
  state: CapitalEventState;
  facts: CapitalEventFacts;
  userId: string;
  can: (permission: PermissionType) => boolean;
  busy: boolean;
  blockedReason?: string | null;
  workflowMessage?: string | null;
  finalizedBy?: string | null;
  onAction: (action: CapitalEventActionName) => void;
}) {
  if (state === 'in_progress') return <FullPageLoader message={workflowMessage} />;
  return (
    <div>
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: '4',
        })}
      >
        {state === 'deleted' ? <span /> : <EventStateBadge state={state} />}
        <CapitalEventActionBar
          state={state}
          facts={facts}
          userId={userId}
          can={can}
          busy={busy}
          blockedReason={blockedReason}
          onAction={onAction}
        />
      </div>
      <StateNote state={state} finalizedBy={finalizedBy} />
    </div>
  );
}
