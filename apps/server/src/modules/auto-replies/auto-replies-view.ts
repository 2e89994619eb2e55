import type { AutoReplyRule } from '@siar/shared';
import type { RuleRecord } from './auto-replies.repo.ts';
import type { RuleFigures } from './auto-reply-firings.repo.ts';

const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);

/** A stored rule and its figures as the contract answers them. */
export function toRule(record: RuleRecord, figures: RuleFigures | undefined): AutoReplyRule {
  return {
    rule_id: record.id,
    name: record.name,
    position: record.position,
    enabled: record.enabled,
    scope: record.scope,
    device_ids: record.device_ids ?? [],
    channel_id: record.channel_id,
    trigger: record.trigger,
    match_mode: record.match_mode,
    keywords: record.keywords,
    pattern: record.pattern,
    once_window_hours: record.once_window_hours,
    template_id: record.template_id,
    template_name: record.template_name,
    quick_reply_id: record.quick_reply_id,
    quick_reply_shortcut: record.quick_reply_shortcut,
    add_group_ids: record.add_group_ids ?? [],
    add_label_ids: record.add_label_ids ?? [],
    assign_user_id: record.assign_user_id,
    opt_action: record.opt_action,
    min_delay_seconds: record.min_delay_seconds,
    max_delay_seconds: record.max_delay_seconds,
    answerable: record.answerable,
    fired_today: figures?.fired_today ?? 0,
    fired_7_days: figures?.fired_7_days ?? 0,
    last_fired_at: iso(figures?.last_fired_at ?? null),
    created_at: iso(record.created_at)!,
    updated_at: iso(record.updated_at)!,
  };
}
