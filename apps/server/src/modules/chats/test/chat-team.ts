import { CHATS_PATHS } from '@siar/shared';
import { deviceRow } from '../../../test/campaign-data.ts';
import { apiAs, createAgent, createCustomer } from '../../../test/factories.ts';
import type { TestContext } from '../../../test/test-app.ts';
import type { CoalescedAnnouncer } from '../../../whatsapp/gateway/coalesced-announcer.ts';
import { receiveMessages } from '../../../whatsapp/gateway/device-events.ts';
import { textMessage } from './chat-data.ts';

const announcer = { announce: () => {} } as unknown as CoalescedAnnouncer;

/** An account with a device, its owner, and two agents, each with their API. */
export async function chatTeam(ctx: TestContext) {
  const owner = await createCustomer(ctx.database.db);
  const ownerApi = await apiAs(ctx.app, owner);
  const deviceId = await deviceRow(ctx.database.db, owner.accountId);
  const device = { id: deviceId, accountId: owner.accountId };
  const dewi = await createAgent(ctx.database.db, owner);
  const rudi = await createAgent(ctx.database.db, owner);
  return {
    owner,
    ownerApi,
    device,
    dewi: { ...dewi, api: await apiAs(ctx.app, dewi) },
    rudi: { ...rudi, api: await apiAs(ctx.app, rudi) },
  };
}
export type ChatTeam = Awaited<ReturnType<typeof chatTeam>>;

/** A contact's message reaching the device through the gateway's path; answers its conversation's id. */
export async function contactWrites(ctx: TestContext, t: ChatTeam, phone: string, text = 'Halo') {
  await receiveMessages(ctx.database.db, announcer, [
    { device: t.device, message: textMessage(phone, text) },
  ]);
  const list = (
    await t.ownerApi.get(`${CHATS_PATHS.conversations}?status=all&search=${phone.slice(1)}`)
  ).json();
  return list.results[0].conversation_id as string;
}
