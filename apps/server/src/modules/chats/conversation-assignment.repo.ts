import { and, eq, sql } from 'drizzle-orm';
import { lockUntilCommit } from '../../db/advisory-locks.ts';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { conversationEvents, conversations, memberInbox, users } from '../../db/schema/index.ts';
import { presenceOf } from '../team/index.ts';

// Who a conversation is assigned to, the lines that record each change, and the turn of auto
// assignment. A move is written with its line in one transaction, and only from the assignee it
// was read with: two people assigning at once cannot both win.

export interface EventRow {
  id: number;
  kind: 'assigned';
  from_id: string | null;
  from_name: string | null;
  to_id: string | null;
  to_name: string | null;
  by_id: string | null;
  by_name: string | null;
  at: string;
}

const memberName = (alias: string) => sql.raw(`coalesce(nullif(${alias}.name, ''), ${alias}.username)`);

/** The assignment lines of a thread from `from` (inclusive) to `before`, oldest first. */
export function threadEvents(db: Database, conversationId: string, span: { from?: string; before?: string }) {
  return rawRows<EventRow>(
    db,
    sql`select e.id, e.kind, e.from_user_id as from_id, ${memberName('f')} as from_name,
          e.to_user_id as to_id, ${memberName('t')} as to_name, e.by_user_id as by_id, ${memberName('b')} as by_name,
          to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
        from conversation_events e
        left join users f on f.id = e.from_user_id
        left join users t on t.id = e.to_user_id
        left join users b on b.id = e.by_user_id
        where e.conversation_id = ${conversationId}
          ${span.from ? sql`and e.at >= ${span.from}::timestamptz` : sql``}
          ${span.before ? sql`and e.at < ${span.before}::timestamptz` : sql``}
        order by e.at, e.id`,
  );
}

/** The conversation of a device with a number, and who has it. */
export async function conversationAt(
  db: Database,
  at: { accountId: string; deviceId: string; peerPhone: string },
) {
  const [row] = await db
    .select({ id: conversations.id, assigneeId: conversations.assigneeId })
    .from(conversations)
    .where(
      and(
        eq(conversations.accountId, at.accountId),
        eq(conversations.deviceId, at.deviceId),
        eq(conversations.peerPhone, at.peerPhone),
      ),
    );
  return row;
}

/** Whether the user is an active member (owner or agent) of the account. */
export async function isActiveMember(db: Database, accountId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.accountId, accountId), eq(users.isActive, true)));
  return !!row;
}

/**
 * Assigns the conversation from the member it was read with to another (or nobody), with its line,
 * in the caller's transaction; false when someone changed it meanwhile. `byUserId` null: auto.
 */
export async function assign(
  tx: Database,
  move: {
    accountId: string;
    conversationId: string;
    from: string | null;
    to: string | null;
    byUserId: string | null;
  },
): Promise<boolean> {
  {
    const moved = await tx
      .update(conversations)
      .set({ assigneeId: move.to })
      .where(
        and(
          eq(conversations.accountId, move.accountId),
          eq(conversations.id, move.conversationId),
          sql`${conversations.assigneeId} is not distinct from ${move.from}::uuid`,
        ),
      )
      .returning({ id: conversations.id });
    if (moved.length === 0) return false;
    await tx.insert(conversationEvents).values({
      accountId: move.accountId,
      conversationId: move.conversationId,
      kind: 'assigned',
      fromUserId: move.from,
      toUserId: move.to,
      byUserId: move.byUserId,
    });
    return true;
  }
}

/** The account's members to assign to: each with presence and open conversations, owner first. */
export function inboxMembers(db: Database, accountId: string) {
  return rawRows<{
    id: string;
    name: string;
    presence: 'online' | 'away' | 'offline';
    open_conversations: number;
  }>(
    db,
    sql`select u.id, ${memberName('u')} as name, ${presenceOf(sql`u.id`)} as presence,
          (select count(*)::int from conversations c where c.assignee_id = u.id and c.status = 'open') as open_conversations
        from users u join accounts a on a.id = u.account_id
        where u.account_id = ${accountId} and u.is_active
        order by a.owner_user_id = u.id desc, u.created_at, u.id`,
  );
}

/**
 * Of the stored messages' conversations, those auto assignment should give a member: open, nobody's,
 * on a device of a channel that assigns by itself.
 */
export function waitingForAssignment(db: Database, pairs: { deviceId: string; phone: string }[]) {
  if (pairs.length === 0) return Promise.resolve([]);
  const values = sql.join(
    pairs.map((p) => sql`(${p.deviceId}::uuid, ${p.phone})`),
    sql`, `,
  );
  return rawRows<{ id: string; account_id: string }>(
    db,
    sql`select c.id, c.account_id from conversations c
        where (c.device_id, c.peer_phone) in (${values}) and c.assignee_id is null and c.status = 'open'
          and exists (select 1 from chat_channel_devices cd join chat_channels ch on ch.id = cd.channel_id
                      where cd.device_id = c.device_id and ch.auto_assign)
        order by c.account_id, c.id`,
  );
}

/**
 * The member whose turn it is: active, online, below their open limit, given one longest ago (or
 * never). Their turn moves on. Under the account's lock until commit, so that two batches take
 * turns rather than both giving to the same member.
 */
export async function takeTurn(tx: Database, accountId: string): Promise<string | undefined> {
  await lockUntilCommit(tx, `auto-assign:${accountId}`);
  const [next] = await rawRows<{ id: string }>(
    tx,
    sql`select u.id from users u left join member_inbox mi on mi.user_id = u.id
        where u.account_id = ${accountId} and u.is_active and ${presenceOf(sql`u.id`)} = 'online'
          and (mi.open_limit is null or mi.open_limit >
               (select count(*) from conversations c where c.assignee_id = u.id and c.status = 'open'))
        order by mi.last_assigned_at nulls first, u.created_at, u.id
        limit 1`,
  );
  if (!next) return undefined;
  await tx
    .insert(memberInbox)
    .values({ userId: next.id, accountId, lastAssignedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({ target: memberInbox.userId, set: { lastAssignedAt: sql`clock_timestamp()` } });
  return next.id;
}
