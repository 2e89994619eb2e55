import type { Database } from '../../db/client.ts';
import { labelConversations } from '../labels/index.ts';
import * as repo from './conversation-assignment.repo.ts';

/**
 * What an auto-reply rule does to the conversation it answers, beside answering: puts its labels
 * on it, and gives it to a member when nobody has it (a member's own choice is never overridden).
 * The line in the thread says it was automatic (by: nobody).
 */
export async function applyRuleActions(
  db: Database,
  at: { accountId: string; deviceId: string; peerPhone: string },
  actions: { labelIds: string[]; assignTo: string | null },
): Promise<void> {
  if (actions.labelIds.length === 0 && !actions.assignTo) return;
  const conversation = await repo.conversationAt(db, at);
  if (!conversation) return;
  await labelConversations(
    db,
    at.accountId,
    actions.labelIds.map((labelId) => ({ conversationId: conversation.id, labelId })),
  );
  const to = actions.assignTo;
  if (!to || conversation.assigneeId || !(await repo.isActiveMember(db, at.accountId, to))) return;
  await db.transaction((tx) =>
    repo.assign(tx, {
      accountId: at.accountId,
      conversationId: conversation.id,
      from: null,
      to,
      byUserId: null,
    }),
  );
}
