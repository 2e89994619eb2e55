import { canMoveOutbox, OUTBOX_STATES, type OutboxState } from '@siar/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { waOutbox } from '../db/schema/index.ts';
import { deviceRow } from '../test/campaign-data.ts';
import { createCustomer } from '../test/factories.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { enqueue } from './enqueue.repo.ts';
import { transitionsOf } from './outbox.repo.ts';
import { moveOutboxRow, outboxMoveCtes } from './outbox-moves.repo.ts';

// The outbox's table of moves (packages/shared) walked on the database: every move it allows
// works and is recorded, every other one leaves the row as it was; the set-based form refuses a
// move the table does not list before any SQL runs.

let handle: DatabaseHandle;
let db: Database;
let accountId: string;
let deviceId: string;
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  accountId = (await createCustomer(db)).accountId;
  deviceId = await deviceRow(db, accountId, 'connected');
});
afterAll(() => handle.close());

let serial = 0;
async function rowIn(state: OutboxState): Promise<string> {
  const row = await enqueue(db, {
    purpose: 'api',
    accountId,
    deviceId,
    toPhone: '+6281234500001',
    text: 'Hi',
  });
  await db
    .update(waOutbox)
    .set({ state, waMessageId: `MOVE-${++serial}` })
    .where(eq(waOutbox.id, row.id));
  return row.id;
}

const stateOf = async (id: string) =>
  (await db.select({ state: waOutbox.state }).from(waOutbox).where(eq(waOutbox.id, id)))[0]!.state;

describe("an outbox row's moves", () => {
  const pairs = OUTBOX_STATES.flatMap((from) => OUTBOX_STATES.map((to) => [from, to] as const));

  it.each(pairs)('from %s to %s: allowed only when the table lists it', async (from, to) => {
    const id = await rowIn(from);
    const moved = await moveOutboxRow(db, undefined, eq(waOutbox.id, id), to, {}, 'walked');
    if (canMoveOutbox(from, to)) {
      expect(moved?.state).toBe(to);
      expect((await transitionsOf(db, [id])).map((t) => [t.fromState, t.toState, t.reason])).toEqual([
        [from, to, 'walked'],
      ]);
    } else {
      expect(moved).toBeUndefined();
      expect(await stateOf(id)).toBe(from);
      expect(await transitionsOf(db, [id])).toEqual([]);
    }
  });

  it('moves a set in one statement, recording each row, and refuses a set move the table does not list', async () => {
    const ids = [await rowIn('queued'), await rowIn('queued'), await rowIn('sent')];
    await db.execute(
      sql`with ${outboxMoveCtes('skipped', {
        from: 'queued',
        to: 'skipped',
        where: sql`o.id = any(${sql.param(ids)}::uuid[])`,
        reason: 'cancelled',
      })} select count(*) from skipped`,
    );
    expect(await Promise.all(ids.map(stateOf))).toEqual(['skipped', 'skipped', 'sent']);
    expect((await transitionsOf(db, ids)).map((t) => [t.fromState, t.toState, t.reason])).toEqual([
      ['queued', 'skipped', 'cancelled'],
      ['queued', 'skipped', 'cancelled'],
    ]);
    expect(() => outboxMoveCtes('back', { from: 'read', to: 'queued' })).toThrow(
      /may not move from read to queued/,
    );
  });

  it('ends in read, skipped or, unless a receipt proves otherwise, failed', () => {
    const ends = OUTBOX_STATES.filter((from) => !OUTBOX_STATES.some((to) => canMoveOutbox(from, to)));
    expect(ends).toEqual(['read', 'skipped']);
    expect(OUTBOX_STATES.filter((to) => canMoveOutbox('failed', to))).toEqual(['sent', 'delivered', 'read']);
  });
});
