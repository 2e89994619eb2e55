import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; `npm run db:generate` then strips the
// "public". qualifier so they apply to whichever schema the connection's search_path names.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/drizzle',
});
