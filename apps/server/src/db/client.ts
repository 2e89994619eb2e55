import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { ChangeChannel, type ChangeFeed, type ChangeHandlers } from './notifications.ts';
import * as schema from './schema/index.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** One open database, whichever engine: the Drizzle handle plus what start-up and health need. */
export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  schemaName: string;
  /** Runs raw SQL (no parameters); used by the migrator lock and health checks. */
  exec(sql: string): Promise<void>;
  /** Hears the changes the schema's triggers announce (db/notifications.ts). */
  listenForChanges(handlers: ChangeHandlers): Promise<ChangeFeed>;
  /** Hears the live events any process publishes on the schema's `siar_live` channel. */
  listenForLive(handlers: ChangeHandlers): Promise<ChangeFeed>;
  /** The `siar_live` channel's name, for pg_notify. */
  liveChannel: string;
  close(): Promise<void>;
  /** The underlying PGlite, when that is the engine (tests clone it). */
  pglite?: PGlite;
  pool?: pg.Pool;
}

export interface OpenOptions {
  /** A PostgreSQL server; without it PGlite runs embedded. */
  url?: string;
  /** Where PGlite keeps its files; undefined keeps it in memory. */
  dataDir?: string;
  /** The schema every table lives in (search_path); tests and CI use a fresh one per run. */
  schemaName?: string;
  /** An already opened PGlite (tests clone a migrated image). */
  pglite?: PGlite;
}

/**
 * The PostgreSQL extensions the migrations use, which PGlite must load on every open (a data
 * directory with a trigram index cannot even be written to without pg_trgm loaded).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const schemaName = options.schemaName ?? 'public';
  return options.url ? openPostgres(options.url, schemaName) : openPglite(options, schemaName);
}

async function openPostgres(url: string, schemaName: string): Promise<DatabaseHandle> {
  if (schemaName !== 'public') {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`create schema if not exists "${schemaName}"`).catch((error: { code?: string }) => {
        // Another process starting at the same moment made it first ("if not exists" checks
        // before it writes): the schema is there, which is all this wanted.
        if (error.code !== '23505' && error.code !== '42P06') throw error;
      });
    } finally {
      await admin.end();
    }
  }
  const changes = new ChangeChannel(schemaName);
  const pool = new pg.Pool({
    connectionString: url,
    options: `-c search_path="${schemaName}"`,
    max: 10,
    onConnect: changes.setUpConnection,
  } as pg.PoolConfig);
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  await pool.query('select 1');
  return {
    db: drizzlePg(pool, { schema }),
    kind: 'postgres',
    schemaName,
    pool,
    exec: async (sql) => {
      await pool.query(sql);
    },
    listenForChanges: (handlers) => changes.listenOnPool(pool, handlers),
    // No pooled connection listens on it: the listener hears every process's events, its own too.
    listenForLive: (handlers) => new ChangeChannel(schemaName, 'siar_live').listenOnPool(pool, handlers),
    liveChannel: new ChangeChannel(schemaName, 'siar_live').name,
    close: () => pool.end(),
  };
}

async function openPglite(options: OpenOptions, schemaName: string): Promise<DatabaseHandle> {
  const client = options.pglite ?? (await PGlite.create(options.dataDir, { extensions: PGLITE_EXTENSIONS }));
  if (schemaName !== 'public') {
    await client.exec(`create schema if not exists "${schemaName}"; set search_path to "${schemaName}"`);
  }
  return {
    db: drizzlePglite(client, { schema }),
    kind: 'pglite',
    schemaName,
    pglite: client,
    exec: async (sql) => {
      await client.exec(sql);
    },
    listenForChanges: (handlers) => new ChangeChannel(schemaName).listenOnPglite(client, handlers),
    listenForLive: (handlers) => new ChangeChannel(schemaName, 'siar_live').listenOnPglite(client, handlers),
    liveChannel: new ChangeChannel(schemaName, 'siar_live').name,
    close: () => client.close(),
  };
}
