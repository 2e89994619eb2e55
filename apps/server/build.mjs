// Bundles the server into dist/main.js. npm packages stay external (resolved from node_modules at
// run time); the workspace package @siar/shared, which ships TypeScript source, is bundled in.
// Code behind a dynamic import (the Baileys engine) becomes a chunk of its own, so that its
// packages load only when that import runs: in one bundle, `import … from 'baileys'` sat at the
// top and every process loaded Baileys at start. Loaded, Baileys' protobuf code holds about 1,500
// of V8's transitions from the plain object's shape (all there are), after which objects the
// requests make get new hidden classes each time: cached reads took twice the CPU
// (bench/README.md, G).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@siar/'));
const dist = new URL('./dist/', import.meta.url);

// Chunk names change with their content: the last build's are removed first.
for (const name of existsSync(dist) ? readdirSync(dist) : []) {
  if (name.startsWith('chunk-')) rmSync(new URL(name, dist));
}

await build({
  // The media move ships too, so an image without dev tools can run it (docs/DEPLOY.md).
  entryPoints: { main: 'src/main.ts', 'media-to-s3': 'src/cli/media-to-s3.ts' },
  outdir: 'dist',
  // Chunks sit beside main.js: paths.ts finds the server's root one folder up from either.
  chunkNames: 'chunk-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});

// A static import of Baileys anywhere outside the gateway's chunk would bring it back into every
// process: the build fails instead.
if (/from\s*"baileys"/.test(readFileSync(new URL('main.js', dist), 'utf8'))) {
  throw new Error(
    'dist/main.js imports baileys at start: import it behind a dynamic import (start-gateway.ts)',
  );
}
