import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Whether a message belongs in its contact's conversation: every purpose but warmup (between the
 * account's own devices, never a customer's conversation).
 */
export function inConversation(purpose: string): boolean {
  return purpose !== 'warmup';
}

/** Whether it joins its conversation when it goes out: a chat reply's row is written when queued. */
function joinsThreadOnSend(purpose: string): boolean {
  return inConversation(purpose) && purpose !== 'chat';
}

/**
 * Outbox rows that went out (a campaign's, the REST API's) join their contact's conversation, once:
 * one thread row each, whose ticks and origin stay its outbox row's (one source of truth). The
 * conversation shows it as its last message when it is, but an automated message neither reads
 * the contact's messages (unread) nor answers them (unanswered, response times). Called in the
 * transaction that moves the rows to `sent` (or further, when a receipt comes first).
 */
export async function recordSentInThreads(
  tx: Pick<Database, 'execute'>,
  rows: { id: string; purpose: string }[],
): Promise<void> {
  const outboxIds = rows.filter((row) => joinsThreadOnSend(row.purpose)).map((row) => row.id);
  if (outboxIds.length === 0) return;
  await tx.execute(
    sql`with went as (
          select o.id, o.account_id, o.device_id, o.to_phone, o.contact_id, o.wa_message_id, o.text,
                 o.media_id, coalesce(mf.kind, 'text') as kind, mf.mimetype, mf.file_name, mf.size,
                 coalesce(o.sent_at, o.delivered_at, o.read_at, now()) as at
          from wa_outbox o left join media_files mf on mf.id = o.media_id
          where o.id = any(${sql.param(outboxIds)}::uuid[])
            and o.device_id is not null and o.state in ('sent', 'delivered', 'read')
            and not exists (select 1 from messages m where m.outbox_id = o.id)
        ),
        latest as (
          select distinct on (device_id, to_phone) * from went order by device_id, to_phone, at desc, id desc
        ),
        conversation as (
          insert into conversations as c (account_id, device_id, peer_phone, last_message_at,
            last_message_text, last_message_kind, last_direction, unread_count, unanswered)
          select account_id, device_id, to_phone, at, left(text, 200), kind, 'out', 0, false from latest
          on conflict (device_id, peer_phone) do update set
            last_message_text = case when excluded.last_message_at >= c.last_message_at
              then excluded.last_message_text else c.last_message_text end,
            last_message_kind = case when excluded.last_message_at >= c.last_message_at
              then excluded.last_message_kind else c.last_message_kind end,
            last_direction = case when excluded.last_message_at >= c.last_message_at
              then 'out' else c.last_direction end,
            last_message_at = greatest(c.last_message_at, excluded.last_message_at)
          returning c.id, c.device_id, c.peer_phone
        )
        insert into messages (account_id, device_id, contact_id, peer_phone, direction, wa_message_id,
          conversation_id, outbox_id, media_id, kind, text, media_mimetype, media_file_name, media_size, sent_at)
        select w.account_id, w.device_id, w.contact_id, w.to_phone, 'out', w.wa_message_id, c.id, w.id,
               w.media_id, w.kind, w.text, w.mimetype, w.file_name, w.size, w.at
        from went w join conversation c on c.device_id = w.device_id and c.peer_phone = w.to_phone
        on conflict do nothing`,
  );
}
