// The built app on its own server and a signed-in chromium page, for benchmarks that
// measure what a user waits for in the browser.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { openSignedIn } from '../e2e/api-sign-in';
import { apiSignIn } from './api-sign-in';

const root = new URL('..', import.meta.url).pathname;

export async function waitFor(url: string, timeoutMs = 90_000) {
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

function startServer(port: number, dataDir: string, staticDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      DATABASE_URL: '',
      LOG_REQUESTS: 'false',
      APP_ENV: 'bench',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Builds the app into .data/dist-bench-<name>, serves it on port and signs staff in. */
export async function withAppInChromium(
  name: string,
  port: number,
  run: (page: Page, base: string, browser: Browser) => Promise<void>,
): Promise<void> {
  const base = `http://127.0.0.1:${port}`;
  const staticDir = join(root, `.data/dist-bench-${name}`);
  const build = spawnSync('npx', ['vite', 'build', '--outDir', staticDir], {
    cwd: root,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`vite build failed: ${build.stderr}`);
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const server = startServer(port, dataDir, staticDir);
  try {
    await waitFor(`${base}/api/frontend/ping`);
    const token = await apiSignIn(base, 'staff@demo.test', 'demo-staff-2026');
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
    try {
      const page = await browser.newPage({
        viewport: { width: 1400, height: 900 },
        baseURL: base,
      });
      await openSignedIn(page, '/', token);
      await run(page, base, browser);
    } finally {
      await browser.close();
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
