import { COOKIES, LIVE_PATHS } from '@siar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { createAgent, createCustomer, createStaff } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const open = (token?: string, query = '', headers: Record<string, string> = {}) =>
  ctx.app.injectWS(`${LIVE_PATHS.events}${query}`, {
    headers: { ...(token ? { cookie: `${COOKIES.session}=${token}` } : {}), ...headers },
  });

/**
 * The events a socket receives from now on (a frame holds one, or an array of a burst's), but the
 * `team` topic's: the socket's own opening announces its member online (team/presence.test.ts).
 */
function inbox(socket: WebSocket) {
  const received: unknown[] = [];
  socket.on('message', (data) => {
    const frame: unknown = JSON.parse(String(data));
    const events = (Array.isArray(frame) ? frame : [frame]) as { topic: string }[];
    received.push(...events.filter((event) => event.topic !== 'team'));
  });
  return received;
}

describe('the live channel', () => {
  it("carries the customer's own account's events and no one else's", async () => {
    const sari = await createCustomer(ctx.database.db);
    const budi = await createCustomer(ctx.database.db);
    const socket = await open(sari.token);
    const received = inbox(socket);
    await ctx.app.live.publish({ account_id: budi.accountId, topic: 'devices', id: 'budi-device' });
    await ctx.app.live.publish({ account_id: sari.accountId, topic: 'devices', id: 'sari-device' });
    await expect
      .poll(() => received)
      .toEqual([{ account_id: sari.accountId, topic: 'devices', id: 'sari-device' }]);
    socket.terminate();
  });

  it('lets staff follow the account they name, and no one name another account', async () => {
    const staff = await createStaff(ctx.database.db);
    const customer = await createCustomer(ctx.database.db);
    const other = await createCustomer(ctx.database.db);
    const socket = await open(staff.token, `?account_id=${customer.accountId}`);
    const received = inbox(socket);
    await ctx.app.live.publish({ account_id: customer.accountId, topic: 'warmup' });
    await expect.poll(() => received).toEqual([{ account_id: customer.accountId, topic: 'warmup' }]);
    socket.terminate();

    await expect(open(staff.token)).rejects.toThrow('403');
    await expect(open(customer.token, `?account_id=${other.accountId}`)).rejects.toThrow('403');
    await expect(open()).rejects.toThrow('401');
  });

  // Attacks seen on main: a page on another site opened the socket with the visitor's cookie.
  it("refuses a socket opened from another site's page, and accepts the product's own pages", async () => {
    const sari = await createCustomer(ctx.database.db);
    await expect(open(sari.token, '', { origin: 'https://evil.example' })).rejects.toThrow('403');
    await expect(open(sari.token, '', { origin: 'null' })).rejects.toThrow('403');
    // The product's address, and the address the page was served from (a proxy's host name).
    for (const [origin, host] of [
      [new URL(ctx.config.PUBLIC_URL).origin, 'siar.internal:3000'],
      ['https://chat.example.co.id', 'chat.example.co.id'],
    ]) {
      const own = await open(sari.token, '', { origin: origin!, host: host! });
      const received = inbox(own);
      await ctx.app.live.publish({ account_id: sari.accountId, topic: 'devices' });
      await expect.poll(() => received).toEqual([{ account_id: sari.accountId, topic: 'devices' }]);
      own.terminate();
    }
  });

  it("gives an agent only the topics of the agents' part of the panel", async () => {
    const owner = await createCustomer(ctx.database.db);
    const agent = await createAgent(ctx.database.db, owner);
    const socket = await open(agent.token);
    const received = inbox(socket);
    for (const topic of [
      'devices',
      'warmup',
      'campaigns',
      'webhooks',
      'typing',
      'contacts',
      'messages',
    ] as const)
      await ctx.app.live.publish({ account_id: owner.accountId, topic });
    await expect.poll(() => received).toHaveLength(2);
    expect(received).toEqual([
      { account_id: owner.accountId, topic: 'contacts' },
      { account_id: owner.accountId, topic: 'messages' },
    ]);
    socket.terminate();
  });
});
