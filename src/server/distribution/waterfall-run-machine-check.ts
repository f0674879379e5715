import {
  waterfallRunAllows,
  waterfallRunStatusEvent,
  type WaterfallRunState,
  type WaterfallRunStatus,
} from '../../../machines/waterfall-run.machine';
import { apiErrorCodes } from '../../api/api-error';
import { ApiError } from '../api-error';

/**
 * The server's side of the waterfallRun machine (idle → queued → running → succeeded | failed →
 * retried): every change of a stored run's status asks the machine first, so the page and the
 * job agree on what can follow what. A failed run goes back to queued through retried; a job
 * re-run after a crash finds its run still running and goes through retried as well.
 */
export function waterfallRunPath(
  from: WaterfallRunState,
  to: Exclude<WaterfallRunStatus, 'retried'>,
): boolean {
  const through: WaterfallRunState | null =
    from === 'failed' && to === 'queued'
      ? 'retried'
      : from === 'running' && to === 'running'
        ? 'retried'
        : null;
  if (through === null) return waterfallRunAllows(from, waterfallRunStatusEvent(to));
  return (
    waterfallRunAllows(from, waterfallRunStatusEvent('retried')) &&
    waterfallRunAllows(through, waterfallRunStatusEvent(to))
  );
}

/** A 409 invalid_transition when the machine does not let the run go from `from` to `to`. */
export function assertWaterfallRunPath(
  from: WaterfallRunState,
  to: Exclude<WaterfallRunStatus, 'retried'>,
): void {
  if (waterfallRunPath(from, to)) return;
  throw new ApiError({
    status: 409,
    code: apiErrorCodes.invalidTransition,
    message: `A waterfall run that is ${from} cannot become ${to}.`,
  });
}
