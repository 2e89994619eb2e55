-- What an auto-reply decision needs of one incoming message, in one call whose plan PostgreSQL keeps
-- (a statement sent as text is planned again each time, and planning cost more than running it).
-- The query is the repo's (apps/server/src/modules/auto-replies/auto-reply-facts.repo.ts explains
-- each column); change both together. No row when the account has no enabled rule.
CREATE OR REPLACE FUNCTION auto_reply_facts(
  p_account uuid, p_device uuid, p_peer text, p_message uuid, p_at timestamptz, p_default_pause integer
) RETURNS TABLE (
  rules_version text,
  weekly jsonb,
  exceptions json,
  time_zone text,
  own_device boolean,
  opted_out boolean,
  first_message boolean,
  answers_last_hour integer,
  human_recently boolean,
  fired_in_window uuid[],
  max_per_conversation_hour integer,
  human_pause_minutes integer
) LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  WITH s AS (SELECT st.max_per_conversation_hour, st.human_pause_minutes FROM automation_settings st WHERE st.account_id = p_account),
       conv AS (SELECT c.id FROM conversations c WHERE c.device_id = p_device AND c.peer_phone = p_peer)
  SELECT
    (SELECT count(*) || ':' || coalesce(max(r.updated_at)::text, '') FROM auto_reply_rules r WHERE r.account_id = p_account),
    (SELECT b.weekly FROM business_hours b WHERE b.account_id = p_account),
    (SELECT json_agg(json_build_object('date', e.date::text, 'spans', e.spans)) FROM business_hours_exceptions e
       WHERE e.account_id = p_account AND e.date BETWEEN (p_at - interval '2 days')::date AND (p_at + interval '2 days')::date),
    (SELECT a.timezone FROM accounts a WHERE a.id = p_account),
    EXISTS (SELECT 1 FROM wa_devices d WHERE d.account_id = p_account AND d.phone_number = p_peer),
    coalesce((SELECT c.opted_out_at IS NOT NULL FROM contacts c WHERE c.account_id = p_account AND c.phone = p_peer), false),
    NOT EXISTS (
      SELECT 1 FROM conversations c JOIN messages m ON m.conversation_id = c.id
      WHERE c.device_id IN (SELECT d.id FROM wa_devices d WHERE d.account_id = p_account)
        AND c.peer_phone = p_peer AND m.direction = 'in' AND m.id <> p_message
    ),
    (SELECT count(*)::integer FROM auto_reply_firings f
       WHERE f.device_id = p_device AND f.peer_phone = p_peer AND f.fired_at > now() - interval '1 hour'),
    EXISTS (
      SELECT 1 FROM messages m LEFT JOIN wa_outbox o ON o.id = m.outbox_id
      WHERE m.conversation_id = (SELECT conv.id FROM conv) AND m.direction = 'out'
        AND m.sent_at > now() - make_interval(mins => coalesce((SELECT s.human_pause_minutes FROM s), p_default_pause))
        AND (m.outbox_id IS NULL OR o.purpose = 'chat')
    ),
    array(
      SELECT DISTINCT f.rule_id FROM auto_reply_rules r JOIN auto_reply_firings f ON f.rule_id = r.id
      WHERE r.account_id = p_account AND r.trigger IN ('welcome', 'away') AND f.peer_phone = p_peer
        AND f.fired_at > now() - make_interval(hours => r.once_window_hours)
    ),
    (SELECT s.max_per_conversation_hour FROM s),
    (SELECT s.human_pause_minutes FROM s)
  WHERE EXISTS (SELECT 1 FROM auto_reply_rules r WHERE r.account_id = p_account AND r.enabled);
END
$$;
