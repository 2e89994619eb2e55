import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { chatChannelDevices, chatChannels, waDevices } from '../../db/schema/index.ts';
import { customerPeer } from './customer-peer.repo.ts';

export interface ChannelRecord {
  id: string;
  name: string;
  color: string;
  position: number;
  auto_assign: boolean;
  device_ids: string[] | null;
  unread_conversations: number;
}

/** The channels in their order, each with its devices and how many of their conversations are unread. */
export function listChannels(db: Database, accountId: string, channelId?: string) {
  return rawRows<ChannelRecord>(
    db,
    sql`select ch.id, ch.name, ch.color, ch.position, ch.auto_assign,
          (select array_agg(cd.device_id order by cd.device_id) from chat_channel_devices cd where cd.channel_id = ch.id) as device_ids,
          (select count(*)::int from conversations c
             where c.device_id in (select cd.device_id from chat_channel_devices cd where cd.channel_id = ch.id)
               and c.unread_count > 0 and ${customerPeer(sql`c.account_id`, sql`c.peer_phone`)}) as unread_conversations
        from chat_channels ch
        where ch.account_id = ${accountId} ${channelId ? sql`and ch.id = ${channelId}` : sql``}
        order by ch.position, ch.created_at, ch.id`,
  );
}

export async function channelDeviceIds(db: Database, accountId: string, channelId: string) {
  const [channel] = await db
    .select({ id: chatChannels.id })
    .from(chatChannels)
    .where(and(eq(chatChannels.accountId, accountId), eq(chatChannels.id, channelId)));
  if (!channel) return undefined;
  const rows = await db
    .select({ deviceId: chatChannelDevices.deviceId })
    .from(chatChannelDevices)
    .where(eq(chatChannelDevices.channelId, channelId));
  return rows.map((row) => row.deviceId);
}

/** Which of these ids are the account's devices. */
export async function ownDevices(db: Database, accountId: string, deviceIds: string[]) {
  if (deviceIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: waDevices.id })
    .from(waDevices)
    .where(and(eq(waDevices.accountId, accountId), inArray(waDevices.id, deviceIds)));
  return new Set(rows.map((row) => row.id));
}

export async function countChannels(db: Database, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatChannels)
    .where(eq(chatChannels.accountId, accountId));
  return row?.n ?? 0;
}

export async function insertChannel(
  db: Database,
  accountId: string,
  input: { name: string; color: string; autoAssign: boolean; deviceIds: string[] },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [channel] = await tx
      .insert(chatChannels)
      .values({
        accountId,
        name: input.name,
        color: input.color,
        autoAssign: input.autoAssign,
        position: sql`(select coalesce(max(position) + 1, 0) from chat_channels where account_id = ${accountId})`,
      })
      .returning({ id: chatChannels.id });
    await tx
      .insert(chatChannelDevices)
      .values(input.deviceIds.map((deviceId) => ({ channelId: channel!.id, deviceId, accountId })));
    return channel!.id;
  });
}

export async function updateChannel(
  db: Database,
  accountId: string,
  channelId: string,
  input: { name: string; color: string; autoAssign: boolean; deviceIds: string[] },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(chatChannels)
      .set({ name: input.name, color: input.color, autoAssign: input.autoAssign })
      .where(and(eq(chatChannels.accountId, accountId), eq(chatChannels.id, channelId)))
      .returning({ id: chatChannels.id });
    if (updated.length === 0) return false;
    await tx.delete(chatChannelDevices).where(eq(chatChannelDevices.channelId, channelId));
    await tx
      .insert(chatChannelDevices)
      .values(input.deviceIds.map((deviceId) => ({ channelId, deviceId, accountId })));
    return true;
  });
}

export async function deleteChannel(db: Database, accountId: string, channelId: string): Promise<boolean> {
  const rows = await db
    .delete(chatChannels)
    .where(and(eq(chatChannels.accountId, accountId), eq(chatChannels.id, channelId)))
    .returning({ id: chatChannels.id });
  return rows.length > 0;
}

/**
 * Saves a new order in one transaction, under a lock on the account's channels, and only when it
 * names every channel exactly once (a stale page, after another tab added or deleted one, is refused).
 */
export async function reorderChannels(db: Database, accountId: string, ids: string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: chatChannels.id })
      .from(chatChannels)
      .where(eq(chatChannels.accountId, accountId))
      .for('update');
    const current = new Set(rows.map((row) => row.id));
    if (ids.length !== current.size || new Set(ids).size !== ids.length || ids.some((id) => !current.has(id)))
      return false;
    for (const [position, id] of ids.entries())
      await tx.update(chatChannels).set({ position }).where(eq(chatChannels.id, id));
    return true;
  });
}
