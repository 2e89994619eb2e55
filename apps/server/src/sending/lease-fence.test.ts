import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { rawRows } from '../db/raw-rows.ts';
import { waDeviceLeases, waOutbox } from '../db/schema/index.ts';
import { deviceRow } from '../test/campaign-data.ts';
import { createCustomer } from '../test/factories.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { deliver, hasArrived } from '../whatsapp/adapters/sandbox/sandbox.repo.ts';
import { registerGateway } from '../whatsapp/gateway/gateways.repo.ts';
import { acquireLeases } from '../whatsapp/gateway/leases.repo.ts';
import { LeaseLostError } from '../whatsapp/lease.ts';
import { heldLease, lapseLease } from '../whatsapp/testing/test-lease.ts';
import { markSent, requeue } from './outbox.repo.ts';
import { claimDue, putBack, settleSent } from './outbox-batch.repo.ts';

// A sender may claim, send and settle only while its gateway holds the device's lease, checked in
// the same statement (or transaction). Without it, a gateway that stalled past its lease could
// settle, give back or deliver a batch after another gateway took the device and reconciled it:
// the same message twice (the defects issue, item 0).
let handle: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

async function queuedRows(accountId: string, deviceId: string, count: number) {
  return db
    .insert(waOutbox)
    .values(
      Array.from({ length: count }, (_, i) => ({
        accountId,
        deviceId,
        purpose: 'warmup' as const,
        toPhone: `+62877100000${i}`,
        text: `Row ${i}`,
      })),
    )
    .returning();
}

const stateOf = async (id: string) =>
  (await db.select({ state: waOutbox.state }).from(waOutbox).where(eq(waOutbox.id, id)))[0]!.state;

describe('the lease fence', () => {
  it('refuses every move of a gateway whose lease lapsed, and moves nothing', async () => {
    const customer = await createCustomer(db);
    const deviceId = await deviceRow(db, customer.accountId, 'connected');
    const [row] = await queuedRows(customer.accountId, deviceId, 1);
    const lease = await heldLease(db, deviceId);
    const [claimed] = await claimDue(db, lease, () => 'FENCE-1', 5);
    expect(claimed?.state).toBe('sending');

    await lapseLease(db, lease);
    await expect(settleSent(db, lease, [claimed!])).rejects.toBeInstanceOf(LeaseLostError);
    await expect(putBack(db, lease, [claimed!], false)).rejects.toBeInstanceOf(LeaseLostError);
    await expect(markSent(db, lease, claimed!.id)).rejects.toBeInstanceOf(LeaseLostError);
    await expect(requeue(db, lease, claimed!.id, new Date(), 'x')).rejects.toBeInstanceOf(LeaseLostError);
    expect(await stateOf(row!.id)).toBe('sending');
    // The sandbox's "network" is a statement: nothing reaches the recipient either.
    await expect(
      deliver(db, '+6289900000001', [{ to: '+6287710000000', waMessageId: 'FENCE-1', text: 'Hi' }], lease),
    ).rejects.toBeInstanceOf(LeaseLostError);
    expect(await hasArrived(db, 'FENCE-1')).toBe(false);
  });

  it('refuses the old holder once another gateway has taken the device', async () => {
    const customer = await createCustomer(db);
    const deviceId = await deviceRow(db, customer.accountId, 'connected');
    await queuedRows(customer.accountId, deviceId, 2);
    const old = await heldLease(db, deviceId);
    await lapseLease(db, old);
    // Another gateway takes the lapsed lease over.
    await db.delete(waDeviceLeases).where(eq(waDeviceLeases.deviceId, deviceId));
    const taker = await heldLease(db, deviceId);
    await expect(claimDue(db, old, () => 'OLD', 5)).rejects.toBeInstanceOf(LeaseLostError);
    const claimed = await claimDue(db, taker, () => `NEW-${Math.random()}`, 5);
    expect(claimed).toHaveLength(2);
    expect(await settleSent(db, taker, claimed)).toHaveLength(2);
  });

  // Two connections at once: PostgreSQL only (PGlite is one connection).
  it.skipIf(!process.env.DATABASE_URL)(
    'a takeover waits for a delivery in flight, so the new holder sees its arrival',
    async () => {
      const customer = await createCustomer(db);
      const deviceId = await deviceRow(db, customer.accountId, 'connected');
      const old = await heldLease(db, deviceId, 2);
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      let takenOver: Promise<string[]> | undefined;
      try {
        await db.transaction(async (tx) => {
          // The old holder's delivery, still within its lease, not yet committed.
          await deliver(
            tx as unknown as Database,
            '+6289900000002',
            [{ to: '+6287710000009', waMessageId: 'IN-FLIGHT', text: 'Hi' }],
            old,
          );
          // The lease runs out meanwhile, and another gateway tries to take the device.
          await vi.waitFor(
            async () => {
              const [row] = await rawRows<{ over: boolean }>(
                db,
                sql`select expires_at < now() as over from wa_device_leases where device_id = ${deviceId}`,
              );
              expect(row?.over).toBe(true);
            },
            { timeout: 10_000, interval: 100 },
          );
          const address = 'http://gw.test';
          const takerId = await registerGateway(db, { name: 'taker', address, capacity: 1000 });
          takenOver = acquireLeases(db, { id: takerId, name: 'taker' }, 1000, 15).then((ids) =>
            ids.filter((id) => id === deviceId),
          );
          // It waits on the lease row the delivery holds.
          await vi.waitFor(
            async () => {
              const waiting = await client.query(
                `select count(*)::int as n from pg_stat_activity
                 where wait_event_type = 'Lock' and query like '%wa_device_leases%'`,
              );
              expect(waiting.rows[0].n).toBeGreaterThan(0);
            },
            { timeout: 10_000, interval: 50 },
          );
        });
        expect(await takenOver).toEqual([deviceId]);
        // Taken over only after the delivery committed: the new holder's reconcile finds it.
        expect(await hasArrived(db, 'IN-FLIGHT')).toBe(true);
      } finally {
        await client.end();
      }
    },
  );
});
