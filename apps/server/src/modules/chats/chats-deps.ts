import type { Database } from '../../db/client.ts';
import type { AnswerCache } from '../../http/answer-cache.ts';
import type { LiveEvents } from '../live/live-events.ts';

export interface ChatsDeps {
  db: Database;
  live: LiveEvents;
}

/** The routes' too: the answers kept between requests (http/answer-cache.ts). */
export interface ChatsRouteDeps extends ChatsDeps {
  answers: AnswerCache;
}

/**
 * Tells every tab of the account that chats changed (the `messages` topic). With a device's id,
 * the gateway running that device also wakes its sender, so a queued message leaves at once.
 */
export async function announceChats(deps: ChatsDeps, accountId: string, deviceId?: string): Promise<void> {
  await deps.live.publish({
    account_id: accountId,
    topic: 'messages',
    ...(deviceId ? { id: deviceId } : {}),
  });
}
