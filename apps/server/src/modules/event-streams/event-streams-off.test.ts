import { afterAll, beforeAll, expect, it } from 'vitest';
import { deviceRow } from '../../test/campaign-data.ts';
import { createCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { CoalescedAnnouncer } from '../../whatsapp/gateway/coalesced-announcer.ts';
import { receiveMessages } from '../../whatsapp/gateway/device-events.ts';
import { textMessage } from '../chats/test/chat-data.ts';
import { eventStreamsOn, streamBacklog } from './index.ts';

// Without a broker's settings, events cost nothing more than before: none is written for streams.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('writes nothing for the brokers when none is configured', async () => {
  const customer = await createCustomer(ctx.database.db);
  const device = { id: await deviceRow(ctx.database.db, customer.accountId), accountId: customer.accountId };
  await receiveMessages(ctx.database.db, { announce() {} } as unknown as CoalescedAnnouncer, [
    {
      device,
      message: textMessage('+628991230001', 'halo'),
    },
  ]);
  expect(eventStreamsOn()).toBe(false);
  expect(await streamBacklog(ctx.database.db)).toEqual({ waiting: 0, oldestSeconds: null });
});
