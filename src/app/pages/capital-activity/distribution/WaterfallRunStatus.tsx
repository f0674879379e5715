import { css } from 'styled-system/css';
import {
  availableWaterfallRunActions,
  waterfallRunFailedMessage,
  waterfallRunSnapshot,
  waterfallRunStateLabels,
  type WaterfallRunActionName,
  type WaterfallRunState,
} from '../../../../../machines/waterfall-run.machine';
import type { PermissionType } from '../../../../api/permissions';
import { LifecycleActionBar } from '../../../components/LifecycleActionBar';
import { FullPageLoader } from '../FullPageLoader';

/** The button words of a run: a first run, a run again after a success, a retry after a failure. */
export const waterfallRunActionLabel = (
  action: WaterfallRunActionName,
  state: WaterfallRunState,
) =>
  action === 'retry'
    ? 'Retry run'
    : state === 'succeeded'
      ? 'Run waterfall again'
      : 'Run waterfall';

/** What the loader says when the server has no message of its own yet. */
const busyWords: Partial<Record<WaterfallRunState, string>> = {
  queued: 'Waterfall run queued…',
  running: 'Running the waterfall…',
  retried: 'Retrying the waterfall run…',
};

/**
 * A distribution's waterfall run as the page shows it, from the waterfallRun machine's state:
 * while the job is queued, running or retried, only the full-page loader with the job's message
 * (spec §4 event polling); after a failure the alert of spec §8 and Retry; otherwise what the
 * run's results are and Run waterfall. The buttons are what the machine allows from the state,
 * for a writer, while the distribution is a draft.
 */
export function WaterfallRunStatus({
  state,
  attempts,
  message,
  can,
  draft,
  busy,
  runBlockedReason = null,
  onAction,
}: {
  state: WaterfallRunState;
  attempts: number;
  /** The job's own message while it runs (workflow_message), or null. */
  message: string | null;
  can: (permission: PermissionType) => boolean;
  /** The distribution is still a draft (a finalized one is never run again). */
  draft: boolean;
  busy: boolean;
  /** Why the draft cannot be run yet (no proceeds…), or null. */
  runBlockedReason?: string | null;
  onAction: (action: WaterfallRunActionName) => void;
}) {
  const snapshot = waterfallRunSnapshot(state, attempts);
  if (snapshot.hasTag('busy'))
    return <FullPageLoader message={message ?? busyWords[state] ?? null} />;
  const actions =
    draft && can('write')
      ? availableWaterfallRunActions(state).map((name) => ({
          name,
          label: waterfallRunActionLabel(name, state),
          variant: 'primary' as const,
          disabledReason: runBlockedReason,
        }))
      : [];
  return (
    <section
      aria-label="Waterfall run"
      data-run-state={state}
      className={css({
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'flex-start',
        gap: '4',
        mb: '4',
      })}
    >
      <div>
        <p data-testid="waterfall-run-status" className={css({ fontWeight: 'medium' })}>
          Waterfall run: {waterfallRunStateLabels[state]}
          {attempts > 1 ? ` (attempt ${attempts})` : ''}
        </p>
        {snapshot.hasTag('failure') ? (
          <p
            role="alert"
            className={css({
              bg: 'red.50',
              color: 'red.900',
              border: '1px solid',
              borderColor: 'red.200',
              borderRadius: '8px',
              p: '3',
              mt: '2',
            })}
          >
            {waterfallRunFailedMessage}
          </p>
        ) : null}
        {state === 'idle' ? (
          <p
            data-testid="waterfall-run-note"
            className={css({ color: 'gray.600', fontSize: 'sm' })}
          >
            Not run for these inputs: run the waterfall to see each partner&apos;s share.
          </p>
        ) : null}
        {snapshot.hasTag('results') ? (
          <p
            data-testid="waterfall-run-note"
            className={css({ color: 'gray.600', fontSize: 'sm' })}
          >
            The results below are of the saved inputs; editing the draft makes them stale.
          </p>
        ) : null}
      </div>
      <LifecycleActionBar
        label="Waterfall run actions"
        actions={actions}
        busy={busy}
        onAction={onAction}
      />
    </section>
  );
}
