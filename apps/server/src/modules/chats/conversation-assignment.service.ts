import type { Conversation, ConversationAssigneeInput, InboxMembers } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { PhonePrivacy } from '../team/phone-privacy.ts';
import { announceChats, type ChatsDeps } from './chats-deps.ts';
import * as repo from './conversation-assignment.repo.ts';
import { conversationView, findConversation } from './conversations.service.ts';
import type { InboxScope } from './inbox-scope.ts';

/**
 * Someone in the team assigns a conversation they can see to a member (or to nobody). The member
 * must be an active user of the account; a conversation someone else assigned meanwhile is a 409.
 */
export async function assignConversation(
  deps: ChatsDeps,
  scope: InboxScope,
  conversationId: string,
  input: ConversationAssigneeInput,
  privacy: PhonePrivacy,
): Promise<Conversation> {
  const current = await findConversation(deps, scope, conversationId);
  const to = input.user_id;
  if (to && !(await repo.isActiveMember(deps.db, scope.accountId, to)))
    throw AppError.fields({ user_id: 'team_member_not_found' });
  if (to !== current.assignee_id) {
    const moved = await deps.db.transaction((tx) =>
      repo.assign(tx, {
        accountId: scope.accountId,
        conversationId,
        from: current.assignee_id,
        to,
        byUserId: scope.userId,
      }),
    );
    if (!moved) throw AppError.conflict('conversation_assignee_changed');
    await announceChats(deps, scope.accountId);
  }
  // An agent who gave it to someone else may no longer see it: the answer is the account's view.
  return conversationView(deps, scope.accountId, conversationId, privacy);
}

export async function inboxMembers(db: Database, accountId: string): Promise<InboxMembers> {
  return { results: await repo.inboxMembers(db, accountId) };
}

/**
 * The stored messages' conversations that a channel assigns by itself go to the member whose turn
 * it is (online, below their limit); none online leaves them unassigned. Each in its own short
 * transaction, after the messages are written: answering the contact never waits on it.
 */
export async function autoAssign(
  db: Database,
  pairs: { deviceId: string; phone: string }[],
): Promise<string[]> {
  const accounts = new Set<string>();
  for (const waiting of await repo.waitingForAssignment(db, pairs)) {
    const assigned = await db.transaction(async (tx) => {
      const member = await repo.takeTurn(tx, waiting.account_id);
      if (!member) return false;
      return repo.assign(tx, {
        accountId: waiting.account_id,
        conversationId: waiting.id,
        from: null,
        to: member,
        byUserId: null,
      });
    });
    if (assigned) accounts.add(waiting.account_id);
  }
  return [...accounts];
}
