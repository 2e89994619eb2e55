import { z } from 'zod';
import {
  AUTO_REPLY_OPT_ACTIONS,
  AUTO_REPLY_SCOPES,
  AUTO_REPLY_TRIGGERS,
  KEYWORD_MATCH_MODES,
  AUTO_REPLY_LIMITS as L,
} from '../automation.ts';
import { isoDateTimeField } from '../validation/fields.ts';

export { AUTO_REPLIES_API_PATHS, AUTO_REPLIES_PATHS } from './auto-replies.paths.ts';

// Auto-replies: rules that answer a contact's message by themselves (keyword, regular expression,
// welcome, away, fallback), their guards, figures and test console.

export const ruleIdParamsSchema = z.object({ rule_id: z.uuid({ error: 'auto_reply_rule_not_found' }) });

const seconds = (error: string) => z.number({ error }).int(error).min(0, error).max(L.maxDelaySeconds, error);

/** A rule as the editor saves it; what each trigger needs is checked below. */
export const autoReplyRuleSchema = z
  .object({
    name: z
      .string({ error: 'auto_reply_name_required' })
      .trim()
      .min(1, 'auto_reply_name_required')
      .max(L.nameLength),
    enabled: z.boolean({ error: 'not_a_boolean' }).default(true),
    scope: z.enum(AUTO_REPLY_SCOPES, { error: 'invalid_choice' }).default('all'),
    device_ids: z
      .array(z.uuid({ error: 'device_not_found' }), { error: 'not_a_list' })
      .max(100)
      .default([]),
    channel_id: z.uuid({ error: 'channel_not_found' }).nullable().default(null),
    trigger: z.enum(AUTO_REPLY_TRIGGERS, { error: 'invalid_choice' }),
    match_mode: z.enum(KEYWORD_MATCH_MODES, { error: 'invalid_choice' }).nullable().default(null),
    keywords: z
      .array(z.string({ error: 'not_text' }).trim().max(L.keywordLength, 'auto_reply_keyword_too_long'), {
        error: 'not_a_list',
      })
      .max(L.keywordsPerRule, 'auto_reply_too_many_keywords')
      .default([])
      .transform((words) => [...new Set(words.filter((word) => word.length > 0))]),
    pattern: z
      .string({ error: 'not_text' })
      .max(L.patternLength, 'auto_reply_pattern_too_long')
      .nullable()
      .default(null),
    once_window_hours: z
      .number({ error: 'auto_reply_window_invalid' })
      .int('auto_reply_window_invalid')
      .min(1, 'auto_reply_window_invalid')
      .max(L.maxOnceWindowHours, 'auto_reply_window_invalid')
      .default(L.defaultOnceWindowHours),
    template_id: z.uuid({ error: 'template_not_found' }).nullable().default(null),
    quick_reply_id: z.uuid({ error: 'quick_reply_not_found' }).nullable().default(null),
    add_group_ids: z
      .array(z.uuid({ error: 'group_not_found' }), { error: 'not_a_list' })
      .max(20)
      .default([]),
    opt_action: z.enum(AUTO_REPLY_OPT_ACTIONS, { error: 'invalid_choice' }).nullable().default(null),
    /** Labels put on the conversation it answers. */
    add_label_ids: z
      .array(z.uuid({ error: 'label_not_found' }), { error: 'not_a_list' })
      .max(20)
      .default([]),
    /** The member the conversation is given to, when nobody has it yet. */
    assign_user_id: z.uuid({ error: 'team_member_not_found' }).nullable().default(null),
    min_delay_seconds: seconds('auto_reply_delay_invalid').default(L.defaultMinDelaySeconds),
    max_delay_seconds: seconds('auto_reply_delay_invalid').default(L.defaultMaxDelaySeconds),
  })
  .superRefine((rule, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (rule.trigger === 'keyword') {
      if (!rule.match_mode) issue('match_mode', 'auto_reply_match_mode_required');
      if (rule.keywords.length === 0) issue('keywords', 'auto_reply_keywords_required');
    }
    if (rule.trigger === 'regex' && !rule.pattern?.trim()) issue('pattern', 'auto_reply_pattern_required');
    if (rule.scope === 'devices' && rule.device_ids.length === 0)
      issue('device_ids', 'auto_reply_devices_required');
    if (rule.scope === 'channel' && !rule.channel_id) issue('channel_id', 'auto_reply_channel_required');
    if (!rule.template_id === !rule.quick_reply_id) issue('template_id', 'auto_reply_answer_required');
    if (rule.min_delay_seconds > rule.max_delay_seconds) issue('max_delay_seconds', 'auto_reply_delay_order');
  });
export type AutoReplyRuleInput = z.infer<typeof autoReplyRuleSchema>;

export const autoReplyOrderSchema = z.object({
  rule_ids: z
    .array(z.uuid({ error: 'auto_reply_rule_not_found' }), { error: 'not_a_list' })
    .max(L.rulesPerAccount),
});

