import type { ConversationStatus } from '@siar/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { estimateRows } from '../../db/paging.ts';
import { preparedRows } from '../../db/prepared-rows.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { conversations } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/search.ts';
import { labelsColumn } from '../labels/index.ts';
import type { ConversationRow, MessageRow } from './chats-view.ts';
import type { Cursor } from './cursor.ts';
import { customerPeer } from './customer-peer.repo.ts';

/** A time as ISO text with its microseconds, so a cursor resumes exactly after its row. */
const isoMicros = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const conversationColumns = sql`c.id, c.device_id, d.name as device_name, c.peer_phone,
  ct.name as contact_name, ct.id as contact_id, c.push_name, c.last_message_text,
  c.last_message_kind, c.last_direction, c.last_message_at, c.unread_count, c.unanswered,
  c.status, c.snoozed_until, c.assignee_id, coalesce(nullif(au.name, ''), au.username) as assignee_name,
  ${labelsColumn('conversation_labels', sql`c.id`)} as labels,
  ${isoMicros(sql`c.last_message_at`)} as cursor_at`;

const conversationJoins = sql`join wa_devices d on d.id = c.device_id
  left join contacts ct on ct.account_id = c.account_id and ct.phone = c.peer_phone
  left join users au on au.id = c.assignee_id`;

export interface ConversationFilter {
  /** The channel's devices; undefined for all the account's devices. */
  deviceIds?: string[];
  search?: string;
  /** Whether a search matches numbers too (not for an agent while numbers are hidden). */
  searchNumbers?: boolean;
  unanswered?: boolean;
  /** One status; undefined for every conversation. */
  status?: ConversationStatus;
  /** Only this member's conversations ("mine"), or only nobody's. */
  assignee?: { userId: string } | 'nobody';
  /** An agent who sees only their own and the unassigned conversations. */
  visibleTo?: string;
  /** Only the conversations that carry this label. */
  labelId?: string;
  cursor?: Cursor;
  limit: number;
}

/**
 * The account's conversations a search matches, as separate parts that each start from an index:
 * the saved contact's name (contacts' trigram index, then the conversation by its number), the
 * WhatsApp name and the number (trigram indexes of conversations). One `or` across the joined
 * tables could use none of them and read every conversation of the account.
 */
function matchingConversations(accountId: string, filter: ConversationFilter) {
  const { pattern, digits } = searchTerms(filter);
  const parts = [
    sql`select m.id from contacts ct join conversations m on m.account_id = ct.account_id and m.peer_phone = ct.phone
        where ct.account_id = ${accountId} and ct.name ilike ${pattern}`,
    sql`select m.id from conversations m where m.account_id = ${accountId} and m.push_name ilike ${pattern}`,
  ];
  if (digits) {
    parts.push(
      sql`select m.id from conversations m where m.account_id = ${accountId} and m.peer_phone like ${digits}`,
    );
  }
  return sql.join(parts, sql` union `);
}

/** The same search as one condition on a listed row (`c`, joined to its contact `ct`). */
function searchedRow(filter: ConversationFilter) {
  const { pattern, digits } = searchTerms(filter);
  return sql`(ct.name ilike ${pattern} or c.push_name ilike ${pattern}${
    digits ? sql` or c.peer_phone like ${digits}` : sql``
  })`;
}

/** The term as a "contains" pattern, and its digits as one when numbers may be searched. */
function searchTerms(filter: ConversationFilter) {
  const search = filter.search ?? '';
  const digits = search.replace(/\D/g, '').replace(/^0/, '');
  return {
    pattern: containsPattern(search),
    digits: digits && filter.searchNumbers !== false ? containsPattern(digits) : '',
  };
}

/** Past this many expected matches a search walks the list instead of gathering them (db/paging.ts does alike). */
const BROAD_SEARCH_MATCHES = 2_000;

