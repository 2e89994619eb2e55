import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { autoReplyFirings } from '../../db/schema/index.ts';

// A rule answering a message is one row, unique per message: whichever process decides second
// finds it there and sends nothing.

export interface NewFiring {
  accountId: string;
  ruleId: string;
  deviceId: string;
  peerPhone: string;
  messageId: string;
}

/** The firing's id, or null when the message was answered already. */
export async function insertFiring(tx: Database, firing: NewFiring): Promise<string | null> {
  const [row] = await tx
    .insert(autoReplyFirings)
    .values({
      ...firing,
      conversationId: sql`(select id from conversations where device_id = ${firing.deviceId} and peer_phone = ${firing.peerPhone})`,
    })
    .onConflictDoNothing({ target: autoReplyFirings.messageId })
    .returning({ id: autoReplyFirings.id });
  return row?.id ?? null;
}

export async function setFiringOutbox(tx: Database, firingId: string, outboxId: string): Promise<void> {
  await tx.execute(sql`update auto_reply_firings set outbox_id = ${outboxId} where id = ${firingId}`);
}

export interface RuleFigures {
  rule_id: string;
  fired_today: number;
  fired_7_days: number;
  last_fired_at: string | null;
}

/** Each rule's firings today (in the account's time zone) and in the last 7 days, and its last. */
export function ruleFigures(db: Database, accountId: string) {
  return rawRows<RuleFigures>(
    db,
    sql`with tz as (select coalesce((select timezone from accounts where id = ${accountId}), 'Asia/Jakarta') as zone)
        select r.id as rule_id,
          (select count(*)::int from auto_reply_firings f where f.rule_id = r.id
             and f.fired_at >= (date_trunc('day', now() at time zone (select zone from tz)) at time zone (select zone from tz))) as fired_today,
          (select count(*)::int from auto_reply_firings f where f.rule_id = r.id and f.fired_at > now() - interval '7 days') as fired_7_days,
          (select max(f.fired_at)::text from auto_reply_firings f where f.rule_id = r.id) as last_fired_at
        from auto_reply_rules r where r.account_id = ${accountId}`,
  );
}

export interface AnsweredConversation {
  conversation_id: string | null;
  device_id: string;
  peer_phone: string;
  contact_name: string | null;
  fired_at: string;
  status: string | null;
}

/** The latest conversations a rule answered (newest first). */
export function answeredConversations(db: Database, accountId: string, ruleId: string, limit: number) {
  return rawRows<AnsweredConversation>(
    db,
    sql`select f.conversation_id, f.device_id, f.peer_phone, c.name as contact_name, f.fired_at::text, o.state as status
        from auto_reply_firings f
        left join contacts c on c.account_id = f.account_id and c.phone = f.peer_phone
        left join wa_outbox o on o.id = f.outbox_id
        where f.account_id = ${accountId} and f.rule_id = ${ruleId}
        order by f.fired_at desc, f.id desc
        limit ${limit}`,
  );
}

/** Firings by the outbox rows that sent their answers (the `auto_reply.sent` webhook event). */
export function firingsOfAnswers(db: Database, outboxIds: string[]) {
  if (outboxIds.length === 0) return Promise.resolve([]);
  return rawRows<{
    outbox_id: string;
    rule_id: string;
    rule_name: string;
    message_id: string;
    peer_phone: string;
  }>(
    db,
    sql`select f.outbox_id, f.rule_id, r.name as rule_name, f.message_id, f.peer_phone
        from auto_reply_firings f join auto_reply_rules r on r.id = f.rule_id
        where f.outbox_id = any(${sql.param(outboxIds)}::uuid[])`,
  );
}
