import type { WaterfallRunState } from '../../../../../machines/waterfall-run.machine';
import type { DistributionEvent } from '../../../../api/distribution';

/**
 * The waterfallRun machine's state of a distribution as the server reports it: no run (or a
 * successful run of inputs edited since) is idle; a job queued again after it had started (a
 * restart cut it off) or a retry the user has just asked for is retried; otherwise the run's
 * status.
 */
export function waterfallRunStateOf(
  event: Pick<DistributionEvent, 'run' | 'run_is_current'>,
  retrying = false,
): WaterfallRunState {
  const { run } = event;
  if (retrying) return 'retried';
  if (!run) return 'idle';
  if (run.status === 'succeeded') return event.run_is_current ? 'succeeded' : 'idle';
  if (run.status === 'queued' && run.attempts > 0) return 'retried';
  return run.status;
}