export const autoReplySettingsSchema = z.object({
  max_per_conversation_hour: z
    .number({ error: 'auto_reply_cap_invalid' })
    .int('auto_reply_cap_invalid')
    .min(1, 'auto_reply_cap_invalid')
    .max(L.maxPerConversationHour, 'auto_reply_cap_invalid'),
  human_pause_minutes: z
    .number({ error: 'auto_reply_pause_invalid' })
    .int('auto_reply_pause_invalid')
    .min(0, 'auto_reply_pause_invalid')
    .max(L.maxHumanPauseMinutes, 'auto_reply_pause_invalid'),
});
export type AutoReplySettings = z.infer<typeof autoReplySettingsSchema>;

/** The test console: a message as a contact would write it, to a device, at a time. */
export const autoReplyTestSchema = z.object({
  device_id: z.uuid({ error: 'device_not_found' }),
  text: z.string({ error: 'not_text' }).max(4096),
  /** When the contact writes (default now): away rules read it against the business hours. */
  at: isoDateTimeField().optional(),
  /** As if it were the contact's first message ever (welcome rules). */
  first_message: z.boolean({ error: 'not_a_boolean' }).default(false),
  /** As if the contact had opted out. */
  opted_out: z.boolean({ error: 'not_a_boolean' }).default(false),
});
export type AutoReplyTestInput = z.infer<typeof autoReplyTestSchema>;

/** The REST API's switch of one rule. */
export const autoReplyEnabledSchema = z.object({ enabled: z.boolean({ error: 'not_a_boolean' }) });

// ---- answers ----

export const autoReplyRuleAnswerSchema = z.object({
  rule_id: z.string(),
  name: z.string(),
  position: z.number().int(),
  enabled: z.boolean(),
  scope: z.enum(AUTO_REPLY_SCOPES),
  device_ids: z.array(z.string()),
  channel_id: z.string().nullable(),
  trigger: z.enum(AUTO_REPLY_TRIGGERS),
  match_mode: z.enum(KEYWORD_MATCH_MODES).nullable(),
  keywords: z.array(z.string()),
  pattern: z.string().nullable(),
  once_window_hours: z.number().int(),
  template_id: z.string().nullable(),
  template_name: z.string().nullable(),
  quick_reply_id: z.string().nullable(),
  quick_reply_shortcut: z.string().nullable(),
  add_group_ids: z.array(z.string()),
  opt_action: z.enum(AUTO_REPLY_OPT_ACTIONS).nullable(),
  add_label_ids: z.array(z.string()),
  assign_user_id: z.string().nullable(),
  min_delay_seconds: z.number().int(),
  max_delay_seconds: z.number().int(),
  /** False when its answer is gone (template deleted or in the trash, quick reply deleted): it cannot fire. */
  answerable: z.boolean(),
  fired_today: z.number().int(),
  fired_7_days: z.number().int(),
  last_fired_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AutoReplyRule = z.infer<typeof autoReplyRuleAnswerSchema>;
export const autoReplyRulesAnswerSchema = z.object({
  results: z.array(autoReplyRuleAnswerSchema),
  /** Whether the account has set business hours (away rules wait for them). */
  business_hours_set: z.boolean(),
});

export const autoReplyConversationAnswerSchema = z.object({
  conversation_id: z.string().nullable(),
  device_id: z.string(),
  peer_phone: z.string(),
  contact_name: z.string().nullable(),
  fired_at: z.string(),
  /** The answer's outbox state (queued … read, failed), null when it was removed. */
  status: z.string().nullable(),
});
export const autoReplyConversationsAnswerSchema = z.object({
  results: z.array(autoReplyConversationAnswerSchema),
});

/** Why a rule that matched did not answer, or why nothing did. */
export const AUTO_REPLY_HELD_REASONS = [
  'own_device',
  'opted_out',
  'once_window',
  'conversation_cap',
  'human_answered',
  'no_business_hours',
  'answer_missing',
] as const;
export type AutoReplyHeldReason = (typeof AUTO_REPLY_HELD_REASONS)[number];

export const autoReplyTestAnswerSchema = z.object({
  /** The rule that would answer, or null. */
  rule: z.object({ rule_id: z.string(), name: z.string(), trigger: z.enum(AUTO_REPLY_TRIGGERS) }).nullable(),
  /** The exact text it would send (variables filled as for this contact, one spintax option). */
  text: z.string().nullable(),
  media: z.object({ media_id: z.string(), kind: z.string(), file_name: z.string().nullable() }).nullable(),
  delay_seconds: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** Rules passed over, in order, and why (a guard held them back). */
  held: z.array(z.object({ rule_id: z.string(), name: z.string(), reason: z.enum(AUTO_REPLY_HELD_REASONS) })),
  /** Whether the business is open at that time (null: no hours set). */
  open: z.boolean().nullable(),
});
export type AutoReplyTestAnswer = z.infer<typeof autoReplyTestAnswerSchema>;

export const autoReplyDoneSchema = z.object({ detail: z.string() });
