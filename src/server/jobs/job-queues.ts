import type { Deps } from '../app-env';
import { eventRefreshQueue } from '../corrections/refresh-job';
import type { DatabaseHandle } from '../db/database';
import { waterfallRunQueue } from '../distribution/waterfall-run-job';
import { noticeGenerationQueue } from '../notice/notice-generation';
import { startJobQueue, type JobQueue, type JobQueueOptions } from './job-queue';

const queues = new WeakMap<DatabaseHandle, Promise<JobQueue>>();

/**
 * The app's one job queue per database, with every queue it works (waterfall runs, notice
 * generation, the refresh of out-of-date events). The server starts it at boot, so jobs
 * orphaned by a crash resume; a route that sends a job starts it on first use (tests). Start it
 * outside any transaction: on PGlite, pg-boss's own queries wait for an open one.
 */
export function jobQueueFor(
  deps: Pick<Deps, 'handle' | 'log'>,
  options: Omit<JobQueueOptions, 'log'> = {},
): Promise<JobQueue> {
  let queue = queues.get(deps.handle);
  if (!queue) {
    queue = startJobQueue(
      deps.handle,
      [
        waterfallRunQueue(deps.handle.db, deps.log),
        noticeGenerationQueue(deps.handle.db, deps.log),
        eventRefreshQueue(deps.handle.db, deps.log),
      ],
      {
        log: deps.log,
        ...options,
      },
    );
    queues.set(deps.handle, queue);
  }
  return queue;
}

/** Stops the database's job queue, if one started (before the database closes). */
export async function stopJobQueueFor(handle: DatabaseHandle): Promise<void> {
  const queue = queues.get(handle);
  if (!queue) return;
  queues.delete(handle);
  await (await queue).stop();
}
