import { AUTO_REPLIES_PATHS, type AutoReplyRule, CHATS_PATHS, DEVICES_PATHS, fillPath } from '@siar/shared';
import type { FakeAnswer } from '../../../test/fake-api.ts';

export const DEVICE_ID = '5b0b7f2e-8a43-4c1e-9a57-0d5b6a1c0001';
export const TEMPLATE_ID = '5b0b7f2e-8a43-4c1e-9a57-0d5b6a1c0002';
export const QUICK_REPLY_ID = '5b0b7f2e-8a43-4c1e-9a57-0d5b6a1c0003';
export const GROUP_ID = '5b0b7f2e-8a43-4c1e-9a57-0d5b6a1c0004';
export const LABEL_ID = '5b0b7f2e-8a43-4c1e-9a57-0d5b6a1c0005';
export const MEMBER_ID = '5b0b7f2e-8a43-4c1e-9a57-0d5b6a1c0006';

let next = 1;

/** A keyword rule answering with a template, as the list gives it; override what a test needs. */
export function rule(overrides: Partial<AutoReplyRule> = {}): AutoReplyRule {
  const n = next++;
  return {
    rule_id: `7c1d0a52-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Rule ${n}`,
    position: n,
    enabled: true,
    scope: 'all',
    device_ids: [],
    channel_id: null,
    trigger: 'keyword',
    match_mode: 'contains',
    keywords: ['harga'],
    pattern: null,
    once_window_hours: 24,
    template_id: TEMPLATE_ID,
    template_name: 'Price list',
    quick_reply_id: null,
    quick_reply_shortcut: null,
    add_group_ids: [],
    add_label_ids: [],
    assign_user_id: null,
    opt_action: null,
    min_delay_seconds: 2,
    max_delay_seconds: 6,
    answerable: true,
    fired_today: 0,
    fired_7_days: 0,
    last_fired_at: null,
    created_at: '2026-11-01T02:00:00.000Z',
    updated_at: '2026-11-01T02:00:00.000Z',
    ...overrides,
  };
}

export const ruleUrl = (ruleId: string) => fillPath(AUTO_REPLIES_PATHS.rule, { rule_id: ruleId });

/** The lists the page and the editor choose from: one device, template, quick reply, group, label and member. */
export function optionRoutes(): Record<string, FakeAnswer> {
  return {
    [`GET ${DEVICES_PATHS.selectOptions}`]: {
      status: 200,
      body: {
        contact_groups_options: [{ id: GROUP_ID, name: 'Customers' }],
        content_templates_options: [{ id: TEMPLATE_ID, name: 'Price list' }],
        wa_devices_options: [{ id: DEVICE_ID, name: 'Kasir', engine: 'sandbox', state: 'connected' }],
        gateway_subdomain_options: [],
        total_available_wa_devices: 1,
        total_used_wa_devices: 1,
        engines: ['sandbox'],
      },
    },
    [`GET ${CHATS_PATHS.channels}`]: { status: 200, body: { results: [] } },
    [`GET ${CHATS_PATHS.quickReplies}`]: {
      status: 200,
      body: { results: [{ quick_reply_id: QUICK_REPLY_ID, shortcut: 'thanks', text: 'Terima kasih!' }] },
    },
    [`GET ${CHATS_PATHS.labels}`]: {
      status: 200,
      body: { results: [{ label_id: LABEL_ID, name: 'Lead', color: 'teal' }] },
    },
    [`GET ${CHATS_PATHS.members}`]: {
      status: 200,
      body: { results: [{ id: MEMBER_ID, name: 'Dewi', presence: 'online', open_conversations: 2 }] },
    },
    [`GET ${AUTO_REPLIES_PATHS.settings}`]: {
      status: 200,
      body: { max_per_conversation_hour: 3, human_pause_minutes: 60 },
    },
  };
}
