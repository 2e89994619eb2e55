import {
  AUTO_REPLIES_API_PATHS as API,
  AUTO_REPLIES_PATHS,
  CHATS_PATHS,
  fillPath,
  INTEGRATIONS_PATHS,
} from '@siar/shared';
import { describe, expect, it, vi } from 'vitest';
import { WAIT } from '../../whatsapp/testing/gateway-fixture.ts';
import {
  call,
  ctx,
  customerWithKey,
  gateways,
  receiver,
  useIntegrationsApp,
} from '../integrations/test/integrations-app.ts';

// What a customer's own systems see of auto-replies: the REST API lists the rules and switches one
// on or off, and the webhook tells which rule answered which message.

useIntegrationsApp();

const patch = (key: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url, payload, headers: { authorization: `Bearer ${key}` } });

describe('auto-replies through the REST API and webhooks', () => {
  it('lists the rules, switches one off and on, and reports each answer with its rule', async () => {
    const { customer, panel, key } = await customerWithKey();
    const hook = await receiver();
    try {
      expect((await panel.put(INTEGRATIONS_PATHS.webhook, { url: hook.url })).statusCode).toBe(200);
      const deviceId = await gateways.pairedDevice(customer.accountId, '+447700900131');
      const quick = (
        await panel.post(CHATS_PATHS.quickReplies, { shortcut: 'price', text: 'Prices: example.com/p' })
      ).json();
      const created = await panel.post(AUTO_REPLIES_PATHS.rules, {
        name: 'Price',
        trigger: 'keyword',
        match_mode: 'contains',
        keywords: ['harga'],
        quick_reply_id: quick.quick_reply_id,
        min_delay_seconds: 0,
        max_delay_seconds: 0,
      });
      const ruleId = created.json().rule_id as string;

      const listed = await call(key, 'GET', API.rules);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().results).toEqual([
        expect.objectContaining({ rule_id: ruleId, name: 'Price', enabled: true }),
      ]);
      const url = fillPath(API.rule, { rule_id: ruleId });
      expect((await patch(key, url, { enabled: false })).json()).toMatchObject({
        rule_id: ruleId,
        enabled: false,
      });
      expect((await panel.get(AUTO_REPLIES_PATHS.rules)).json().results[0].enabled).toBe(false);
      expect((await patch(key, url, { enabled: 'yes' })).statusCode).toBe(400);
      const other = await customerWithKey();
      expect((await patch(other.key, url, { enabled: true })).statusCode).toBe(404);
      expect((await patch(key, url, { enabled: true })).json().enabled).toBe(true);

      await panel.post(CHATS_PATHS.sandboxMessage, {
        device_id: deviceId,
        from_phone: '+628991110031',
        text: 'harga?',
      });
      const events = () =>
        hook.received.map((r) => JSON.parse(r.body) as { event: string; data: Record<string, unknown> });
      // Each event is its own delivery: they may arrive in any order.
      await vi.waitFor(
        () =>
          expect(events().map((e) => e.event)).toEqual(
            expect.arrayContaining(['message.received', 'auto_reply.sent']),
          ),
        WAIT,
      );
      const received = events().find((e) => e.event === 'message.received')!;
      const answered = events().find((e) => e.event === 'auto_reply.sent')!;
      expect(answered.data).toMatchObject({
        device_id: deviceId,
        to: '+628991110031',
        rule_id: ruleId,
        rule_name: 'Price',
        in_reply_to: received.data.message_id,
      });
      // Its own message.status events go out beside it (each delivery on its own, in any order).
      await vi.waitFor(() => {
        const statuses = events().filter(
          (e) => e.event === 'message.status' && e.data.message_id === answered.data.message_id,
        );
        expect(statuses.map((e) => e.data)).toContainEqual(
          expect.objectContaining({ status: 'sent', source: 'auto_reply' }),
        );
      }, WAIT);
    } finally {
      hook.close();
    }
  });
});
