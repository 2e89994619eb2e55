import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTEGRATION_API_PATHS as API, INTEGRATIONS_PATHS as PANEL } from '@siar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waDevices } from '../../db/schema/index.ts';
import { apiAs, createCustomer, queryRows } from '../../test/factories.ts';
import { runTwiceAndConcurrently } from '../../test/jobs.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { EngineSession } from '../../whatsapp/engine-port.ts';
import { type GatewayFixture, gatewayFixture, WAIT } from '../../whatsapp/testing/gateway-fixture.ts';
import { createSealer } from './sealed.ts';
import { webhookUrlProblem } from './webhook-address.ts';
import { postWebhook } from './webhook-post.ts';
import { deliverDue, webhookJobs } from './webhooks.jobs.ts';
import { saveWebhookUrl } from './webhooks.service.ts';

let ctx: TestContext;
let gateways: GatewayFixture;
let sessionOf: (deviceId: string) => EngineSession | undefined;
beforeAll(async () => {
  ctx = await createTestApp({
    env: {
      RUN_JOBS: 'true',
      WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
      WEBHOOK_RETRY_BASE_SECONDS: '0.2',
      API_RATE_LIMIT_PER_MINUTE: '30',
    },
  });
  gateways = await gatewayFixture({ handle: ctx.database, live: ctx.app.live });
  const gateway = await gateways.startGateway('gw-integrations');
  // What main.ts does: the API asks this process's sessions whether a number is on WhatsApp.
  sessionOf = (deviceId) => gateway.sessionOf(deviceId);
  ctx.app.localSessions.use(sessionOf);
});
afterAll(async () => {
  await gateways.close();
  await ctx.close();
});

/** A customer's server: the API key from the panel, and calls with it. */
async function customerWithKey() {
  const customer = await createCustomer(ctx.database.db);
  const panel = await apiAs(ctx.app, customer);
  const key = (await panel.get(PANEL.fetchKeys)).json().api_secret_key as string;
  return { customer, panel, key };
}

const call = (key: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${key}`, ...headers } });

const messageUrl = (id: string) => API.message.replace(':message_id', id);

/** A customer's webhook receiver on 127.0.0.1 that answers with the given codes in turn, then 200. */
async function receiver(codes: number[] = []) {
  const received: { headers: Record<string, string | string[] | undefined>; body: string; at: number }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body, at: Date.now() });
      response.statusCode = codes.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/siar-webhook`, received, close: () => server.close() };
}

/** What the docs page tells customers to run: HMAC-SHA256 over `timestamp.body`, constant-time compare. */
function isFromSiar(rawBody: string, timestamp: string, signature: string, secret: string) {
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
  const a = Buffer.from(expected);
  const b = Buffer.from(signature);
  return a.length === b.length && timingSafeEqual(a, b);
}

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
    }, WAIT);

    // A number not on WhatsApp: the device's engine says so at once, and nothing is queued.
    const nobody = await call(key, 'POST', API.messages, {
      device_id: deviceId,
      to: '+6289922220000',
      text: 'Hi',
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().to).toEqual(['This number is not on WhatsApp.']);

    // Another account's key does not see it.
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
      }, WAIT);
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

