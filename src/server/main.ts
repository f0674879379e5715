import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { WebSocketServer } from 'ws';
import { createApiApp } from './app';
import { readConfig } from './config';
import { createDeps } from './create-deps';
import { jsonBodyLimitBytes } from './middleware/body-limit';
import { demoUsers } from './db/demo-data';
import { startJobRunner } from './jobs/job-runner';
import { jobQueueFor, stopJobQueueFor } from './jobs/job-queues';
import { processDueTransfers } from './investor-transfer/scheduled-transfers';

const config = readConfig();
const deps = await createDeps(config);
const app = createApiApp(deps);
// Durable jobs (waterfall runs) start with the server, so a job orphaned by a crash resumes.
await jobQueueFor(deps);

const indexPath = `${config.staticDir}/index.html`;
if (existsSync(indexPath)) {
  const root = relative(process.cwd(), config.staticDir) || '.';
  // The index is never cached: the new-version banner polls it to notice a deploy.
  app.use('/assets/*', serveStatic({ root }));
  app.get('*', (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexPath, 'utf8'));
  });
} else {
  deps.log({ level: 'warn', msg: `no built front end at ${indexPath}; run npm run build` });
}

// The assistant's chat (under /ai) upgrades to a websocket through node-server's own adapter.
// A chat message is a question, not a file: the same 1 MB as a JSON body (ws allows 100 MB).
const websocket = {
  server: new WebSocketServer({ noServer: true, maxPayload: jsonBodyLimitBytes }),
};
const server = serve(
  { fetch: app.fetch, port: config.port, hostname: config.host, websocket },
  (info) => {
    const url = `http://localhost:${info.port}/`;
    console.log(
      `\nFund admin app on ${url} (database: ${deps.handle.driver}, env: ${config.appEnv})`,
    );
    console.log('Demo sign-ins:');
    for (const user of demoUsers) console.log(`  ${user.email.padEnd(22)} ${user.password}`);
  },
);

// Spec §4: scheduled transfers are processed when their date arrives, by the server itself.
const jobs =
  config.jobsIntervalSeconds > 0
    ? startJobRunner({
        intervalMs: config.jobsIntervalSeconds * 1000,
        log: deps.log,
        jobs: [
          {
            name: 'process_due_transfers',
            run: async () => {
              const today = deps.now().toISOString().slice(0, 10);
              const outcome = await processDueTransfers(deps.handle.db, today);
              if (outcome.processed.length > 0)
                deps.log({ level: 'info', msg: 'scheduled transfers processed', ...outcome });
              // A failed one stays scheduled and is tried again next turn: say why meanwhile.
              if (outcome.failed.length > 0)
                deps.log({ level: 'warn', msg: 'scheduled transfers not processed', ...outcome });
            },
          },
        ],
      })
    : null;

const shutdown = async () => {
  server.close();
  await jobs?.stop();
  await stopJobQueueFor(deps.handle);
  await deps.handle.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
