/**
 * The process tests/server/job-queue-kill.test.ts kills with SIGKILL: it opens the database
 * (a PGlite data directory or a PostgreSQL URL), starts the job queue, sends one job and, once
 * the job is running, writes the ready file and never finishes it.
 */
import { writeFileSync } from 'node:fs';
import { migrate } from '../../src/server/db/migrate';
import { openDatabase } from '../../src/server/db/open-database';
import { startJobQueue } from '../../src/server/jobs/job-queue';

const [, , kind, target, readyFile] = process.argv;
const handle = await openDatabase(
  kind === 'pglite' ? { kind: 'pglite', dataDir: target } : { kind: 'postgres', url: target! },
);
await migrate(handle);
const queue = await startJobQueue(
  handle,
  [
    {
      name: 'killed',
      retryLimit: 2,
      handler: async ({ attempt }) => {
        writeFileSync(readyFile!, String(attempt));
        await new Promise(() => {});
      },
    },
  ],
  { log: () => {} },
);
await handle.db.transaction(async (tx) => {
  await queue.send(tx, 'killed', {});
});
