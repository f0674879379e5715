import { fromDrizzle, fromPglite, PgBoss, type Job } from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/database';
import type { Logger } from '../logger';

/**
 * Durable background jobs in the server's own process on pg-boss 12: on PGlite through its
 * `fromPglite` adapter (the same instance the app uses, taking turns with its queries), on
 * PostgreSQL through a small pool of its own. A job is sent inside the caller's transaction, so
 * it exists exactly when the change that asked for it commits. A job whose process died
 * (kill -9) stops sending heartbeats; pg-boss's supervisor then fails it into a retry and a
 * worker (after a restart, this process's) runs it again: handlers must be idempotent.
 *
 * Progress is not pg-boss's business: each job keeps it in a table of its own area.
 * (src/server/jobs/job-runner.ts stays for the interval jobs: scheduled transfers.)
 */
export type JobHandler<T extends object> = (job: {
  id: string;
  data: T;
  attempt: number;
}) => Promise<void>;

export type QueueDefinition<T extends object> = {
  name: string;
  handler: JobHandler<T>;
  /** How many times a job is tried again after its process died or it threw (not a handled failure). */
  retryLimit: number;
};

export type JobQueue = {
  /** Sends a job inside `tx` (committed with it). */
  send: <T extends object>(tx: Database, name: string, data: T) => Promise<string>;
  stop: () => Promise<void>;
};

export type JobQueueOptions = {
  log: Logger;
  /** The interval pg-boss expects a heartbeat in (≥ 10 s); a job silent this long is orphaned. */
  heartbeatSeconds?: number;
  /** How often the supervisor looks for orphaned jobs. */
  superviseIntervalSeconds?: number;
  /** Whether this process works the queues (false: send only, for tests of a crash). */
  work?: boolean;
};

function bossFor(handle: DatabaseHandle, options: JobQueueOptions): PgBoss {
  // The monitor pass is what fails a job whose heartbeat lapsed (a crashed worker's) into a
  // retry: it runs as often as the supervisor, so an orphan re-runs about 15 s after a restart.
  const every = options.superviseIntervalSeconds ?? 5;
  const timing = { superviseIntervalSeconds: every, monitorIntervalSeconds: every };
  const database = handle.jobDatabase;
  return database.kind === 'pglite'
    ? new PgBoss({
        db: fromPglite(database.pglite),
        backend: 'pglite',
        useListenNotify: true,
        schedule: false,
        ...timing,
      })
    : new PgBoss({
        connectionString: database.url,
        max: 3,
        useListenNotify: true,
        schedule: false,
        ...timing,
      });
}

/** Starts pg-boss (creating or migrating its schema), creates the queues and works them. */
export async function startJobQueue(
  handle: DatabaseHandle,
  queues: QueueDefinition<object>[],
  options: JobQueueOptions,
): Promise<JobQueue> {
  const boss = bossFor(handle, options);
  boss.on('error', (error) =>
    options.log({ level: 'error', msg: 'job queue error', error: String(error) }),
  );
  await boss.start();
  const heartbeatSeconds = Math.max(10, options.heartbeatSeconds ?? 10);
  for (const queue of queues) {
    await boss.createQueue(queue.name, {
      retryLimit: queue.retryLimit,
      retryDelay: 0,
      heartbeatSeconds,
      expireInSeconds: 60 * 60,
      notify: true,
    });
    if (options.work === false) continue;
    await boss.work<object>(
      queue.name,
      { batchSize: 1, pollingIntervalSeconds: 2 },
      async ([job]: Job<object>[]) => {
        if (!job) return;
        await queue.handler({ id: job.id, data: job.data, attempt: job.retryCount + 1 });
      },
    );
  }
  let stopped = false;
  return {
    send: async (tx, name, data) => {
      // Our Database is drizzle's, whose execute answers what the adapter reads ({ rows }).
      const db = fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql);
      const id = await boss.send(name, data, { db });
      if (!id) throw new Error(`job queue ${name} refused the job`);
      return id;
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      // Not graceful: a running job is left active, and re-run after its heartbeat lapses.
      await boss.stop({ graceful: false, close: true, timeout: 1000 });
    },
  };
}
