import {
  CONVERSATION_MOVES,
  type Conversation,
  type ConversationCounts,
  type ConversationStatusInput,
  canMove,
} from '@siar/shared';
import { AppError } from '../../http/errors.ts';
import type { PhonePrivacy } from '../team/phone-privacy.ts';
import { channelDeviceIds } from './channels.repo.ts';
import { announceChats, type ChatsDeps } from './chats-deps.ts';
import * as repo from './conversation-status.repo.ts';
import { conversationView, findConversation } from './conversations.service.ts';
import { accountOf, type InboxScope, limitedTo, type Viewer } from './inbox-scope.ts';

export interface StatusCaller {
  scope: InboxScope;
  privacy: PhonePrivacy;
}

/**
 * Someone in the team opens, marks pending, snoozes or resolves the conversation. A snooze with a
 * time needs one to come; a move CONVERSATION_MOVES does not list (resolved to pending, or to the
 * status it is in) is a 409, as is a conversation someone else moved meanwhile.
 */
export async function changeConversationStatus(
  deps: ChatsDeps,
  caller: StatusCaller,
  conversationId: string,
  input: ConversationStatusInput,
  now = new Date(),
): Promise<Conversation> {
  const snoozedUntil =
    input.status === 'snoozed' && input.snoozed_until ? new Date(input.snoozed_until) : null;
  if (snoozedUntil && snoozedUntil <= now)
    throw AppError.fields({ snoozed_until: 'conversation_snooze_past' });
  const { accountId, userId } = caller.scope;
  const current = await findConversation(deps, caller.scope, conversationId);
  if (!canMove(CONVERSATION_MOVES, current.status, input.status))
    throw AppError.conflict('conversation_status_move_refused');
  const moved = await repo.changeConversationStatus(deps.db, {
    accountId,
    conversationId,
    from: current.status,
    to: input.status,
    snoozedUntil,
    userId,
  });
  if (!moved) throw AppError.conflict('conversation_status_move_refused');
  await announceChats(deps, accountId);
  return conversationView(deps, caller.scope, conversationId, caller.privacy);
}

/** How many conversations are in each status: the channel's, or every device's. */
export async function conversationCounts(
  deps: ChatsDeps,
  viewer: Viewer,
  channelId: string | undefined,
): Promise<ConversationCounts> {
  const accountId = accountOf(viewer);
  const deviceIds = channelId ? await channelDeviceIds(deps.db, accountId, channelId) : undefined;
  if (channelId && !deviceIds) throw AppError.notFound('channel_not_found');
  return repo.conversationCounts(deps.db, accountId, deviceIds, limitedTo(viewer));
}

/** The snoozes whose time has come: those conversations are open again, and their accounts' tabs hear it. */
export async function wakeSnoozedConversations(deps: ChatsDeps, now = new Date()): Promise<number> {
  const woken = await repo.wakeSnoozedConversations(deps.db, now);
  for (const accountId of new Set(woken.map((row) => row.accountId))) await announceChats(deps, accountId);
  return woken.length;
}
