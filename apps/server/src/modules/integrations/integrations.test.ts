import { INTEGRATION_API_PATHS as API, INTEGRATIONS_PATHS as PANEL } from '@siar/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { waDevices } from '../../db/schema/index.ts';
import { queryRows } from '../../test/factories.ts';
import {
  call,
  ctx,
  customerWithKey,
  gateways,
  messageUrl,
  sessionOf,
  useIntegrationsApp,
} from './test/integrations-app.ts';

useIntegrationsApp();

// Polls the API as a client within its key's limit (30 a minute here) would: at most 21 calls.
const POLL = { timeout: 20_000, interval: 1_000 };

describe('the API key', () => {
  it('authenticates the API, and a wrong or rotated key answers 401 with a clear error', async () => {
    const { panel, key } = await customerWithKey();
    expect(key).toMatch(/^siar_sk_/);
    expect((await panel.get(PANEL.fetchKeys)).json().api_secret_key).toBe(key);
    expect((await call(key, 'GET', API.devices)).statusCode).toBe(200);

    const wrong = await call(`${key}x`, 'GET', API.devices);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'api_key_invalid' });
    expect((await ctx.app.inject({ method: 'GET', url: API.devices })).statusCode).toBe(401);

    const rotated = await panel.post(PANEL.rotateKeys);
    const newKey = rotated.json().api_secret_key as string;
    expect(newKey).not.toBe(key);
    expect((await call(key, 'GET', API.devices)).statusCode).toBe(401);
    expect((await call(newKey, 'GET', API.devices)).statusCode).toBe(200);
    // The key is kept sealed and hashed: the table holds neither copy in clear.
    const rows = await queryRows<{ key_hash: string; key_sealed: string }>(
      ctx.database.db,
      sql`select key_hash, key_sealed from api_keys`,
    );
    expect(JSON.stringify(rows)).not.toContain(newKey);
  });

  it('limits requests per key, answering 429 with Retry-After', async () => {
    const { key } = await customerWithKey();
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await call(key, 'GET', API.devices));
    expect(answers.slice(0, 30).every((a) => a.statusCode === 200)).toBe(true);
    const refused = answers[30]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'api_rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('sending through the API', () => {
  it('queues a message, sends it through the device, and reports its status until sent', async () => {
    const { customer, key } = await customerWithKey();
    const deviceId = await gateways.pairedDevice(customer.accountId, '+447700900101');
    const sent = await call(key, 'POST', API.messages, {
      device_id: deviceId,
      to: '+6289922220001',
      text: 'Order ready',
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().id as string;
    expect(sent.json()).toMatchObject({ to: '+6289922220001', text: 'Order ready' });
    await vi.waitFor(async () => {
      const status = (await call(key, 'GET', messageUrl(id))).json().status;
      expect(['sent', 'delivered', 'read']).toContain(status);
    }, POLL);

    // A number not on WhatsApp: the device's engine says so at once, and nothing is queued.
    const nobody = await call(key, 'POST', API.messages, {
      device_id: deviceId,
      to: '+6289922220000',
      text: 'Hi',
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().to).toEqual(['This number is not on WhatsApp.']);

    // Another account's key does not see it.
    const other = await customerWithKey();
    expect((await call(other.key, 'GET', messageUrl(id))).statusCode).toBe(404);
  });

  it('queues a number it cannot check here, and ends it failed "not on WhatsApp"', async () => {
    const { customer, key } = await customerWithKey();
    const deviceId = await gateways.pairedDevice(customer.accountId, '+447700900105');
    // As on a process that does not hold the device (ROLE=api, or another gateway's lease).
    ctx.app.localSessions.use(() => undefined);
    try {
      const queued = await call(key, 'POST', API.messages, {
        device_id: deviceId,
        to: '+6289922220000',
        text: 'Hi',
      });
      expect(queued.statusCode).toBe(201);
      await vi.waitFor(async () => {
        expect((await call(key, 'GET', messageUrl(queued.json().id))).json()).toMatchObject({
          status: 'failed',
          failure_reason: 'The number is not on WhatsApp',
        });
      }, POLL);
    } finally {
      ctx.app.localSessions.use(sessionOf);
    }
  });

  it('sends once for a retried Idempotency-Key, and refuses the key with another body', async () => {
    const { customer, key } = await customerWithKey();
    const deviceId = await gateways.pairedDevice(customer.accountId, '+447700900102');
    const body = { device_id: deviceId, to: '+6289922220002', text: 'Once only' };
    const headers = { 'idempotency-key': 'order-17' };
    const [first, second] = await Promise.all([
      call(key, 'POST', API.messages, body, headers),
      call(key, 'POST', API.messages, body, headers),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().id).toBe(first.json().id);
    const rows = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from wa_outbox where account_id = ${customer.accountId} and purpose = 'api'`,
    );
    expect(rows[0]!.n).toBe(1);
    const changed = await call(key, 'POST', API.messages, { ...body, text: 'Other' }, headers);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ code: 'idempotency_key_reused' });
  });

  it('refuses bad input with field errors', async () => {
    const { customer, key } = await customerWithKey();
    const deviceId = await gateways.pairedDevice(customer.accountId, '+447700900103');
    const empty = await call(key, 'POST', API.messages, { device_id: deviceId, to: '+6289922220003' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().text).toEqual(['Send a text, a media_id, or both.']);
    const badNumber = await call(key, 'POST', API.messages, { device_id: deviceId, to: '12', text: 'x' });
    expect(badNumber.json().field_codes.to[0].code).toBe('contact_phone_invalid');
    const otherDevice = await call(key, 'POST', API.messages, {
      device_id: '00000000-0000-4000-8000-000000000000',
      to: '+6289922220003',
      text: 'x',
    });
    expect(otherDevice.json().field_codes.device_id[0].code).toBe('device_not_found');
    const [unlinked] = await ctx.database.db
      .insert(waDevices)
      .values({ accountId: customer.accountId, name: 'Old phone', engine: 'sandbox', state: 'logged_out' })
      .returning();
    const toUnlinked = await call(key, 'POST', API.messages, {
      device_id: unlinked!.id,
      to: '+6289922220003',
      text: 'x',
    });
    expect(toUnlinked.json().device_id).toEqual(['This device is not connected; connect it before sending.']);
  });

  it('refuses an attachment over its size limit', async () => {
    const { key } = await customerWithKey();
    const boundary = 'siarboundary';
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await ctx.app.inject({
      method: 'POST',
      url: API.media,
      payload,
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toContain('at most 5 MB');
  });
});

describe('contacts through the API', () => {
  it('creates a contact, then updates it by its number, keeping what was not sent', async () => {
    const { key } = await customerWithKey();
    const created = await call(key, 'PUT', API.contacts, {
      phone: '0812-3456-7000',
      name: 'Sari',
      custom_fields: { order_id: 'A-17' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ phone: '+6281234567000', name: 'Sari' });
    const updated = await call(key, 'PUT', API.contacts, {
      phone: '+6281234567000',
      email: 'sari@example.com',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.json().id, name: 'Sari', email: 'sari@example.com' });
    expect(updated.json().custom_fields).toEqual({ order_id: 'A-17' });
    const nameless = await call(key, 'PUT', API.contacts, { phone: '+6281234567001' });
    expect(nameless.json().field_codes.name[0].code).toBe('contact_name_required');
  });

  it('holds the plan’s contact limit', async () => {
    const { customer, key } = await customerWithKey();
    await ctx.database.db.execute(sql`insert into contacts (account_id, name, phone)
      select ${customer.accountId}, 'Seed ' || g, '+6285' || lpad(g::text, 9, '0') from generate_series(1, 1000) g`);
    const refused = await call(key, 'PUT', API.contacts, { phone: '+6281234567002', name: 'One too many' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('contact_limit_reached');
    // Updating a number the account has is always allowed.
    const known = await call(key, 'PUT', API.contacts, { phone: '+6285000000001', name: 'Known' });
    expect(known.statusCode).toBe(200);
  });
});
