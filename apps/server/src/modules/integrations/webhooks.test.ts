import { INTEGRATION_API_PATHS as API, INTEGRATIONS_PATHS as PANEL } from '@siar/shared';
import { describe, expect, it, vi } from 'vitest';
import { runTwiceAndConcurrently } from '../../test/jobs.ts';
import { WAIT } from '../../whatsapp/testing/gateway-fixture.ts';
import { createSealer } from './sealed.ts';
import {
  call,
  ctx,
  customerWithKey,
  gateways,
  isFromSiar,
  receiver,
  useIntegrationsApp,
} from './test/integrations-app.ts';
import { webhookUrlProblem } from './webhook-address.ts';
import { postWebhook } from './webhook-post.ts';
import { deliverDue, webhookJobs } from './webhooks.jobs.ts';
import { saveWebhookUrl } from './webhooks.service.ts';

useIntegrationsApp();

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
