// npm test: unit and API tests (Vitest), then browser tests (Playwright in Debian's Chromium)
// against the built product. DATABASE_URL runs both on that PostgreSQL server instead of PGlite.
// Ends with one line, "Tests: N passed, N failed, N skipped, N flaky", adding up both suites; a
// browser journey that passed only on its retry counts as passed and also as flaky, so a retry
// that hides a real intermittent failure stays visible in the summary.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const onCi = process.env.CI === 'true' || process.env.CI === '1';
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
let failedStep = false;

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  return result.status ?? 1;
};
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);
// Each failed test is named again beside the totals, so a log read from its tail says which.
const failures = [];
const firstLine = (text) =>
  String(text ?? '')
    .trim()
    .split('\n')[0]
    .slice(0, 300);
const unitFailures = (report) => {
  for (const file of report.testResults) {
    const path = file.name.replace(`${process.cwd()}/`, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(`${path} › ${test.fullName} — ${firstLine(test.failureMessages[0])}`);
    if (file.status === 'failed' && failed.length === 0)
      failures.push(`${path} — ${firstLine(file.message)}`);
  }
};
const journeyFailures = (suite, titles = []) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const error = test.results.find((result) => result.error)?.error?.message;
      const name = [...titles, spec.title].filter(Boolean).join(' › ');
      failures.push(
        `${test.status === 'flaky' ? 'flaky ' : ''}${spec.file}:${spec.line} › ${name} — ${firstLine(error)}`,
      );
    }
  }
  for (const child of suite.suites ?? []) journeyFailures(child, [...titles, child.title]);
};

rmSync('.test-reports', { recursive: true, force: true });
mkdirSync('.test-reports', { recursive: true });
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';
// On PostgreSQL only the server's tests run: the browser app's and the shared package's never open
// a database, so a second run of them (about two minutes of CI) would test nothing new.
const onlyServer = process.env.DATABASE_URL ? ['--project', 'node', 'apps/server/'] : [];
// The whole browser suite runs on PGlite, the quick start's database. On PostgreSQL the journeys
// whose server paths lean on the database most run again (claims and locks of sending, live
// events, payments, imports, number privacy): the server's tests above already cover every query
// on both, and the full suite twice cost CI some thirteen minutes for little more.
const JOURNEYS_ON_POSTGRES = [
  'e2e/sign-up.spec.ts',
  'e2e/campaigns.spec.ts',
  'e2e/chats.spec.ts',
  'e2e/warmup.spec.ts',
  'e2e/billing.spec.ts',
  'e2e/contacts.spec.ts',
  'e2e/team.spec.ts',
];
const journeys = process.env.DATABASE_URL ? JOURNEYS_ON_POSTGRES : [];
console.log(
  `\n== Unit and API tests on ${database}${onlyServer.length ? ' (the server’s; the rest use no database)' : ''}`,
);
const unitStatus = run('npx', [
  'vitest',
  'run',
  ...onlyServer,
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=.test-reports/unit.json',
]);
const unit = readJson('.test-reports/unit.json');
if (unit) {
  totals.passed += unit.numPassedTests;
  totals.failed += unit.numFailedTests;
  totals.skipped += unit.numPendingTests + unit.numTodoTests;
  unitFailures(unit);
}
if (unitStatus !== 0) failedStep = true;

console.log(
  `\n== Browser tests on ${database}${journeys.length ? ` (${journeys.length} journeys; all of them on PGlite)` : ''}`,
);
if (!existsSync(chromium)) {
  const message = `Chromium was not found at ${chromium}: the browser tests cannot run. Install it with: apt-get install -y chromium`;
  if (onCi) {
    console.error(`${message}\nUnder CI a missing browser is a failure.`);
    failedStep = true;
    totals.failed += 1;
  } else {
    console.warn(`${message}\nSkipping only the browser tests.`);
  }
} else if (run('node', ['scripts/build.mjs', '--if-changed']) !== 0) {
  console.error('The build failed, so the browser tests cannot run.');
  failedStep = true;
  totals.failed += 1;
} else {
  process.env.E2E_PORT = String(await freePort());
  const e2eStatus = run('npx', ['playwright', 'test', ...journeys]);
  const e2e = readJson('.test-reports/e2e.json');
  if (e2e) {
    totals.passed += e2e.stats.expected + e2e.stats.flaky;
    totals.failed += e2e.stats.unexpected;
    totals.skipped += e2e.stats.skipped;
    totals.flaky += e2e.stats.flaky;
    for (const suite of e2e.suites) journeyFailures(suite);
  }
  if (e2eStatus !== 0) failedStep = true;
}

for (const failure of failures) console.log(`Failed: ${failure}`);
console.log(
  `\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, ${totals.flaky} flaky`,
);
process.exit(failedStep || totals.failed > 0 ? 1 : 0);
