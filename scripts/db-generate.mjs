// Generates a migration from the Drizzle schema, then drops the "public". qualifier drizzle-kit
// writes into foreign keys, so the committed SQL applies to any schema named by the search_path
// (tests and CI run each in a fresh schema).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'apps/server/drizzle';
execFileSync(
  'npx',
  ['drizzle-kit', 'generate', '--config', 'apps/server/drizzle.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const path = join(dir, file);
  const sql = readFileSync(path, 'utf8');
  const unqualified = sql.replaceAll('"public".', '');
  if (unqualified !== sql) writeFileSync(path, unqualified);
}
