import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/open-database';
import { startJobQueue } from '../../src/server/jobs/job-queue';
import { testDatabases } from './test-databases';

/**
 * The crash the issue names: a server killed with kill -9 while a job runs. A child process
 * (job-queue-child.ts) starts the job and is killed with SIGKILL mid-run, leaving the job active
 * with no one to finish it or to say so. A new queue on the same database (the restarted server)
 * runs it again once its heartbeat (10 s) has lapsed, and it completes once. On PGlite the
 * database is a data directory the killed process had open, as `npm start` keeps it.
 */
const waitFor = async (check: () => boolean, ms: number) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.each(testDatabases())('a job killed with kill -9 on $name', (database) => {
  it('re-runs after the restart, once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'h4-kill-'));
    const ready = join(dir, 'ready');
    let target: string;
    let disposeTarget = async () => {};
    if (database.name === 'pglite') {
      target = join(dir, 'pgdata');
    } else {
      // A database of its own, made and dropped by the shared helper.
      const opened = await database.open();
      const url = opened.handle.jobDatabase;
      target = url.kind === 'postgres' ? url.url : '';
      await opened.handle.close();
      disposeTarget = async () => {
        const again = await database.open();
        await again.dispose();
      };
    }
    try {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'tests/server/job-queue-child.ts', database.name, target, ready],
        { stdio: 'ignore' },
      );
      await waitFor(() => existsSync(ready), 60_000);
      expect(readFileSync(ready, 'utf8')).toBe('1');
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));

      const handle = await openDatabase(
        database.name === 'pglite'
          ? { kind: 'pglite', dataDir: target }
          : { kind: 'postgres', url: target },
      );
      const attempts: number[] = [];
      const queue = await startJobQueue(
        handle,
        [
          {
            name: 'killed',
            retryLimit: 2,
            handler: async ({ attempt }) => {
              attempts.push(attempt);
            },
          },
        ],
        { log: () => {}, superviseIntervalSeconds: 1 },
      );
      try {
        await waitFor(() => attempts.length > 0, 45_000);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(attempts).toEqual([2]);
        const jobs = await handle.query<{ state: string; retry_count: number }>(
          `select state, retry_count from pgboss.job where name = 'killed'`,
        );
        expect(jobs).toEqual([{ state: 'completed', retry_count: 1 }]);
      } finally {
        await queue.stop();
        await handle.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await disposeTarget();
    }
  }, 120_000);
});
