import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
// Per port, so several runs on one machine never share a database or a build.
const dataDir = `.data/e2e-${port}`;
const staticDir = process.env.E2E_STATIC_DIR ?? 'dist';

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/${port}`,
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1400, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
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
    },
  },
  webServer: {
    // A fresh embedded database per run: the tests start from the demo data alone.
    command: `rm -rf ${dataDir} && node --import tsx src/server/main.ts`,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      APP_ENV: 'e2e',
      LOG_REQUESTS: 'false',
      DATABASE_URL: '',
    },
    url: `http://127.0.0.1:${port}/api/frontend/ping`,
    timeout: 120_000,
    reuseExistingServer: false,
  },
});
