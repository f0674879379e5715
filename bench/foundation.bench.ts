// Foundation figures: JS shipped to the sign-in page and the shell, and GET /api/users/me/
// under a loopback load from a second process (autocannon), on PGlite and on PostgreSQL.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { chromium } from '@playwright/test';
import { apiSignIn } from './api-sign-in';

const root = new URL('..', import.meta.url).pathname;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function waitFor(url: string, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} did not start`);
}

function startServer(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_REQUESTS: 'false', APP_ENV: 'bench', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(server: ChildProcess) {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

const signIn = async (base: string) =>
  (await apiSignIn(base, 'admin@demo.test', 'demo-admin-2026')).access;

/** Gzip size of every JS file a page loads, read from the built files. */
async function javascriptBytes(base: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage();
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js')) loaded.add(path);
  });
  const gzipOf = (paths: Iterable<string>) =>
    [...paths].reduce(
      (sum, path) => sum + gzipSync(readFileSync(join(root, 'dist', path))).length,
      0,
    );
  await page.goto(`${base}/auth/login`, { waitUntil: 'networkidle' });
  const signInFiles = new Set(loaded);
  // The shell's bytes: a signed-in session (set as the sign-in page would) opening the app.
  const token = await apiSignIn(base, 'admin@demo.test', 'demo-admin-2026');
  await page.evaluate((t) => {
    localStorage.setItem(
      'fundline.tokens',
      JSON.stringify({ access: t.access, refresh: t.refresh }),
    );
  }, token);
  await page.goto(`${base}/fund-family`);
  await page.getByRole('heading', { name: 'Fund families', exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  await browser.close();
  return { signIn: gzipOf(signInFiles), shell: gzipOf(loaded), files: loaded.size };
}

function autocannon(url: string, token: string) {
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/autocannon/autocannon.js'),
      '-c',
      '200',
      '-d',
      '10',
      '-j',
      '-H',
      `Authorization=Bearer ${token}`,
      url,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(result.stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  return report;
}

async function loadTest(label: string, env: Record<string, string>, port: number) {
  const server = startServer(port, env);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/frontend/ping`);
    const token = await signIn(base);
    autocannon(`${base}/api/users/me/`, token); // warm-up: JIT, pool, caches
    const report = autocannon(`${base}/api/users/me/`, token);
    console.log(
      `GET /api/users/me/ on ${label}: ${Math.round(report.requests.average)} req/s, ` +
        `p50 ${report.latency.p50} ms, p99 ${report.latency.p99} ms at 200 concurrent ` +
        `(non-2xx ${report.non2xx}, errors ${report.errors}) — target p99 ≤ 20 ms`,
    );
  } finally {
    await stop(server);
  }
}

if (!existsSync(join(root, 'dist/index.html'))) {
  console.log('building the front end first…');
  spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'ignore' });
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
try {
  const port = 3310;
  const server = startServer(port, { DATA_DIR: dataDir, DATABASE_URL: '' });
  try {
    await waitFor(`http://127.0.0.1:${port}/api/frontend/ping`);
    const bytes = await javascriptBytes(`http://127.0.0.1:${port}`);
    console.log(`JS loaded by the sign-in page: ${kb(bytes.signIn)} gzip — target ≤ 150 KB`);
    console.log(
      `JS loaded by the shell after sign-in: ${kb(bytes.shell)} gzip (${bytes.files} files)`,
    );
  } finally {
    await stop(server);
  }
  await loadTest('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, port + 1);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const url = process.env.DATABASE_URL;
if (url) {
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    await loadTest('PostgreSQL', { DATABASE_URL: target.toString() }, 3320);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL: skipped (set DATABASE_URL to measure it)');
}
