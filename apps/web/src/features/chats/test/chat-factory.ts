import type { ChatMessage, Conversation } from '@siar/shared';

export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    conversation_id: '11111111-1111-4111-8111-111111111111',
    device_id: 'd1',
    device_name: 'Kasir',
    phone: '+6281234567001',
    name: 'Siti Rahma',
    contact_id: null,
    last_message_text: 'Halo',
    last_message_kind: 'text',
    last_direction: 'in',
    last_message_at: new Date().toISOString(),
    unread_count: 0,
    unanswered: true,
    status: 'open',
    snoozed_until: null,
    assignee: null,
    labels: [],
    ...overrides,
  };
}

export function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    message_id: crypto.randomUUID(),
    direction: 'in',
    kind: 'text',
    text: 'Halo',
    media: null,
    sent_at: new Date().toISOString(),
    status: 'received',
    failure_reason: null,
    origin: null,
    ...overrides,
  };
}

export const chatDevices = {
  results: [{ id: 'd1', name: 'Kasir', engine: 'sandbox', state: 'connected' }],
};
