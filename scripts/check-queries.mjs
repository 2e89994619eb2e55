// Every query lives in a `*.repo.ts` (or in `apps/server/src/db/`, the database's own plumbing):
// no other server file imports drizzle-orm or the tables for their values. `npm run check` (and so
// CI) runs this; a type-only import (`import type { … }`) is fine, as are tests and test helpers.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = new URL('../apps/server/src/', import.meta.url).pathname;
const ALLOWED = [/\.repo\.ts$/, /^db\//, /\.test\.ts$/, /(^|\/)test\//, /(^|\/)testing\//];
// A value import of drizzle-orm (any entry) or of the schema's tables.
const QUERY_IMPORT =
  /^import\s+(?!type\b)[^;]*?from\s+'(drizzle-orm(\/[\w-]+)?|(\.\.?\/)+(db\/schema|schema)(\/[\w.-]+)?(\.ts)?)';/gms;

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

const offenders = [];
for (const path of files(ROOT)) {
  const name = relative(ROOT, path);
  if (ALLOWED.some((pattern) => pattern.test(name))) continue;
  for (const match of readFileSync(path, 'utf8').matchAll(QUERY_IMPORT))
    offenders.push(`${name}: ${match[1]}`);
}
if (offenders.length > 0) {
  console.error('Queries belong in a *.repo.ts; these files import the query builder or the tables:');
  for (const offender of offenders) console.error(`  ${offender}`);
  process.exit(1);
}
console.log('Queries: every one in a *.repo.ts.');
