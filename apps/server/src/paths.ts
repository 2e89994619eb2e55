import { fileURLToPath } from 'node:url';

// Both src/paths.ts and the bundled dist/main.js sit one folder below apps/server, so the same
// relative URL finds the server's root from source (tsx, tests) and from the build.
const serverRoot = fileURLToPath(new URL('..', import.meta.url));

export const MIGRATIONS_DIR = `${serverRoot}drizzle`;
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
