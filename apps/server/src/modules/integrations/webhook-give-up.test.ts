import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { statusMoves, webhookDeliveries } from '../../db/schema/index.ts';
import { createCustomer } from '../../test/factories.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createSealer } from './sealed.ts';
import { deliverDue } from './webhooks.jobs.ts';
import { purgeOld } from './webhooks.repo.ts';
import { saveWebhookUrl, sendTestEvent } from './webhooks.service.ts';

// A webhook whose receiver never accepts it: tried up to the last attempt, then marked failed for
// good, and never tried again.

let handle: DatabaseHandle;
let db: Database;
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

const sealer = createSealer('test-secret-that-is-long-enough-0123456789');
const config = {
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: true,
  WEBHOOK_RETRY_BASE_SECONDS: 0.05,
  WEBHOOK_MAX_ATTEMPTS: 3,
  WEBHOOK_TIMEOUT_SECONDS: 10,
};

/** A receiver on 127.0.0.1 answering 500 to everything; counts what it got. */
async function brokenReceiver() {
  const received: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push(body);
      response.statusCode = 500;
      response.end('down');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => server.close() };
}

const deliveryRow = async (id: string) =>
  (await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;

describe('webhook give-up', () => {
  it('marks the delivery failed after its last attempt, and tries it no more', async () => {
    const customer = await createCustomer(db);
    const hook = await brokenReceiver();
    const caller = { id: customer.userId, username: customer.username, accountId: customer.accountId };
    await saveWebhookUrl(db, sealer, caller, hook.url, true);
    const deliveryId = await sendTestEvent(db, customer.accountId);

    // The delivery job's runs, as its timer would make them, until the delivery ends.
    await vi.waitFor(
      async () => {
        await deliverDue(db, sealer, config);
        expect((await deliveryRow(deliveryId)).state).toBe('failed');
      },
      { timeout: 20_000, interval: 100 },
    );
    const failed = await deliveryRow(deliveryId);
    expect([failed.state, failed.attempts, failed.responseCode]).toEqual(['failed', 3, 500]);
    expect(hook.received).toHaveLength(3);
    expect(new Set(hook.received.map((body) => JSON.parse(body).id))).toEqual(new Set([deliveryId]));

    // Even with its retry time long past, later runs leave it alone.
    await db.execute(
      sql`update webhook_deliveries set next_attempt_at = now() - interval '1 hour' where id = ${deliveryId}`,
    );
    expect(await deliverDue(db, sealer, config)).toBe(0);
    expect(hook.received).toHaveLength(3);
    expect((await deliveryRow(deliveryId)).attempts).toBe(3);
    hook.close();

    // Its move to failed is recorded, and goes with it once the clean-up takes it after 30 days.
    const moves = () => db.select().from(statusMoves).where(eq(statusMoves.rowId, deliveryId));
    expect((await moves()).map((move) => [move.fromStatus, move.toStatus])).toEqual([['pending', 'failed']]);
    await db.execute(
      sql`update webhook_deliveries set created_at = now() - interval '31 days' where id = ${deliveryId}`,
    );
    await db.execute(
      sql`update status_moves set at = now() - interval '31 days' where row_id = ${deliveryId}`,
    );
    await purgeOld(db, 24);
    expect(await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId))).toEqual([]);
    expect(await moves()).toEqual([]);
  });
});
