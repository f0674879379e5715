import type { Logger } from '../app-env';

export type Job = { name: string; run: () => Promise<unknown> };

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
          const result = await job.run();
          options.log({ level: 'info', msg: `job ${job.name} ran`, result });
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
