import { type ChannelInput, type ChatChannel, MAX_CHANNELS } from '@siar/shared';
import { AppError } from '../../http/errors.ts';
import * as repo from './channels.repo.ts';
import { announceChats, type ChatsDeps } from './chats-deps.ts';
import { toChannel } from './chats-view.ts';

export async function listChannels(deps: ChatsDeps, accountId: string): Promise<ChatChannel[]> {
  return (await repo.listChannels(deps.db, accountId)).map(toChannel);
}

async function channelView(deps: ChatsDeps, accountId: string, channelId: string): Promise<ChatChannel> {
  const [row] = await repo.listChannels(deps.db, accountId, channelId);
  if (!row) throw AppError.notFound('channel_not_found');
  return toChannel(row);
}

/** The devices, once each, all the account's own (another account's device is "not found"). */
async function checkedDevices(deps: ChatsDeps, accountId: string, deviceIds: string[]): Promise<string[]> {
  const unique = [...new Set(deviceIds)];
  const own = await repo.ownDevices(deps.db, accountId, unique);
  if (own.size !== unique.length) throw AppError.fields({ device_ids: 'channel_device_not_found' });
  return unique;
}

export async function createChannel(deps: ChatsDeps, accountId: string, input: ChannelInput) {
  const deviceIds = await checkedDevices(deps, accountId, input.device_ids);
  if ((await repo.countChannels(deps.db, accountId)) >= MAX_CHANNELS)
    throw AppError.badRequest('channel_limit_reached', { limit: MAX_CHANNELS });
  const id = await repo.insertChannel(deps.db, accountId, {
    name: input.name,
    color: input.color,
    autoAssign: input.auto_assign ?? false,
    deviceIds,
  });
  await announceChats(deps, accountId);
  return channelView(deps, accountId, id);
}

export async function updateChannel(
  deps: ChatsDeps,
  accountId: string,
  channelId: string,
  input: ChannelInput,
) {
  const deviceIds = await checkedDevices(deps, accountId, input.device_ids);
  const updated = await repo.updateChannel(deps.db, accountId, channelId, {
    name: input.name,
    color: input.color,
    autoAssign: input.auto_assign ?? false,
    deviceIds,
  });
  if (!updated) throw AppError.notFound('channel_not_found');
  await announceChats(deps, accountId);
  return channelView(deps, accountId, channelId);
}

export async function deleteChannel(deps: ChatsDeps, accountId: string, channelId: string) {
  if (!(await repo.deleteChannel(deps.db, accountId, channelId)))
    throw AppError.notFound('channel_not_found');
  await announceChats(deps, accountId);
}

export async function reorderChannels(deps: ChatsDeps, accountId: string, channelIds: string[]) {
  if (!(await repo.reorderChannels(deps.db, accountId, channelIds)))
    throw AppError.fields({ channel_ids: 'channel_order_mismatch' });
  await announceChats(deps, accountId);
  return listChannels(deps, accountId);
}
