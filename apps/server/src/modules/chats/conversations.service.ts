import {
  type ChatMessage,
  CONVERSATIONS_PAGE_SIZE,
  type Conversation,
  type ConversationsQuery,
  DEFAULT_CONVERSATION_STATUS_FILTER,
  MESSAGES_PAGE_SIZE,
  typingEventId,
} from '@siar/shared';
import { AppError } from '../../http/errors.ts';
import { NUMBERS_VISIBLE, type PhonePrivacy } from '../team/phone-privacy.ts';
import { channelDeviceIds } from './channels.repo.ts';
import { announceChats, type ChatsDeps } from './chats-deps.ts';
import { toChatMessage, toConversation } from './chats-view.ts';
import * as repo from './conversations.repo.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';

/** A channel's conversations (or every device's), latest first, a page at a time. */
export async function listConversations(
  deps: ChatsDeps,
  accountId: string,
  query: ConversationsQuery,
  privacy: PhonePrivacy = NUMBERS_VISIBLE,
) {
  const deviceIds = query.channel_id
    ? await channelDeviceIds(deps.db, accountId, query.channel_id)
    : undefined;
  if (query.channel_id && !deviceIds) throw AppError.notFound('channel_not_found');
  const status = query.status ?? DEFAULT_CONVERSATION_STATUS_FILTER;
  const rows = await repo.listConversations(deps.db, accountId, {
    deviceIds,
    status: status === 'all' ? undefined : status,
    search: query.search || undefined,
    // Hidden numbers are not searched either: digits typed one by one would find them.
    searchNumbers: !privacy.hidden,
    unanswered: query.unanswered === 'true',
    cursor: decodeCursor(query.cursor),
    limit: CONVERSATIONS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, CONVERSATIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    results: page.map((row) => toConversation(row, privacy)),
    next_cursor:
      rows.length > CONVERSATIONS_PAGE_SIZE && last
        ? encodeCursor({ at: last.cursor_at, id: last.id })
        : null,
  };
}

/** The conversation, the account's own only: another account's id is "not found". */
export async function findConversation(deps: ChatsDeps, accountId: string, conversationId: string) {
  const row = await repo.findConversation(deps.db, accountId, conversationId);
  if (!row) throw AppError.notFound('conversation_not_found');
  return row;
}

export async function conversationView(
  deps: ChatsDeps,
  accountId: string,
  conversationId: string,
  privacy: PhonePrivacy = NUMBERS_VISIBLE,
): Promise<Conversation> {
  return toConversation(await findConversation(deps, accountId, conversationId), privacy);
}

/** A page of the thread, oldest first; `next_cursor` reaches further back. */
export async function threadPage(
  deps: ChatsDeps,
  accountId: string,
  conversationId: string,
  cursor: string | undefined,
): Promise<{ results: ChatMessage[]; next_cursor: string | null }> {
  await findConversation(deps, accountId, conversationId);
  const rows = await repo.threadPage(deps.db, conversationId, decodeCursor(cursor), MESSAGES_PAGE_SIZE + 1);
  const page = rows.slice(0, MESSAGES_PAGE_SIZE);
  const oldest = page.at(-1);
  return {
    results: page.reverse().map(toChatMessage),
    next_cursor:
      rows.length > MESSAGES_PAGE_SIZE && oldest
        ? encodeCursor({ at: oldest.cursor_at, id: oldest.id })
        : null,
  };
}

/** Someone writes an answer (or stopped): the gateway running the device shows it to the contact. */
export async function typing(deps: ChatsDeps, accountId: string, conversationId: string, typing: boolean) {
  await findConversation(deps, accountId, conversationId);
  await deps.live.publish({
    account_id: accountId,
    topic: 'typing',
    id: typingEventId(conversationId, typing),
  });
  return { detail: typing ? 'Typing shown.' : 'Typing stopped.' };
}

export async function markRead(deps: ChatsDeps, accountId: string, conversationId: string) {
  if (!(await repo.markRead(deps.db, accountId, conversationId)))
    throw AppError.notFound('conversation_not_found');
  await announceChats(deps, accountId);
  return { detail: 'Marked as read.' };
}
