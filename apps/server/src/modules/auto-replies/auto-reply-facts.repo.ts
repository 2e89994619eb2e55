import type { OpenSpan, WeeklySpans } from '@siar/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';

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
 * Nothing when the account has no enabled rule (most accounts: one cheap look). Else the rules'
 * version and the business hours (so a gateway keeps the rules compiled between
 * messages), and the contact's facts: a number of the account's own devices (warmup), opted out, writing for the
 * first time ever (no earlier message from them on any device), this conversation's automatic
 * answers in the last hour, a person's answer within the pause (from the panel or the phone: an
 * outgoing message with no outbox row, or a chat reply's), and the window rules that answered them.
 */
export async function messageFacts(db: Database, q: FactsQuery): Promise<FactsRecord | undefined> {
  const [row] = await rawRows<FactsRecord>(
    db,
    sql`with s as (select * from automation_settings where account_id = ${q.accountId}),
        conv as (select id from conversations where device_id = ${q.deviceId} and peer_phone = ${q.peerPhone})
        select
          exists (select 1 from wa_devices d where d.account_id = ${q.accountId} and d.phone_number = ${q.peerPhone}) as own_device,
          coalesce((select c.opted_out_at is not null from contacts c where c.account_id = ${q.accountId} and c.phone = ${q.peerPhone}), false) as opted_out,
          not exists (
            select 1 from conversations c join messages m on m.conversation_id = c.id
            where c.device_id in (select id from wa_devices where account_id = ${q.accountId})
              and c.peer_phone = ${q.peerPhone} and m.direction = 'in' and m.id <> ${q.messageId}
          ) as first_message,
          (select count(*) || ':' || coalesce(max(updated_at)::text, '') from auto_reply_rules where account_id = ${q.accountId}) as rules_version,
          (select weekly from business_hours where account_id = ${q.accountId}) as weekly,
          (select json_agg(json_build_object('date', e.date::text, 'spans', e.spans)) from business_hours_exceptions e
             where e.account_id = ${q.accountId}
               and e.date between (${q.at.toISOString()}::timestamptz - interval '2 days')::date and (${q.at.toISOString()}::timestamptz + interval '2 days')::date) as exceptions,
          (select timezone from accounts where id = ${q.accountId}) as time_zone,
          (select count(*)::int from auto_reply_firings f
             where f.device_id = ${q.deviceId} and f.peer_phone = ${q.peerPhone} and f.fired_at > now() - interval '1 hour') as answers_last_hour,
          exists (
            select 1 from messages m left join wa_outbox o on o.id = m.outbox_id
            where m.conversation_id = (select id from conv) and m.direction = 'out'
              and m.sent_at > now() - make_interval(mins => coalesce((select human_pause_minutes from s), ${q.humanPauseMinutes}))
              and (m.outbox_id is null or o.purpose = 'chat')
          ) as human_recently,
          array(
            select distinct f.rule_id from auto_reply_rules r join auto_reply_firings f on f.rule_id = r.id
            where r.account_id = ${q.accountId} and r.trigger in ('welcome', 'away') and f.peer_phone = ${q.peerPhone}
              and f.fired_at > now() - make_interval(hours => r.once_window_hours)
          ) as fired_in_window,
          (select max_per_conversation_hour from s) as max_per_conversation_hour,
          (select human_pause_minutes from s) as human_pause_minutes
        where exists (select 1 from auto_reply_rules where account_id = ${q.accountId} and enabled)`,
  );
  return row;
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
