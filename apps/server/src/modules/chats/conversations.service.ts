import {
  type ChatMessage,
  CONVERSATIONS_PAGE_SIZE,
  type Conversation,
  type ConversationEvent,
  type ConversationNote,
  type ConversationsQuery,
  DEFAULT_CONVERSATION_STATUS_FILTER,
  MESSAGES_PAGE_SIZE,
  typingEventId,
} from '@siar/shared';
import { AppError } from '../../http/errors.ts';
import { NUMBERS_VISIBLE, type PhonePrivacy } from '../team/phone-privacy.ts';
import { channelDeviceIds } from './channels.repo.ts';
import { announceChats, type ChatsDeps } from './chats-deps.ts';
import { toChatMessage, toConversation, toConversationEvent, toNote } from './chats-view.ts';
import { threadEvents } from './conversation-assignment.repo.ts';
import { threadNotes } from './conversation-notes.repo.ts';
import * as repo from './conversations.repo.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { accountOf, type InboxScope, limitedTo, scopeKey, type Viewer } from './inbox-scope.ts';

/** What a conversation list's answer depends on (a key of the answers kept between requests). */
export function listAnswerKey(
  scope: InboxScope,
  query: ConversationsQuery,
  privacy: PhonePrivacy,
  url: string,
) {
  const numbers = privacy.hidden ? 'numbers hidden' : 'numbers shown';
  return `conversations:${scopeKey(scope, query.assignee === 'mine')}:${numbers}:${url}`;
}

/** A channel's conversations (or every device's), latest first, a page at a time. */
export async function listConversations(
  deps: ChatsDeps,
  viewer: Viewer,
  query: ConversationsQuery,
  privacy: PhonePrivacy = NUMBERS_VISIBLE,
) {
  const accountId = accountOf(viewer);
  const me = typeof viewer === 'string' ? undefined : viewer.userId;
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
    assignee:
      query.assignee === 'unassigned'
        ? 'nobody'
        : query.assignee === 'mine' && me
          ? { userId: me }
          : undefined,
    visibleTo: limitedTo(viewer),
    labelId: query.label_id,
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

/**
 * The conversation, the account's own only: another account's id is "not found", and so is one
 * assigned to another member for an agent who sees only their own and the unassigned ones.
 */
export async function findConversation(deps: ChatsDeps, viewer: Viewer, conversationId: string) {
  const row = await repo.findConversation(deps.db, accountOf(viewer), conversationId, limitedTo(viewer));
  if (!row) throw AppError.notFound('conversation_not_found');
  return row;
}

export async function conversationView(
  deps: ChatsDeps,
  viewer: Viewer,
  conversationId: string,
  privacy: PhonePrivacy = NUMBERS_VISIBLE,
): Promise<Conversation> {
  return toConversation(await findConversation(deps, viewer, conversationId), privacy);
}

/**
 * A page of the thread, oldest first; `next_cursor` reaches further back. The assignment lines
 * come with the page whose span holds them: from its oldest message (from the start, on the
 * oldest page) to the page after it, so pages put together show each line once.
 */
export async function threadPage(
  deps: ChatsDeps,
  viewer: Viewer,
  conversationId: string,
  cursor: string | undefined,
): Promise<{
  results: ChatMessage[];
  next_cursor: string | null;
  events: ConversationEvent[];
  notes: ConversationNote[];
}> {
  await findConversation(deps, viewer, conversationId);
  const after = decodeCursor(cursor);
  const rows = await repo.threadPage(deps.db, conversationId, after, MESSAGES_PAGE_SIZE + 1);
  const page = rows.slice(0, MESSAGES_PAGE_SIZE);
  const oldest = page.at(-1);
  const more = rows.length > MESSAGES_PAGE_SIZE && oldest;
  const span = { from: more ? oldest.cursor_at : undefined, before: after?.at };
  const [events, notes] = await Promise.all([
    threadEvents(deps.db, conversationId, span),
    threadNotes(deps.db, conversationId, span),
  ]);
  return {
    results: page.reverse().map(toChatMessage),
    next_cursor: more ? encodeCursor({ at: oldest.cursor_at, id: oldest.id }) : null,
    events: events.map(toConversationEvent),
    notes: notes.map(toNote),
  };
}

/** Someone writes an answer (or stopped): the gateway running the device shows it to the contact. */
export async function typing(deps: ChatsDeps, viewer: Viewer, conversationId: string, typing: boolean) {
  await findConversation(deps, viewer, conversationId);
  await deps.live.publish({
    account_id: accountOf(viewer),
    topic: 'typing',
    id: typingEventId(conversationId, typing),
  });
  return { detail: typing ? 'Typing shown.' : 'Typing stopped.' };
}

export async function markRead(deps: ChatsDeps, viewer: Viewer, conversationId: string) {
  await findConversation(deps, viewer, conversationId);
  const accountId = accountOf(viewer);
  if (!(await repo.markRead(deps.db, accountId, conversationId)))
    throw AppError.notFound('conversation_not_found');
  await announceChats(deps, accountId);
  return { detail: 'Marked as read.' };
}
