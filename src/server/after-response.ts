import type { Logger } from './logger';

/**
 * Work a request starts but does not wait for: it begins once the answer is on its way, so
 * the answer's timing says nothing about it (whether a sign-in mail went to a real account).
 * Failures are logged; tests wait for `settled` instead of guessing.
 */
export type AfterResponse = {
  run: (name: string, task: () => Promise<void>) => void;
  settled: () => Promise<void>;
};

export function createAfterResponse(log: Logger): AfterResponse {
  const pending = new Set<Promise<void>>();
  return {
    run: (name, task) => {
      const running = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) =>
          log({
            level: 'error',
            msg: `after-response task failed: ${name}`,
            error: error instanceof Error ? (error.stack ?? error.message) : String(error),
          }),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