describe('webhooks', () => {
  it('signs each delivery so that the customer’s server can verify it, and lists it', async () => {
    const { customer, panel, key } = await customerWithKey();
    const hook = await receiver();
    const saved = await panel.put(PANEL.webhook, { url: hook.url });
    expect(saved.statusCode).toBe(200);
    const { secret } = saved.json();
    expect(secret).toMatch(/^whsec_/);
    const deviceId = await gateways.pairedDevice(customer.accountId, '+447700900104');
    const sent = await call(key, 'POST', API.messages, {
      device_id: deviceId,
      to: '+6289922220004',
      text: 'Hook',
    });
    const id = sent.json().id as string;
    await vi.waitFor(() => {
      const statuses = hook.received
        .map((r) => JSON.parse(r.body))
        .filter((b) => b.event === 'message.status' && b.data.message_id === id)
        .map((b) => b.data.status);
      // Each move is its own event (sent, then the sandbox's delivered and read receipts).
      expect(statuses).toContain('sent');
    }, WAIT);
    for (const { headers, body } of hook.received) {
      expect(
        isFromSiar(body, String(headers['x-siar-timestamp']), String(headers['x-siar-signature']), secret),
      ).toBe(true);
      expect(
        isFromSiar(
          `${body} `,
          String(headers['x-siar-timestamp']),
          String(headers['x-siar-signature']),
          secret,
        ),
      ).toBe(false);
    }
    const events = hook.received.map((r) => JSON.parse(r.body).event);
    expect(events).toContain('message.status');
    await vi.waitFor(async () => {
      const list = (await panel.get(PANEL.webhookDeliveries)).json().results;
      expect(
        list.some(
          (d: { event: string; status: string; response_code: number }) =>
            d.event === 'message.status' && d.status === 'delivered' && d.response_code === 200,
        ),
      ).toBe(true);
    }, WAIT);
    hook.close();
  });

  it('retries with backoff until the receiver answers 2xx, then never delivers it again', async () => {
    const { panel } = await customerWithKey();
    const hook = await receiver([500, 503, 500, 502]);
    await panel.put(PANEL.webhook, { url: hook.url });
    const test = await panel.post(PANEL.testWebhook);
    expect(test.statusCode).toBe(202);
    const deliveryId = test.json().delivery_id;
    await vi.waitFor(async () => {
      const delivery = (await panel.get(PANEL.webhookDeliveries))
        .json()
        .results.find((d: { id: string }) => d.id === deliveryId);
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 5, response_code: 200 });
    }, WAIT);
    expect(hook.received.map((r) => JSON.parse(r.body).id)).toEqual(Array(5).fill(deliveryId));
    // Each retry waits at least twice as long as the one before (0.2 s, 0.4 s, 0.8 s, 1.6 s here):
    // a retry never comes sooner, whatever the queue's polling adds.
    const waits = hook.received.slice(1).map((r, i) => r.at - hook.received[i]!.at);
    const floors = waits.map((_, i) => 200 * 2 ** i);
    expect(waits.map((wait, i) => wait >= floors[i]!)).toEqual([true, true, true, true]);
    // The same body each time, so a receiver can tell a retry by its id.
    expect(new Set(hook.received.map((r) => r.body)).size).toBe(1);
    // Another run finds nothing due for it.
    await deliverDue(ctx.database.db, createSealer('test-secret-that-is-long-enough-0123456789'), ctx.config);
    expect(hook.received.length).toBe(5);
    hook.close();
  });

  it('delivers an event once when the delivery job runs twice, and twice at once', async () => {
    const { panel } = await customerWithKey();
    const hook = await receiver();
    await panel.put(PANEL.webhook, { url: hook.url });
    const deliveryId = (await panel.post(PANEL.testWebhook)).json().delivery_id;
    const queue = { register: () => {}, send: async () => {}, plugin: async () => {} };
    const sealer = createSealer('test-secret-that-is-long-enough-0123456789');
    const { deliver } = webhookJobs({
      db: ctx.database.db,
      sealer,
      config: ctx.config,
      live: ctx.app.live,
      queue,
    });
    await runTwiceAndConcurrently(deliver, {});
    await vi.waitFor(async () => {
      const delivery = (await panel.get(PANEL.webhookDeliveries)).json().results[0];
      expect(delivery).toMatchObject({ id: deliveryId, status: 'delivered', attempts: 1 });
    }, WAIT);
    expect(hook.received.map((r) => JSON.parse(r.body).id)).toEqual([deliveryId]);
    hook.close();
  });

  it('refuses URLs that are not http(s) or point at private or own addresses', async () => {
    const { customer, panel } = await customerWithKey();
    const ftp = await panel.put(PANEL.webhook, { url: 'ftp://example.com/hook' });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().field_codes.url[0].code).toBe('webhook_url_invalid');
    for (const url of [
      'http://127.0.0.1:8080/',
      'http://localhost/',
      'http://10.1.2.3/',
      'http://192.168.1.1/',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
    ])
      expect(await webhookUrlProblem(url, false), url).toBe('webhook_url_private');
    const sealer = createSealer('test-secret-that-is-long-enough-0123456789');
    await expect(
      saveWebhookUrl(
        ctx.database.db,
        sealer,
        { id: customer.userId, username: customer.username, accountId: customer.accountId },
        'http://127.0.0.1/',
        false,
      ),
    ).rejects.toMatchObject({
      status: 400,
      fields: { url: [{ code: 'webhook_url_private' }] },
    });
    // And at delivery: a URL saved earlier that now points inside is not called.
    const hook = await receiver();
    const result = await postWebhook(hook.url, 'secret', '{}', { allowPrivate: false, timeoutMs: 2000 });
    expect(result).toMatchObject({ ok: false, error: 'webhook_url_private' });
    expect(hook.received).toEqual([]);
    hook.close();
  });
  it('saves a URL whose host does not resolve yet with a warning, and still refuses private ones', async () => {
    const { customer, panel } = await customerWithKey();
    const sealer = createSealer('test-secret-that-is-long-enough-0123456789');
    const url = 'https://hooks.not-deployed.invalid/siar';
    const caller = { id: customer.userId, username: customer.username, accountId: customer.accountId };
    const saved = await saveWebhookUrl(ctx.database.db, sealer, caller, url, false);
    expect(saved).toMatchObject({ url, warning: 'webhook_url_unresolvable' });
    const shown = (await panel.get(PANEL.webhook)).json();
    expect(shown.url).toBe(url);
    expect(shown.warning).toBeUndefined();
    await expect(
      saveWebhookUrl(ctx.database.db, sealer, caller, 'http://127.0.0.1:9/hook', false),
    ).rejects.toMatchObject({ status: 400, fields: { url: [{ code: 'webhook_url_private' }] } });
    // Delivery checks again: an unresolvable host is a failed attempt, never a call.
    const result = await postWebhook(url, 'secret', '{}', { allowPrivate: false, timeoutMs: 2000 });
    expect(result).toMatchObject({ ok: false, error: 'webhook_url_unresolvable' });
  });
});
