import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { waOutbox } from '../db/schema/index.ts';
import { deviceRow } from '../test/campaign-data.ts';
import { createCustomer } from '../test/factories.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { heldLease } from '../whatsapp/testing/test-lease.ts';
import { transitionsOf, triesOf } from './outbox.repo.ts';
import { claimDue, putBack, settleSent } from './outbox-batch.repo.ts';

let handle: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

describe("a device's own rows claimed, settled and given back in batches", () => {
  it('claims due rows in order with fixed ids, settles those sent, gives back the untried without a try', async () => {
    const customer = await createCustomer(db);
    const deviceId = await deviceRow(db, customer.accountId, 'connected');
    const dueAt = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const rows = await db
      .insert(waOutbox)
      .values(
        [3, 1, 2, -5].map((minutesAgo, i) => ({
          accountId: customer.accountId,
          deviceId,
          purpose: 'warmup' as const,
          toPhone: '+6281234500001',
          text: `Row ${i}`,
          dueAt: dueAt(minutesAgo),
          // A retry keeps the id its first try fixed.
          waMessageId: i === 2 ? 'KEPT-ID' : null,
        })),
      )
      .returning();
    const lease = await heldLease(db, deviceId);
    let n = 0;
    const claimed = await claimDue(db, lease, () => `NEW-${++n}`, 10);
    // The one due in five minutes waits; the others come oldest first.
    expect(claimed.map((row) => row.text)).toEqual(['Row 0', 'Row 2', 'Row 1']);
    expect(claimed.map((row) => row.state)).toEqual(['sending', 'sending', 'sending']);
    expect(claimed.find((row) => row.text === 'Row 2')?.waMessageId).toBe('KEPT-ID');
    expect(new Set(claimed.map((row) => row.waMessageId)).size).toBe(3);
    expect(await claimDue(db, lease, () => 'NEVER', 10)).toEqual([]);

    expect(await settleSent(db, lease, [claimed[0]!])).toEqual([claimed[0]!.id]);
    await putBack(db, lease, claimed.slice(1), false);
    const now = await db.select().from(waOutbox).where(eq(waOutbox.deviceId, deviceId));
    const stateOf = (id: string) => now.find((row) => row.id === id)!;
    expect(stateOf(claimed[0]!.id).state).toBe('sent');
    expect([stateOf(claimed[1]!.id).state, stateOf(claimed[1]!.id).waMessageId]).toEqual([
      'queued',
      'KEPT-ID',
    ]);
    expect(await triesOf(db, claimed[1]!.id)).toBe(0);
    expect(await triesOf(db, claimed[0]!.id)).toBe(1);
    const movesOf = async (id: string) =>
      (await transitionsOf(db, [id])).map((m) => `${m.fromState}>${m.toState}`);
    expect(await movesOf(claimed[0]!.id)).toEqual(['queued>sending', 'sending>sent']);
    expect(await movesOf(claimed[2]!.id)).toEqual(['queued>sending', 'sending>queued']);
    // Settling a row no longer sending (a receipt got there first) moves nothing.
    expect(await settleSent(db, lease, [claimed[0]!])).toEqual([]);
    expect(rows).toHaveLength(4);
  });
});
