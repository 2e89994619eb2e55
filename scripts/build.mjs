// npm run build: builds the browser app and the server, then records a hash of the sources it built
// from. With --if-changed (npm start) it builds only when that hash differs from the last build's,
// or an output is missing, so a restart does not pay for a build of unchanged sources.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampPath = join(root, 'apps/server/dist/build-inputs.sha256');
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];
// What the two builds read. Tests are not bundled, so changing one needs no build.
const inputs = [
  'package.json',
  'package-lock.json',
  'packages/shared',
  'apps/web',
  'apps/server/package.json',
  'apps/server/build.mjs',
  'apps/server/src',
];
const skipped = new Set(['node_modules', 'dist']);
const isTest = (name) => /\.test\.tsx?$/.test(name) || name === 'test';

/** The files under `path` (relative to the root), or `path` itself when it is a file. */
function files(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full)
    .filter((name) => !skipped.has(name) && !isTest(name))
    .flatMap((name) => files(relative(root, join(full, name))));
}

function sourcesHash() {
  const hash = createHash('sha256').update(process.version);
  for (const file of inputs.flatMap(files).sort()) {
    hash.update(`\0${file}\0`).update(readFileSync(join(root, file)));
  }
  return hash.digest('hex');
}

const current = sourcesHash();
if (process.argv.includes('--if-changed')) {
  const built = existsSync(stampPath) ? readFileSync(stampPath, 'utf8').trim() : null;
  if (built === current && outputs.every((output) => existsSync(join(root, output)))) {
    console.log('Sources unchanged since the last build: starting without building.');
    process.exit(0);
  }
}

for (const workspace of ['@siar/web', '@siar/server']) {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
writeFileSync(stampPath, `${current}\n`);
