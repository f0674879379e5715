// The investors and commitments table endpoints at scale (issue 16): 10,000 investors, 20,000
// commitments and 1,000,000 ledger rows, on PGlite and on PostgreSQL. Each endpoint's time
// alone, then 20 concurrent clients (p50, p99) while a ping and a password sign-in are timed.
// Targets: p99 ≤ 300 ms on PostgreSQL; ping ≤ 100 ms on PGlite; sign-in < 100 ms.
// Takes minutes (the seeding most), so `npm run bench` skips it: run `npm run bench -- tables`.
// BENCH_DB=pglite or BENCH_DB=postgres runs one database; BENCH_REQUESTS sets the requests per
// endpoint under load (default 100), BENCH_SECONDS how long to keep issuing them at most (90).
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate } from '../src/server/db/migrate';
import { openDatabase, type DatabaseOptions } from '../src/server/db/open-database';
import { seedDemoData } from '../src/server/db/seed';
import { apiSignIn } from './api-sign-in';
import { waitFor } from './app-in-chromium';
import { scale, seedScaleData } from './tables-scale';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.BENCH_PORT ?? 3308);
const base = `http://127.0.0.1:${port}`;
const postgresAdminUrl =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const concurrent = 20;
const requestsUnderLoad = Number(process.env.BENCH_REQUESTS ?? 100);
const secondsUnderLoad = Number(process.env.BENCH_SECONDS ?? 90);
const databases = (process.env.BENCH_DB ?? 'pglite,postgres').split(',');

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;
const summary = (values: number[]) =>
  values.length === 0
    ? 'no samples'
    : `p50 ${ms(quantile(values, 0.5))}, p99 ${ms(quantile(values, 0.99))}, max ${ms(Math.max(...values))} (n=${values.length})`;

/**
 * One request's time to its last byte, through node:http with no client timeout (fetch gives
 * up after 300 s without headers, and a loaded table read can take longer).
 */
function timed(url: string, init?: RequestInit): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: init?.method ?? 'GET',
        headers: init?.headers as Record<string, string> | undefined,
        agent: false,
      },
      (response) => {
        response.on('data', () => {});
        response.on('error', reject);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve(performance.now() - started);
          else reject(new Error(`${url} answered ${status}`));
        });
      },
    );
    request.on('error', reject);
    if (typeof init?.body === 'string') request.write(init.body);
    request.end();
  });
}

/** A request's time, or null when it failed (counted, not fatal: the load goes on). */
async function attempt(failures: string[], url: string, init?: RequestInit) {
  try {
    return await timed(url, init);
  } catch (error) {
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    failures.push(cause?.code ?? code ?? (error as Error).message);
    return null;
  }
}
const failed = (failures: string[]) =>
  failures.length === 0 ? '' : `, ${failures.length} failed (${[...new Set(failures)].join(', ')})`;

async function rowCount(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  const body = (await response.json()) as { rows?: unknown[] };
  return body.rows?.length ?? 0;
}

/** Opens the database in this process, migrates, seeds the demo and the scale data, closes. */
async function prepare(options: DatabaseOptions) {
  const started = performance.now();
  const handle = await openDatabase(options);
  try {
    await migrate(handle);
    await seedDemoData(handle.db);
    const { ledgerRows } = await handle.withConnection((connection) =>
      seedScaleData(connection, (message) => console.log(`    ${message}`)),
    );
    console.log(
      `  seeded ${scale.investors} investors, ${scale.investors * scale.commitmentsPerEntity} commitments, ${ledgerRows} ledger rows in ${ms(performance.now() - started)}`,
    );
  } finally {
    await handle.close();
  }
}

