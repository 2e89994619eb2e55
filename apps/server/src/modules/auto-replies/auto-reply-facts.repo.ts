import { AUTO_REPLY_LIMITS, type OpenSpan, type WeeklySpans } from '@siar/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { messages } from '../../db/schema/index.ts';

// What the guards need to know of one incoming message, in one round trip.

export interface FactsRecord {
  /** Changes whenever a rule of the account is added, edited, reordered or removed. */
  rules_version: string;
  /** The account's business hours (null: none set), the exceptions around the message, its zone. */
  weekly: WeeklySpans | null;
  exceptions: { date: string; spans: OpenSpan[] }[] | null;
  time_zone: string | null;
  own_device: boolean;
  opted_out: boolean;
  first_message: boolean;
  answers_last_hour: number;
  human_recently: boolean;
  fired_in_window: string[] | null;
  max_per_conversation_hour: number | null;
  human_pause_minutes: number | null;
}

export interface FactsQuery {
  accountId: string;
  deviceId: string;
  peerPhone: string;
  /** The stored message being decided (it does not count as an earlier one). */
  messageId: string;
  /** When the contact wrote (the business hours' exceptions are read around it). */
  at: Date;
  humanPauseMinutes: number;
}

/**
 * Each message's facts, in order, in one statement. Nothing when the account has no enabled rule
 * (most accounts: one cheap look). Else the rules' version and the business hours (so a gateway
 * keeps the rules compiled between messages), and the contact's facts: a number of the account's
 * own devices (warmup), opted out, writing for the first time ever (no earlier message from them on any device), this conversation's automatic
 * answers in the last hour, a person's answer within the pause (from the panel or the phone: an
 * outgoing message with no outbox row, or a chat reply's), and the window rules that answered them.
 */
export async function messageFactsMany(
  db: Database,
  queries: FactsQuery[],
): Promise<(FactsRecord | undefined)[]> {
  if (queries.length === 0) return [];
  const column = (pick: (q: FactsQuery) => string) => sql.param(queries.map(pick));
  // The statement lives in the database (migration 0024_auto_reply_facts), so its plan is kept.
  const rows = await rawRows<FactsRecord & { n: number }>(
    db,
    sql`select f.*, q.n::int as n
        from unnest(${column((q) => q.accountId)}::uuid[], ${column((q) => q.deviceId)}::uuid[],
                    ${column((q) => q.peerPhone)}::text[], ${column((q) => q.messageId)}::uuid[],
                    ${column((q) => q.at.toISOString())}::timestamptz[], ${sql.param(queries.map((q) => q.humanPauseMinutes))}::int[])
             with ordinality as q(account_id, device_id, peer, message_id, at, pause, n)
        cross join lateral auto_reply_facts(q.account_id, q.device_id, q.peer, q.message_id, q.at, q.pause) f`,
  );
  const byPosition = new Map(rows.map(({ n, ...facts }) => [n, facts as FactsRecord]));
  return queries.map((_, i) => byPosition.get(i + 1));
}

/**
 * The same facts, read by the statement that inserts a message (`RETURNING`, in the insert's
 * snapshot: the new row is not an earlier message), for a contact's message: the decision then
 * costs no round trip on top of storing. Null when the account has no enabled rule.
 */
export function insertedMessageFacts(): SQL {
  return sql`(case when ${messages.direction} = 'in' and ${messages.peerPhone} is not null then
      (select to_json(f) from auto_reply_facts(${messages.accountId}, ${messages.deviceId}, ${messages.peerPhone},
         ${messages.id}, ${messages.sentAt}, ${AUTO_REPLY_LIMITS.defaultHumanPauseMinutes}::int) f) end)`;
}

/** The contact as templates read them (name, phone, email, custom fields), if the account has one. */
export async function contactValues(db: Database, accountId: string, phone: string) {
  const [row] = await rawRows<{
    id: string;
    name: string;
    email: string | null;
    custom_fields: Record<string, string>;
  }>(
    db,
    sql`select id, name, email, custom_fields from contacts where account_id = ${accountId} and phone = ${phone}`,
  );
  return row;
}

/** The answer's content: a template's body and attachment, or a quick reply's text. */
export async function answerContent(
  db: Database,
  rule: { template_id: string | null; quick_reply_id: string | null },
) {
  const [row] = await rawRows<{ body: string; media_id: string | null }>(
    db,
    rule.template_id
      ? sql`select body, media_id from content_templates where id = ${rule.template_id} and deleted_at is null`
      : sql`select text as body, null::uuid as media_id from quick_replies where id = ${rule.quick_reply_id}`,
  );
  return row;
}
