import type { Database } from '../../db/client.ts';
import type { CustomerCaller } from '../../http/guards.ts';
import { agentsSeeAllConversations, findSecuritySettings } from '../team/index.ts';
import { agentPrivacy, NUMBERS_VISIBLE, type PhonePrivacy } from '../team/phone-privacy.ts';

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

/**
 * The caller's scope and the numbers they see, from one read of the account's settings (an
 * agent's; the owner's need none): what the inbox's busiest reads ask on every request.
 */
export async function inboxViewer(
  db: Database,
  caller: CustomerCaller,
): Promise<{ scope: InboxScope; privacy: PhonePrivacy }> {
  const mine = { accountId: caller.accountId, userId: caller.id };
  if (caller.role !== 'agent')
    return { scope: { ...mine, onlyOwnAndUnassigned: false }, privacy: NUMBERS_VISIBLE };
  const settings = await findSecuritySettings(db, caller.accountId);
  return {
    scope: { ...mine, onlyOwnAndUnassigned: !settings.agentsSeeAllConversations },
    privacy: agentPrivacy(settings.hidePhoneNumbers),
  };
}

export async function inboxScope(db: Database, caller: CustomerCaller): Promise<InboxScope> {
  const limited = caller.role === 'agent' && !(await agentsSeeAllConversations(db, caller.accountId));
  return { accountId: caller.accountId, userId: caller.id, onlyOwnAndUnassigned: limited };
}
