import { fileURLToPath } from 'node:url';

// Both src/paths.ts and the bundled dist/main.js sit one folder below apps/server, so the same
// relative URL finds the server's root from source (tsx, tests) and from the build.
const serverRoot = fileURLToPath(new URL('..', import.meta.url));

export const MIGRATIONS_DIR = `${serverRoot}drizzle`;
/** The docs site's Markdown, loaded into the database at start (modules/docs/docs-loader.ts). */
export const DOCS_CONTENT_DIR = `${serverRoot}docs-content`;
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));
