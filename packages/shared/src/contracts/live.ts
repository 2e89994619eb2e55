import { z } from 'zod';

/**
 * The panel's live channel: a websocket that tells the page what changed (devices, warmup), so it
 * asks the API again without a reload. It authenticates by the session cookie; customers hear
 * their own account, staff the account they name (`?account_id=`).
 */
export { LIVE_PATHS } from './live.paths.ts';

/** `typing` is for gateways (someone writes an answer in a conversation): pages refetch nothing. */
export const LIVE_TOPICS = [
  'devices',
  'warmup',
  'campaigns',
  'contacts',
  'messages',
  'webhooks',
  'typing',
  'team',
  'mentions',
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** `mentions`: a note named a member (`id`: the member's user id); their notices refetch. */
/** What an agent's socket hears: the parts of the panel agents work in (contacts, chats, who is online). */
export const AGENT_LIVE_TOPICS: readonly LiveTopic[] = ['contacts', 'messages', 'team', 'mentions'];

/**
 * One event on the channel. It carries no data: the page refetches what the topic names. A frame
 * holds one event, or an array of the events of one burst.
 */
export const liveEventSchema = z.object({
  account_id: z.string(),
  topic: z.enum(LIVE_TOPICS),
  /** The row that changed (a device id), when one did. */
  id: z.string().optional(),
});
export type LiveEventMessage = z.infer<typeof liveEventSchema>;

export const liveQuerySchema = z.object({ account_id: z.uuid({ error: 'account_not_found' }).optional() });
