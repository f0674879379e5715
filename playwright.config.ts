import { defineConfig } from '@playwright/test';
import { e2eRefreshReuseGraceSeconds } from './e2e/e2e-server-settings';
import { subdomainBase, subdomainPort as hostPort } from './e2e/subdomain-hosts';

const port = Number(process.env.E2E_PORT ?? 3210);
// Per port, so several runs on one machine never share a database or a build.
const dataDir = `.data/e2e-${port}`;
const staticDir = process.env.E2E_STATIC_DIR ?? 'dist';
// A second server serves customers on their own web domains under this base; chromium
// resolves every name under it to this machine.
const subdomainPort = hostPort(port);
const subdomainSpec = /subdomains\.spec\.ts/;
// Specs that post to the demo fund for good (a published fee charge cannot be rolled back yet;
// event-corrections rolls back and refreshes the latest call, which leaves its figures as they
// were) get a server and demo of their own: the other specs pin the seeded demo's figures and
// change the demo as they go (closings, transfers), so neither side may see the other's
// postings. Within that server the files run in name order: event-corrections.spec takes the
// call capital-call.spec finalized, and fee-posting.spec (which publishes Q2 2026's fee and sets
// the fee's waiver methodology) runs after both; fee-late-offset.spec (which publishes Q4 2025's
// fee and applies a late offset to it) runs before fee-posting and pins only that fee's figures;
// finalized-call-cancel-correct.spec (which cancel-corrects the demo's Capital call 1 for good)
// runs last.
const postsToDemoSpec =
  /(capital-call|event-corrections|fee-late-offset|fee-posting|finalized-call-cancel-correct)\.spec\.ts/;
const postsToDemoPort = port + 2000;
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const serverEnv = {
  STATIC_DIR: staticDir,
  APP_ENV: 'e2e',
  LOG_REQUESTS: 'false',
  DATABASE_URL: '',
  // Every spec signs in from 127.0.0.1, and mail sign-ins count against the address: over a
  // full run the default 50 a quarter-hour locks out specs that have done nothing wrong. The
  // per-account limit stays as shipped (auth.spec tests it).
  AUTH_THROTTLE_PER_ADDRESS: '100000',
  AUTH_REFRESH_REUSE_GRACE_SECONDS: String(e2eRefreshReuseGraceSeconds),
};

const appUse = {
  baseURL: `http://127.0.0.1:${port}`,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  },
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/${port}`,
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    viewport: { width: 1400, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'app',
      testIgnore: [subdomainSpec, postsToDemoSpec],
      use: appUse,
    },
    {
      name: 'posts-to-demo',
      testMatch: postsToDemoSpec,
      use: { ...appUse, baseURL: `http://127.0.0.1:${postsToDemoPort}` },
    },
    {
      name: 'subdomains',
      testMatch: subdomainSpec,
      use: {
        baseURL: `http://auth.${subdomainBase}:${subdomainPort}`,
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            ...chromiumArgs,
            `--host-resolver-rules=MAP *.${subdomainBase} 127.0.0.1, MAP ${subdomainBase} 127.0.0.1`,
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // A fresh embedded database per run: the tests start from the demo data alone.
      command: `rm -rf ${dataDir} && node --import tsx src/server/main.ts`,
      env: { ...serverEnv, PORT: String(port), DATA_DIR: dataDir },
      url: `http://127.0.0.1:${port}/api/frontend/ping`,
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: `rm -rf ${dataDir}-posts && node --import tsx src/server/main.ts`,
      env: { ...serverEnv, PORT: String(postsToDemoPort), DATA_DIR: `${dataDir}-posts` },
      url: `http://127.0.0.1:${postsToDemoPort}/api/frontend/ping`,
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: `rm -rf ${dataDir}-subdomains && node --import tsx src/server/main.ts`,
      env: {
        ...serverEnv,
        PORT: String(subdomainPort),
        DATA_DIR: `${dataDir}-subdomains`,
        SUBDOMAIN_BASE: subdomainBase,
      },
      url: `http://127.0.0.1:${subdomainPort}/api/frontend/ping`,
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
});