/** Latest first, by keyset on (last_message_at, id): a page costs the same at any depth. */
export async function listConversations(db: Database, accountId: string, filter: ConversationFilter) {
  const conditions = [sql`c.account_id = ${accountId}`, customerPeer(sql`c.account_id`, sql`c.peer_phone`)];
  if (filter.deviceIds) {
    if (filter.deviceIds.length === 0) return [];
    conditions.push(
      sql`c.device_id in (${sql.join(
        filter.deviceIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  }
  if (filter.unanswered) conditions.push(sql`c.unanswered`);
  if (filter.status) conditions.push(sql`c.status = ${filter.status}`);
  if (filter.assignee === 'nobody') conditions.push(sql`c.assignee_id is null`);
  else if (filter.assignee) conditions.push(sql`c.assignee_id = ${filter.assignee.userId}`);
  if (filter.visibleTo) conditions.push(visibleTo(filter.visibleTo));
  if (filter.labelId) conditions.push(await labelled(db, filter.labelId));
  if (filter.search) {
    // A term the planner expects in many conversations is found by walking the newest first,
    // which meets matches soon; gathering thousands of matches first would cost far more.
    const matching = matchingConversations(accountId, filter);
    const broad = (await estimateRows(db, matching)) > BROAD_SEARCH_MATCHES;
    conditions.push(broad ? searchedRow(filter) : sql`c.id in (${matching})`);
  }
  if (filter.cursor)
    conditions.push(
      sql`(c.last_message_at, c.id) < (${filter.cursor.at}::timestamptz, ${filter.cursor.id}::uuid)`,
    );
  return preparedRows<ConversationRow & { cursor_at: string }>(
    db,
    'conversation_list',
    sql`select ${conversationColumns} from conversations c ${conversationJoins}
        where ${sql.join(conditions, sql` and `)}
        order by c.last_message_at desc, c.id desc limit ${filter.limit}`,
  );
}

/**
 * Up to this many conversations, a label's are gathered from its index and sorted (20,000 cost a
 * few ms); past it the list walks newest first and checks each row, which meets matches soon since
 * so many carry it (bench/README, "The team inbox's filters").
 */
const LABEL_GATHERED_UP_TO = 20_000;

/** The conversations that carry a label, gathered or checked row by row as its size says. */
async function labelled(db: Database, labelId: string) {
  const carrying = sql`select cl.conversation_id from conversation_labels cl where cl.label_id = ${labelId}`;
  const broad = (await estimateRows(db, carrying)) > LABEL_GATHERED_UP_TO;
  return broad
    ? sql`exists (select 1 from conversation_labels cl where cl.conversation_id = c.id and cl.label_id = ${labelId})`
    : // An array, computed once: as `in (…)` the planner walks the account's list instead.
      sql`c.id = any(array(${carrying}))`;
}

/** An agent limited to their own conversations sees those and the unassigned ones. */
export const visibleTo = (userId: string) => sql`(c.assignee_id is null or c.assignee_id = ${userId})`;

export async function findConversation(
  db: Database,
  accountId: string,
  conversationId: string,
  limitedTo?: string,
) {
  const [row] = await rawRows<ConversationRow & { account_id: string }>(
    db,
    sql`select ${conversationColumns}, c.account_id from conversations c ${conversationJoins}
        where c.account_id = ${accountId} and c.id = ${conversationId}
          ${limitedTo ? sql`and ${visibleTo(limitedTo)}` : sql``}`,
  );
  return row;
}

const threadColumns = sql`m.id, m.direction, m.kind, m.text, m.media_id,
          coalesce(mf.mimetype, m.media_mimetype) as media_mimetype,
          coalesce(mf.file_name, m.media_file_name) as media_file_name,
          coalesce(mf.size, m.media_size) as media_size,
          m.sent_at, o.state as outbox_state, o.failure_reason, o.purpose as outbox_purpose,
          o.campaign_id, cp.name as campaign_name, ${isoMicros(sql`m.sent_at`)} as cursor_at
        from messages m
        left join wa_outbox o on o.id = m.outbox_id
        left join campaigns cp on cp.id = o.campaign_id
        left join media_files mf on mf.id = m.media_id`;

/** A page of the thread, newest first from the cursor on (the service turns it oldest first). */
export function threadPage(db: Database, conversationId: string, cursor: Cursor | undefined, limit: number) {
  return rawRows<MessageRow & { cursor_at: string }>(
    db,
    sql`select ${threadColumns}
        where m.conversation_id = ${conversationId}
          ${cursor ? sql`and (m.sent_at, m.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``}
        order by m.sent_at desc, m.id desc limit ${limit}`,
  );
}

export async function findThreadMessage(db: Database, conversationId: string, messageId: string) {
  const [row] = await rawRows<MessageRow>(
    db,
    sql`select ${threadColumns} where m.conversation_id = ${conversationId} and m.id = ${messageId}`,
  );
  return row;
}

export async function markRead(db: Database, accountId: string, conversationId: string): Promise<boolean> {
  const rows = await db
    .update(conversations)
    .set({ unreadCount: 0 })
    .where(and(eq(conversations.accountId, accountId), eq(conversations.id, conversationId)))
    .returning({ id: conversations.id });
  return rows.length > 0;
}
