import {
  AUTO_REPLY_LIMITS,
  type AutoReplyRule,
  type AutoReplyRuleInput,
  type AutoReplyScope,
  type AutoReplyTrigger,
  autoReplyRuleSchema,
  type KeywordMatchMode,
} from '@siar/shared';
import { schemaErrors } from '../../app/form-errors.ts';

/** What the editor holds: every trigger's and scope's fields, though only the chosen ones are sent. */
export type RuleFormValues = {
  name: string;
  enabled: boolean;
  trigger: AutoReplyTrigger;
  match_mode: KeywordMatchMode;
  keywords: string[];
  pattern: string;
  once_window_hours: number | string;
  scope: AutoReplyScope;
  device_ids: string[];
  channel_id: string | null;
  answer_kind: 'template' | 'quick_reply';
  template_id: string | null;
  quick_reply_id: string | null;
  add_group_ids: string[];
  add_label_ids: string[];
  assign_user_id: string | null;
  opt_action: 'none' | 'out' | 'in';
  min_delay_seconds: number | string;
  max_delay_seconds: number | string;
};

/** The fields the server may name in a refusal, as the form names them. */
export const RULE_FIELDS = [
  'name',
  'trigger',
  'match_mode',
  'keywords',
  'pattern',
  'once_window_hours',
  'scope',
  'device_ids',
  'channel_id',
  'template_id',
  'quick_reply_id',
  'add_group_ids',
  'add_label_ids',
  'assign_user_id',
  'opt_action',
  'min_delay_seconds',
  'max_delay_seconds',
] as const;

export function emptyRuleValues(): RuleFormValues {
  return {
    name: '',
    enabled: true,
    trigger: 'keyword',
    match_mode: 'contains',
    keywords: [],
    pattern: '',
    once_window_hours: AUTO_REPLY_LIMITS.defaultOnceWindowHours,
    scope: 'all',
    device_ids: [],
    channel_id: null,
    answer_kind: 'template',
    template_id: null,
    quick_reply_id: null,
    add_group_ids: [],
    add_label_ids: [],
    assign_user_id: null,
    opt_action: 'none',
    min_delay_seconds: AUTO_REPLY_LIMITS.defaultMinDelaySeconds,
    max_delay_seconds: AUTO_REPLY_LIMITS.defaultMaxDelaySeconds,
  };
}

export function ruleValuesOf(rule: AutoReplyRule): RuleFormValues {
  return {
    ...emptyRuleValues(),
    name: rule.name,
    enabled: rule.enabled,
    trigger: rule.trigger,
    match_mode: rule.match_mode ?? 'contains',
    keywords: rule.keywords,
    pattern: rule.pattern ?? '',
    once_window_hours: rule.once_window_hours,
    scope: rule.scope,
    device_ids: rule.device_ids,
    channel_id: rule.channel_id,
    answer_kind: rule.quick_reply_id ? 'quick_reply' : 'template',
    template_id: rule.template_id,
    quick_reply_id: rule.quick_reply_id,
    add_group_ids: rule.add_group_ids,
    add_label_ids: rule.add_label_ids,
    assign_user_id: rule.assign_user_id,
    opt_action: rule.opt_action ?? 'none',
    min_delay_seconds: rule.min_delay_seconds,
    max_delay_seconds: rule.max_delay_seconds,
  };
}

const whole = (value: number | string) => (value === '' ? Number.NaN : Number(value));

/** The request: only what the chosen trigger, scope and answer need. */
export function toRuleRequest(values: RuleFormValues): AutoReplyRuleInput {
  const keyword = values.trigger === 'keyword';
  return {
    name: values.name.trim(),
    enabled: values.enabled,
    trigger: values.trigger,
    match_mode: keyword ? values.match_mode : null,
    keywords: keyword ? values.keywords.map((word) => word.trim()).filter(Boolean) : [],
    pattern: values.trigger === 'regex' ? values.pattern : null,
    once_window_hours: whole(values.once_window_hours),
    scope: values.scope,
    device_ids: values.scope === 'devices' ? values.device_ids : [],
    channel_id: values.scope === 'channel' ? values.channel_id : null,
    template_id: values.answer_kind === 'template' ? values.template_id : null,
    quick_reply_id: values.answer_kind === 'quick_reply' ? values.quick_reply_id : null,
    add_group_ids: values.add_group_ids,
    add_label_ids: values.add_label_ids,
    assign_user_id: values.assign_user_id,
    opt_action: values.opt_action === 'none' ? null : values.opt_action,
    min_delay_seconds: whole(values.min_delay_seconds),
    max_delay_seconds: whole(values.max_delay_seconds),
  };
}

/** A rule as it is, as the editor would save it (the list's switch saves the whole rule). */
export function inputOfRule(rule: AutoReplyRule): AutoReplyRuleInput {
  return toRuleRequest(ruleValuesOf(rule));
}

/**
 * The form field an error belongs on: "choose an answer" is named on the template, but the quick
 * reply's select is the one showing when that kind is chosen.
 */
export function formFieldOf(field: string, values: RuleFormValues): string {
  return field === 'template_id' && values.answer_kind === 'quick_reply' ? 'quick_reply_id' : field;
}

/** The shared schema's verdict, by form field, as error codes. */
export function ruleFormErrors(values: RuleFormValues): Record<string, string> {
  const errors = schemaErrors(autoReplyRuleSchema, toRuleRequest(values));
  return Object.fromEntries(
    Object.entries(errors).map(([field, code]) => [formFieldOf(field, values), code]),
  );
}
