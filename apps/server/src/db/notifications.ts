import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from './client.ts';

// Changes that database triggers announce with pg_notify on the schema's channel
// (`siar_changes_<schema>`), for caches to forget what changed. A process hears its own writes
// before they return: PostgreSQL delivers a session's own notifications with its commit, so every
// pooled connection listens from the moment it connects and passes on what its own backend
// announced (on PGlite, one connection, this holds by itself). Other processes' writes arrive on a
// connection kept idle for listening, a moment after their commit. Each change is passed on once.

export interface ChangeHandlers {
  onChange(payload: string): void;
  /** Changes may have been missed: forget everything learnt from the database. */
  onGap(): void;
}

export interface ChangeFeed {
  /** False while changes could go unheard (the listening connection is down). */
  isLive(): boolean;
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;
// A connection can stall without closing: the listener answers a ping this often, or is taken
// for lost.
const HEARTBEAT_MS = 5000;

/**
 * The channel of one schema's changes; the triggers name it the same way (63 bytes at most).
 * `siar_live` carries the events browsers see live (modules/live/live-events.ts) the same way.
 */
export class ChangeChannel {
  readonly name: string;
  readonly #subscribers = new Set<ChangeHandlers>();
  /** The backends of this process's pool, whose announcements their own connection passes on. */
  readonly #ownBackends = new Set<number>();

  constructor(schemaName: string, prefix: 'siar_changes' | 'siar_live' = 'siar_changes') {
    this.name = `${prefix}_${schemaName}`.slice(0, 63);
  }

  /** The pool's onConnect: the connection listens before it runs anything else. */
  readonly setUpConnection = async (client: pg.ClientBase) => {
    const backend = (client as { processID?: number }).processID;
    if (backend !== undefined) {
      this.#ownBackends.add(backend);
      client.once('end', () => this.#ownBackends.delete(backend));
    }
    client.on('notification', (message) => {
      if (message.processId === backend) this.#dispatch(message);
    });
    await client.query(`LISTEN "${this.name}"`);
  };

  #dispatch(message: { channel: string; payload?: string }) {
    if (message.channel !== this.name || !message.payload) return;
    for (const subscriber of this.#subscribers) subscriber.onChange(message.payload);
  }

  /** Hears the changes on PGlite, whose one connection sees every write. */
  async listenOnPglite(pglite: PGlite, handlers: ChangeHandlers): Promise<ChangeFeed> {
    this.#subscribers.add(handlers);
    const unlisten = await pglite.listen(this.name, (payload) =>
      this.#dispatch({ channel: this.name, payload }),
    );
    return {
      isLive: () => true,
      close: async () => {
        this.#subscribers.delete(handlers);
        await unlisten();
      },
    };
  }

  /** Hears the changes on PostgreSQL, keeping one of the pool's connections idle to listen. */
  async listenOnPool(pool: pg.Pool, handlers: ChangeHandlers): Promise<ChangeFeed> {
    this.#subscribers.add(handlers);
    let listener: pg.PoolClient | undefined;
    let live = false;
    let closed = false;
    let retry: NodeJS.Timeout | undefined;
    let pinging: pg.PoolClient | undefined;

    const lost = (client: pg.PoolClient) => {
      if (listener !== client) return;
      listener = undefined;
      live = false;
      handlers.onGap();
      client.release(true);
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
    };
    const connect = async () => {
      try {
        const client = await pool.connect();
        if (closed) return client.release();
        // The pool's onConnect made every connection listen to the changes channel; any other
        // channel (the live events') is listened to here.
        await client.query(`LISTEN "${this.name}"`);
        listener = client;
        client.on('notification', (message) => {
          if (!this.#ownBackends.has(message.processId)) this.#dispatch(message);
        });
        client.on('error', () => lost(client));
        client.on('end', () => lost(client));
        // Whatever changed while nobody listened is unknown: start from nothing.
        handlers.onGap();
        live = true;
      } catch {
        if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
      }
    };
    await connect();

    const heartbeat = setInterval(() => {
      const client = listener;
      if (!client) return;
      if (pinging === client) return lost(client);
      pinging = client;
      client.query('select 1').then(
        () => {
          if (pinging === client) pinging = undefined;
        },
        () => lost(client),
      );
    }, HEARTBEAT_MS).unref();

    return {
      isLive: () => live,
      close: async () => {
        closed = true;
        live = false;
        clearTimeout(retry);
        clearInterval(heartbeat);
        this.#subscribers.delete(handlers);
        const client = listener;
        listener = undefined;
        client?.release(true);
      },
    };
  }
}

/** Sends a notification on a channel; it reaches listeners when the caller's transaction commits. */
export async function notify(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
