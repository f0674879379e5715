import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/server/db/migrate';
import { startJobQueue, type JobQueue } from '../../src/server/jobs/job-queue';
import { testDatabases, type TestDatabaseHandle } from './test-databases';

/**
 * The durable job queue (pg-boss 12) on both databases: a job sent in a transaction runs once
 * it commits (and never when it rolls back), and a job whose process stopped while it ran (the
 * brief's simulation of a crash: pg-boss fails the unfinished job into a retry) runs again in a
 * new queue, as after a restart, and completes once.
 */
const waitFor = async (check: () => boolean, ms: number) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.each(testDatabases())('job queue on $name', (database) => {
  let opened: TestDatabaseHandle;
  beforeAll(async () => {
    opened = await database.open();
    await migrate(opened.handle);
  });
  afterAll(async () => {
    await opened.dispose();
  });

  it('runs a job sent in a committed transaction, and not one rolled back', async () => {
    const seen: { value: string; attempt: number; at: number }[] = [];
    const queue = await startJobQueue(
      opened.handle,
      [
        {
          name: 'echo',
          retryLimit: 1,
          handler: async ({ data, attempt }) => {
            seen.push({ value: (data as { value: string }).value, attempt, at: Date.now() });
          },
        },
      ],
      { log: () => {} },
    );
    try {
      const db = opened.handle.db;
      const sentAt = Date.now();
      await db.transaction(async (tx) => {
        await queue.send(tx, 'echo', { value: 'kept' });
      });
      await db
        .transaction(async (tx) => {
          await queue.send(tx, 'echo', { value: 'rolled back' });
          throw new Error('roll back');
        })
        .catch(() => {});
      await waitFor(() => seen.length > 0, 5000);
      // Started by LISTEN/NOTIFY, well before the 2 s poll.
      expect(seen[0]!.at - sentAt).toBeLessThan(1500);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(seen.map((s) => [s.value, s.attempt])).toEqual([['kept', 1]]);
    } finally {
      await queue.stop();
    }
  });

  it('re-runs a job whose process stopped mid-run, once, after a restart', async () => {
    const runs: { attempt: number; finished: boolean }[] = [];
    let release: () => void = () => {};
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = await startJobQueue(
      opened.handle,
      [
        {
          name: 'crashy',
          retryLimit: 2,
          handler: async ({ attempt }) => {
            const run = { attempt, finished: false };
            runs.push(run);
            // The first process never finishes this job: it is stopped while the job runs.
            await blocked;
          },
        },
      ],
      { log: () => {}, superviseIntervalSeconds: 1 },
    );
    await opened.handle.db.transaction(async (tx) => {
      await first.send(tx, 'crashy', {});
    });
    await waitFor(() => runs.length === 1, 5000);
    await first.stop();
    release();

    let second: JobQueue | null = null;
    try {
      second = await startJobQueue(
        opened.handle,
        [
          {
            name: 'crashy',
            retryLimit: 2,
            handler: async ({ attempt }) => {
              runs.push({ attempt, finished: true });
            },
          },
        ],
        { log: () => {}, superviseIntervalSeconds: 1 },
      );
      await waitFor(() => runs.length === 2, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(runs).toEqual([
        { attempt: 1, finished: false },
        { attempt: 2, finished: true },
      ]);
      const [job] = await opened.handle.query<{ state: string }>(
        `select state from pgboss.job where name = 'crashy'`,
      );
      expect(job?.state).toBe('completed');
    } finally {
      await second?.stop();
    }
  }, 45_000);
});