function startServer(env: Record<string, string>) {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_REQUESTS: 'false',
      APP_ENV: 'bench',
      JOBS_INTERVAL_SECONDS: '0',
      // Sign-in is timed again and again; the throttle must not be what is measured.
      AUTH_THROTTLE_PER_ADDRESS: '100000',
      AUTH_THROTTLE_PER_ACCOUNT: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function measure(label: string) {
  await waitFor(`${base}/api/frontend/ping`, 300_000);
  const { access } = await apiSignIn(base, 'staff@demo.test', 'demo-staff-2026');
  // As a browser asks: the tables go gzipped (a 20,000-row table is ~70 MB of JSON, ~4 MB gzipped).
  const headers = { Authorization: `Bearer ${access}`, 'Accept-Encoding': 'gzip' };
  const families = (await (await fetch(`${base}/api/fund-family/`, { headers })).json()) as {
    id: string;
    name: string;
  }[];
  const family = families.find((f) => f.name.startsWith('Bench Scale Fund'))!.id;
  const endpoints = [
    ['investors', '/api/investor-table-data'],
    ['commitments', `/api/commitment-information-table-data/?fund_family_id=${family}`],
  ] as const;
  // The first read builds the table; later ones are answered from the table cache until a change
  // of the customer's data is committed (src/server/table-data/table-cache.ts).
  for (const [name, path] of endpoints) {
    const started = performance.now();
    const rows = await rowCount(`${base}${path}`, headers);
    console.log(`  ${name} table: ${rows} rows, built in ${ms(performance.now() - started)}`);
  }

  const signInInit = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'reader@demo.test', password: 'demo-reader-2026' }),
  };
  const quiet = { ping: [] as number[], signIn: [] as number[] };
  for (let i = 0; i < 5; i++) {
    quiet.ping.push(await timed(`${base}/api/frontend/ping`));
    quiet.signIn.push(await timed(`${base}/api/token/`, signInInit));
  }
  console.log(
    `  without load: ping ${ms(quantile(quiet.ping, 0.5))}, sign-in (password step) ${ms(quantile(quiet.signIn, 0.5))}`,
  );

  for (const [name, path] of endpoints) {
    const alone = [];
    for (let i = 0; i < 4; i++) alone.push(await timed(`${base}${path}`, { headers }));
    console.log(
      `  ${name} alone: ${ms(quantile(alone.slice(1), 0.5))} (median of 3 after a warm-up; unchanged data, from the cache)`,
    );

    const pings: number[] = [];
    const signIns: number[] = [];
    const reads: number[] = [];
    const failures = { ping: [] as string[], signIn: [] as string[], read: [] as string[] };
    const record = (into: number[], time: number | null) => {
      if (time !== null) into.push(time);
    };
    let loading = true;
    const pinger = (async () => {
      while (loading) {
        record(pings, await attempt(failures.ping, `${base}/api/frontend/ping`));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const signer = (async () => {
      while (loading) {
        // The first factor of a sign-in: the password checked, the flow token issued.
        record(signIns, await attempt(failures.signIn, `${base}/api/token/`, signInInit));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    let issued = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrent }, async () => {
        while (
          issued < requestsUnderLoad &&
          performance.now() - started < secondsUnderLoad * 1000
        ) {
          issued += 1;
          record(reads, await attempt(failures.read, `${base}${path}`, { headers }));
        }
      }),
    );
    const elapsed = performance.now() - started;
    loading = false;
    await Promise.all([pinger, signer]);
    // Other work on the machine stretches every figure: say how busy it was.
    console.log(
      `  load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${cpus().length} cores`,
    );
    console.log(
      `  ${name}, ${concurrent} concurrent, ${reads.length} requests in ${ms(elapsed)} (${((reads.length * 1000) / elapsed).toFixed(1)}/s):`,
    );
    console.log(
      `    each read: ${summary(reads)}${failed(failures.read)}${label === 'postgres' ? '   target: p99 ≤ 300 ms' : ''}`,
    );
    console.log(`    ping:      ${summary(pings)}${failed(failures.ping)}   target: ≤ 100 ms`);
    console.log(`    sign-in:   ${summary(signIns)}${failed(failures.signIn)}   target: < 100 ms`);
  }
}

async function stop(server: ReturnType<typeof startServer>) {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

if (databases.includes('pglite')) {
  console.log('PGlite:');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-tables-'));
  let server: ReturnType<typeof startServer> | null = null;
  try {
    // One process only may open a PGlite directory: seed here, then start the server on it.
    await prepare({ kind: 'pglite', dataDir });
    server = startServer({
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-front-end'),
      DATABASE_URL: '',
    });
    await measure('pglite');
  } finally {
    if (server) await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (databases.includes('postgres')) {
  console.log('PostgreSQL:');
  const database = `bench_tables_${process.pid}`;
  const admin = new pg.Client(postgresAdminUrl);
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${database}`;
  let server: ReturnType<typeof startServer> | null = null;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-tables-pg-'));
  try {
    await prepare({ kind: 'postgres', url: url.toString(), maxConnections: 2 });
    server = startServer({
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-front-end'),
      DATABASE_URL: url.toString(),
    });
    await measure('postgres');
  } finally {
    if (server) await stop(server);
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
