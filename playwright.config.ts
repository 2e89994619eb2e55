import { defineConfig } from '@playwright/test';

// The built product, served by the real server on a free port of its own (scripts/test.mjs picks
// it; a stale server from an earlier run is never reused). Build first: npm run build.
// The port lives in the environment so the runner's workers, which load this file again, agree.
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(20000 + Math.floor(Math.random() * 20000));
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.test-reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
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
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/v1/health/`,
    reuseExistingServer: false,
    // SIGTERM lets scripts/e2e-server.mjs stop the server and drop the run's database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 180_000,
    env: { PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
