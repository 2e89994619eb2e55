import type { ConversationNote, ConversationNoteInput, Mentions } from '@siar/shared';
import { AppError } from '../../http/errors.ts';
import type { PhonePrivacy } from '../team/phone-privacy.ts';
import { announceChats, type ChatsDeps } from './chats-deps.ts';
import { toNote } from './chats-view.ts';
import * as repo from './conversation-notes.repo.ts';
import { findConversation } from './conversations.service.ts';
import type { InboxScope } from './inbox-scope.ts';

const MENTIONS_SHOWN = 20;

/**
 * A member who may see the conversation writes a note for the team. The members it names must be
 * active members of the account; each (but the author) is told: a notice in the panel and a live
 * event. Nothing is sent to the contact.
 */
export async function addNote(
  deps: ChatsDeps,
  scope: InboxScope,
  conversationId: string,
  input: Required<ConversationNoteInput>,
): Promise<ConversationNote> {
  await findConversation(deps, scope, conversationId);
  const named = [...new Set(input.mention_ids)];
  const members = await repo.activeMembers(deps.db, scope.accountId, named);
  if (members.length < named.length) throw AppError.fields({ mention_ids: 'team_member_not_found' });
  const told = named.filter((id) => id !== scope.userId);
  const noteId = await deps.db.transaction((tx) =>
    repo.insertNote(tx, {
      accountId: scope.accountId,
      conversationId,
      authorId: scope.userId,
      text: input.text,
      mentionIds: told,
    }),
  );
  await announceChats(deps, scope.accountId);
  for (const userId of told)
    await deps.live.publish({ account_id: scope.accountId, topic: 'mentions', id: userId });
  return toNote(await repo.findNote(deps.db, noteId));
}

/** The caller's latest mentions and how many are unread; numbers as the caller may see them. */
export async function mentionsOf(deps: ChatsDeps, userId: string, privacy: PhonePrivacy): Promise<Mentions> {
  const [rows, unread] = await Promise.all([
    repo.latestMentions(deps.db, userId, MENTIONS_SHOWN),
    repo.unreadMentions(deps.db, userId),
  ]);
  return {
    results: rows.map((row) => ({
      mention_id: row.id,
      conversation_id: row.conversation_id,
      conversation_title: row.contact_name || row.push_name || privacy.show(row.peer_phone),
      author: row.author_id ? { id: row.author_id, name: row.author_name ?? '' } : null,
      text: row.text,
      read: row.read_at !== null,
      created_at: row.created_at,
    })),
    unread,
  };
}

export async function readMentions(
  deps: ChatsDeps,
  scope: InboxScope,
  which: { mention_ids?: string[]; conversation_id?: string },
) {
  const marked = await repo.markMentionsRead(deps.db, scope.userId, {
    ids: which.mention_ids,
    conversationId: which.conversation_id,
  });
  if (marked > 0)
    await deps.live.publish({ account_id: scope.accountId, topic: 'mentions', id: scope.userId });
  return { detail: `${marked} marked read.` };
}
