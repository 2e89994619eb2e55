-- Campaign and REST API messages that went out join their contact's conversation (as
-- modules/chats/outbox-thread.repo.ts now does when they go out): one thread row per outbox row,
-- whose ticks and origin stay the outbox row's. Chat replies have theirs already; warmup has none.
-- The phone's echo of such a message, if one was stored, becomes that row.
update messages m set outbox_id = o.id
from wa_outbox o
where m.outbox_id is null and m.direction = 'out' and o.device_id = m.device_id
  and o.wa_message_id = m.wa_message_id and o.purpose not in ('chat', 'warmup');
--> statement-breakpoint
with went as (
  select o.id, o.account_id, o.device_id, o.to_phone, o.contact_id, o.wa_message_id, o.text,
         o.media_id, coalesce(mf.kind, 'text') as kind, mf.mimetype, mf.file_name, mf.size,
         coalesce(o.sent_at, o.delivered_at, o.read_at, o.created_at) as at
  from wa_outbox o left join media_files mf on mf.id = o.media_id
  where o.purpose not in ('chat', 'warmup') and o.device_id is not null
    and o.state in ('sent', 'delivered', 'read')
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
on conflict do nothing;
