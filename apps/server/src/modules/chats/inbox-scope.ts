import type { Database } from '../../db/client.ts';
import type { CustomerCaller } from '../../http/guards.ts';
import { agentsSeeAllConversations } from '../team/index.ts';

/**
 * Whose conversations a caller sees: the owner every one of the account, an agent their own and
 * the unassigned ones unless the owner lets agents see all. The server's own work (auto-replies,
 * the REST API) passes the account's id alone: it sees every conversation.
 */
export interface InboxScope {
  accountId: string;
  userId: string;
  /** Set for an agent limited to their own and the unassigned conversations. */
  onlyOwnAndUnassigned: boolean;
}
export type Viewer = string | InboxScope;

export const accountOf = (viewer: Viewer) => (typeof viewer === 'string' ? viewer : viewer.accountId);

/** The agent a conversation list or lookup is limited to, if any. */
export const limitedTo = (viewer: Viewer) =>
  typeof viewer !== 'string' && viewer.onlyOwnAndUnassigned ? viewer.userId : undefined;

/**
 * Whose answer a read of the inbox gives, as part of a key of the answers kept between requests:
 * the account's, or the member's alone when it is theirs (an agent limited to their own and the
 * unassigned, or their own list, "mine"). Members who would get the same answer share it.
 */
export function scopeKey(scope: InboxScope, mine = false): string {
  const member = scope.onlyOwnAndUnassigned || mine ? scope.userId : 'any member';
  return `${scope.accountId}:${member}`;
}

export async function inboxScope(db: Database, caller: CustomerCaller): Promise<InboxScope> {
  const limited = caller.role === 'agent' && !(await agentsSeeAllConversations(db, caller.accountId));
  return { accountId: caller.accountId, userId: caller.id, onlyOwnAndUnassigned: limited };
}
