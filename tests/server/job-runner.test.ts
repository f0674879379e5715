import { afterEach, describe, expect, it, vi } from 'vitest';
import { startJobRunner } from '../../src/server/jobs/job-runner';

describe('the in-process job runner', () => {
  afterEach(() => vi.useRealTimers());

  it('runs at start and every interval, skips a turn while still running, and logs a failure', async () => {
    vi.useFakeTimers();
    const log = vi.fn();
    let release: () => void = () => {};
    let slowRuns = 0;
    let failingRuns = 0;
    const runner = startJobRunner({
      intervalMs: 1000,
      log,
      jobs: [
        {
          name: 'slow',
          run: () => {
            slowRuns += 1;
            return new Promise<void>((resolve) => {
              release = resolve;
            });
          },
        },
        {
          name: 'failing',
          run: () => {
            failingRuns += 1;
            return Promise.reject(new Error('database away'));
          },
        },
      ],
    });
    await vi.advanceTimersByTimeAsync(2500);
    // The slow job's first run has not finished: its turns at 1 s and 2 s are skipped.
    expect(slowRuns).toBe(1);
    expect(failingRuns).toBe(3);
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ level: 'error', msg: 'job failing failed' }),
    );
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(slowRuns).toBe(2);
    release();
    const stopped = runner.stop();
    await vi.advanceTimersByTimeAsync(5000);
    await stopped;
    expect([slowRuns, failingRuns]).toEqual([2, 4]);
  });
});
