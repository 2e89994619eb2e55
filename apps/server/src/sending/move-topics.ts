import type { LiveTopic } from '@siar/shared';
import { inConversation } from '../modules/chats/index.ts';

/** What a page shows of a moved message. */
export interface MovedMessage {
  accountId: string;
  purpose: string;
  campaignId: string | null;
}

/**
 * The live topics a message's move changes: the devices' counts (with no device id, so gateways,
 * which reconcile on one, are not set to work by every move), a thread's ticks, a campaign's
 * progress, a warmup's sent counts.
 */
export function topicsOfMove(row: MovedMessage): { topic: LiveTopic; id?: string }[] {
  const topics: { topic: LiveTopic; id?: string }[] = [{ topic: 'devices' }];
  // Every message of a conversation (a chat reply, a campaign's, the API's) shows its ticks.
  if (inConversation(row.purpose)) topics.push({ topic: 'messages' });
  // The warmup page counts a device's sent messages: the run's own event comes when a message is
  // queued, before it is sent (the last one would never be counted live).
  if (row.purpose === 'warmup') topics.push({ topic: 'warmup' });
  if (row.campaignId) topics.push({ topic: 'campaigns', id: row.campaignId });
  return topics;
}
