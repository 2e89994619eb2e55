import {
  CONVERSATION_COUNT_CAP,
  CONVERSATION_STATUSES,
  type ConversationCounts,
  type ConversationStatus,
} from '@siar/shared';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { conversations } from '../../db/schema/index.ts';
import { transition, transitionAll } from '../../db/transitions.ts';
import { visibleTo } from './conversations.repo.ts';
import { customerPeer } from './customer-peer.repo.ts';

export interface StatusChange {
  accountId: string;
  conversationId: string;
  from: ConversationStatus;
  to: ConversationStatus;
  /** Snoozed only: when it opens again; null until the contact writes. */
  snoozedUntil: Date | null;
  userId: string;
}

/**
 * Moves the account's conversation from the status it was read in to another, through the
 * transition helper: undefined when it is no longer in that status (someone else moved it).
 */
export function changeConversationStatus(db: Database, change: StatusChange) {
  const now = new Date();
  return transition(
    db,
    'conversation',
    { id: change.conversationId, scope: { accountId: change.accountId } },
    [change.from],
    change.to,
    {
      snoozedUntil: change.to === 'snoozed' ? change.snoozedUntil : null,
      resolvedAt: change.to === 'resolved' ? now : null,
      statusChangedAt: now,
    },
    { by: { user: change.userId } },
  );
}

/** Snoozed conversations whose time has come are open again, all in one statement. */
export function wakeSnoozedConversations(db: Database, now: Date) {
  return transitionAll(
    db,
    'conversation',
    and(eq(conversations.status, 'snoozed'), lte(conversations.snoozedUntil, now)),
    'open',
    { from: ['snoozed'], patch: { snoozedUntil: null, statusChangedAt: now } },
  );
}

/** How many of the account's conversations (of these devices, when given) are in each status. */
export async function conversationCounts(
  db: Database,
  accountId: string,
  deviceIds: string[] | undefined,
  limitedTo?: string,
): Promise<ConversationCounts> {
  const counts: ConversationCounts = { open: 0, pending: 0, snoozed: 0, resolved: 0 };
  if (deviceIds?.length === 0) return counts;
  const devices = deviceIds
    ? sql`and c.device_id in (${sql.join(
        deviceIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  // Each status counted on its own index range, up to the cap and one more.
  const counted = (status: ConversationStatus) =>
    sql`(select count(*)::int from (select 1 from conversations c
          where c.account_id = ${accountId} and c.status = ${status}
            and ${customerPeer(sql`c.account_id`, sql`c.peer_phone`)} ${devices}
            ${limitedTo ? sql`and ${visibleTo(limitedTo)}` : sql``}
          limit ${CONVERSATION_COUNT_CAP + 1}) s) as ${sql.identifier(status)}`;
  const [row] = await rawRows<ConversationCounts>(
    db,
    sql`select ${sql.join(CONVERSATION_STATUSES.map(counted), sql`, `)}`,
  );
  return row ?? counts;
}
