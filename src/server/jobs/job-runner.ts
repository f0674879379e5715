import type { Logger } from '../logger';

export type Job = { name: string; run: () => Promise<void> };

/**
 * Runs background jobs in the server's process: once at start, then every `intervalMs`. A job
 * still running when its next turn comes is skipped that turn rather than run twice at once; a
 * job that throws is logged and tried again next turn.
 */
export function startJobRunner(options: { intervalMs: number; jobs: Job[]; log: Logger }) {
  const running = new Set<string>();
  const turn = () =>
    Promise.all(
      options.jobs.map(async (job) => {
        if (running.has(job.name)) return;
        running.add(job.name);
        try {
          // A job logs what it did itself: most turns do nothing worth a line.
          await job.run();
        } catch (error) {
          options.log({
            level: 'error',
            msg: `job ${job.name} failed`,
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          });
        } finally {
          running.delete(job.name);
        }
      }),
    );
  let latest = turn();
  const timer = setInterval(() => {
    latest = turn();
  }, options.intervalMs);
  timer.unref();
  return {
    /** Stops further turns; resolves when the latest one has finished. */
    stop: async () => {
      clearInterval(timer);
      await latest;
    },
  };
}
