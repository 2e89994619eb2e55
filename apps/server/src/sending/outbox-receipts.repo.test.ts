import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { waOutbox, webhookDeliveries, webhookEndpoints } from '../db/schema/index.ts';
import { deviceRow } from '../test/campaign-data.ts';
import { createCustomer } from '../test/factories.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { transitionsOf } from './outbox.repo.ts';
import { applyReceipts } from './outbox-receipts.repo.ts';

let handle: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

const at = (second: number) => new Date(Date.UTC(2026, 10, 27, 9, 0, second));

async function outboxRow(state: 'sending' | 'read' | 'failed' | 'skipped', waMessageId: string) {
  const customer = await createCustomer(db);
  const deviceId = await deviceRow(db, customer.accountId, 'connected');
  const [row] = await db
    .insert(waOutbox)
    .values({
      accountId: customer.accountId,
      deviceId,
      purpose: 'chat',
      toPhone: '+6281234500009',
      state,
      waMessageId,
      failureReason: state === 'failed' ? 'Interrupted while sending' : null,
    })
    .returning();
  return { ...row!, customer };
}

describe('receipts applied in a batch', () => {
  it('moves a message through every state heard, one transition and one webhook event per step', async () => {
    const row = await outboxRow('sending', 'R-1');
    await db
      .insert(webhookEndpoints)
      .values({ accountId: row.accountId, url: 'https://hooks.example.com/siar', secretSealed: 'sealed' });
    const moved = await applyReceipts(db, [
      { deviceId: row.deviceId!, waMessageId: 'R-1', status: 'read', at: at(9) },
      { deviceId: row.deviceId!, waMessageId: 'R-1', status: 'sent', at: at(1) },
      { deviceId: row.deviceId!, waMessageId: 'R-1', status: 'delivered', at: at(4) },
      { deviceId: row.deviceId!, waMessageId: 'R-1', status: 'delivered', at: at(5) },
    ]);
    expect(moved.map((m) => [m.id, m.state])).toEqual([[row.id, 'read']]);
    const [now] = await db.select().from(waOutbox).where(eq(waOutbox.id, row.id));
    expect([now!.state, now!.sentAt, now!.deliveredAt, now!.readAt]).toEqual(['read', at(1), at(4), at(9)]);
    const moves = await transitionsOf(db, [row.id]);
    expect(moves.map((m) => `${m.fromState}>${m.toState}`)).toEqual([
      'sending>sent',
      'sent>delivered',
      'delivered>read',
    ]);
    const events = await db
      .select({ key: webhookDeliveries.eventKey })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.accountId, row.accountId))
      .orderBy(webhookDeliveries.eventKey);
    expect(events.map((e) => e.key)).toEqual(
      ['delivered', 'read', 'sent'].map((state) => `message.status:${row.id}:${state}`),
    );
  });

  it('never moves a message back, and a receipt proves a failed one went out after all', async () => {
    const read = await outboxRow('read', 'R-2');
    const failed = await outboxRow('failed', 'R-3');
    const skipped = await outboxRow('skipped', 'R-4');
    const moved = await applyReceipts(db, [
      { deviceId: read.deviceId!, waMessageId: 'R-2', status: 'delivered', at: at(2) },
      { deviceId: failed.deviceId!, waMessageId: 'R-3', status: 'delivered', at: at(3) },
      { deviceId: skipped.deviceId!, waMessageId: 'R-4', status: 'read', at: at(4) },
      // Another device's message under the same id is not touched.
      { deviceId: read.deviceId!, waMessageId: 'R-3', status: 'read', at: at(5) },
    ]);
    expect(moved.map((m) => [m.id, m.state])).toEqual([[failed.id, 'delivered']]);
    const states = await db.select().from(waOutbox).where(eq(waOutbox.accountId, failed.accountId));
    expect(states.map((s) => [s.state, s.failureReason, s.deliveredAt])).toEqual([
      ['delivered', null, at(3)],
    ]);
    for (const [row, state] of [
      [read, 'read'],
      [skipped, 'skipped'],
    ] as const)
      expect((await db.select().from(waOutbox).where(eq(waOutbox.id, row.id)))[0]?.state).toBe(state);
  });
});
