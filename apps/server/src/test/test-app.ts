import { COOKIES, CSRF_HEADER } from '@siar/shared';
import { type App, type AppDeps, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent',
  // A captcha the tests solve in a few milliseconds (the default costs about a second of work).
  ALTCHA_COST: '1',
  ALTCHA_MAX_COUNTER: '10',
  // Tests write rows straight to the database, which announces no live event: every read reads
  // (answer-cache.test.ts turns the cache on).
  ANSWER_CACHE_SECONDS: '0',
};
const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';

/**
 * The real app on a fresh database, driven through `app.inject`; or on the `database` of another
 * test app (a second process with other settings), which its close then leaves open.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    extraRoutes?: AppDeps['extraRoutes'];
    docsDir?: string;
    database?: DatabaseHandle;
  } = {},
): Promise<TestContext> {
  const database = options.database ?? (await openTestDatabase());
  const config = loadConfig({ ...TEST_ENV, ...options.env });
  const app = await buildApp({
    config,
    database,
    secret: TEST_SECRET,
    logger: false,
    extraRoutes: options.extraRoutes,
    docsDir: options.docsDir,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * The same database served by a new process with its timers on, as after a restart: its jobs that
 * run at start have run when this returns, and the queue then works. Close it before the database.
 */
export async function restartWithJobs(database: DatabaseHandle): Promise<App> {
  const app = await buildApp({
    config: loadConfig({ ...TEST_ENV, RUN_JOBS: 'true' }),
    database,
    secret: TEST_SECRET,
    logger: false,
  });
  await app.ready();
  return app;
}

/**
 * What a browser would send after its first GET with these cookies: the cookies, and the csrftoken
 * cookie and header (the token is bound to the session cookie, if there is one).
 */
export async function csrfHeaders(app: App, cookies: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: '/api/v1/health/', cookies });
  const token = response.cookies.find((c) => c.name === COOKIES.csrf)!.value;
  const cookie = Object.entries({ ...cookies, [COOKIES.csrf]: token })
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return { cookie, [CSRF_HEADER]: token };
}
