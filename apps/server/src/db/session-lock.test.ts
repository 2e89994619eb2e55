import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import { SessionLock } from './advisory-locks.ts';
import type { DatabaseHandle } from './client.ts';

// The lock that makes one process the event streams' publisher: one holder at a time, handed on
// when it lets go, and given up by the server when the holder's connection dies.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('a session lock', () => {
  it('has one holder at a time, and passes on when released or when the holder’s connection dies', async () => {
    const name = `test-${randomBytes(4).toString('hex')}`;
    const first = new SessionLock(database, name);
    const second = new SessionLock(database, name);
    // A failed expectation must not leave a client checked out: the pool would never close.
    onTestFinished(async () => {
      await first.release();
      await second.release();
    });
    expect(await first.held()).toBe(true);
    if (!database.pool) return; // PGlite: one process, always the holder
    expect(await second.held()).toBe(false);
    expect(await first.held()).toBe(true);
    await first.release();
    expect(await second.held()).toBe(true);
    expect(await first.held()).toBe(false);
    // The holder's connection is cut (a network fault, its backend ended). The timeout makes the
    // call wait for the backend to be gone: without it the lock may still be held a moment.
    await database.pool.query(
      `select pg_terminate_backend(pid, 10000) from pg_locks
       where locktype = 'advisory' and objid = (hashtextextended($1, 0) & 4294967295)::oid and pid <> pg_backend_pid()`,
      [name],
    );
    // The server let the lock go with the connection: the other takes it, the old holder knows.
    expect(await first.held()).toBe(true);
    expect(await second.held()).toBe(false);
    await first.release();
  });
});
