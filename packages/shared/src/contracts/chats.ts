import { z } from 'zod';
import { MESSAGE_DIRECTIONS, MESSAGE_KIND_NAMES } from '../media.ts';
import { OUTBOX_PURPOSES, OUTBOX_STATES } from '../outbox.ts';
import {
  CONVERSATION_ASSIGNEE_FILTERS,
  conversationEventSchema,
  inboxMemberSchema,
} from './chats-assignment.ts';
import { labelRefSchema } from './chats-labels.ts';
import { conversationNoteAnswerSchema } from './chats-notes.ts';
import { CONVERSATION_STATUS_FILTERS, CONVERSATION_STATUSES } from './chats-status.ts';
import { DEVICE_STATES, ENGINE_IDS } from './devices.ts';
import { PALETTE_COLORS, type PaletteColor } from './palette.ts';

/** Chats: the inbox of the account's devices, its channels and its quick replies. */

export { CHATS_PATHS } from './chats.paths.ts';
export * from './chats-assignment.ts';
export * from './chats-labels.ts';
export * from './chats-notes.ts';
export * from './chats-status.ts';
export * from './palette.ts';

/** Colours a channel may take (Mantine's palette names, so the page draws them in its theme). */
export const CHANNEL_COLORS = PALETTE_COLORS;
export type ChannelColor = PaletteColor;

export const MAX_CHANNELS = 50;
/** WhatsApp's own limit for a text message. */
export const CHAT_TEXT_MAX = 4096;
export const QUICK_REPLY_SHORTCUT_PATTERN = /^[a-z0-9_-]{1,30}$/;
export const CONVERSATIONS_PAGE_SIZE = 30;
export const MESSAGES_PAGE_SIZE = 40;

// ---- requests ----

export const channelIdParamsSchema = z.object({ channel_id: z.uuid({ error: 'channel_not_found' }) });
export const quickReplyIdParamsSchema = z.object({
  quick_reply_id: z.uuid({ error: 'quick_reply_not_found' }),
});
export const conversationIdParamsSchema = z.object({
  conversation_id: z.uuid({ error: 'conversation_not_found' }),
});
export const chatMessageParamsSchema = conversationIdParamsSchema.extend({
  message_id: z.uuid({ error: 'chat_message_not_found' }),
});

export const channelSchema = z.object({
  name: z.string({ error: 'channel_name_required' }).trim().min(1, 'channel_name_required').max(60),
  color: z.enum(CHANNEL_COLORS, { error: 'invalid_choice' }),
  device_ids: z
    .array(z.uuid({ error: 'channel_device_not_found' }), { error: 'not_a_list' })
    .min(1, 'channel_devices_required')
    .max(100),
  /** A contact's new or reopened conversation goes to the next member online, in turn. */
  auto_assign: z.boolean({ error: 'not_a_boolean' }).default(false),
});
export type ChannelInput = z.input<typeof channelSchema>;

export const channelsOrderSchema = z.object({
  channel_ids: z.array(z.uuid({ error: 'channel_not_found' }), { error: 'not_a_list' }).max(MAX_CHANNELS),
});

export const quickReplySchema = z.object({
  shortcut: z
    .string({ error: 'quick_reply_shortcut_invalid' })
    .trim()
    .toLowerCase()
    .regex(QUICK_REPLY_SHORTCUT_PATTERN, 'quick_reply_shortcut_invalid'),
  text: z
    .string({ error: 'quick_reply_text_required' })
    .trim()
    .min(1, 'quick_reply_text_required')
    .max(CHAT_TEXT_MAX),
});
export type QuickReplyInput = z.infer<typeof quickReplySchema>;

export const conversationsQuerySchema = z.object({
  channel_id: z.uuid({ error: 'channel_not_found' }).optional(),
  search: z.string().trim().max(100).optional(),
  /** Only conversations whose last message came from the contact. */
  unanswered: z.enum(['true', 'false'], { error: 'not_a_boolean' }).optional(),
  /** One status, or `all`; the open ones when absent. */
  status: z.enum(CONVERSATION_STATUS_FILTERS, { error: 'conversation_status_invalid' }).optional(),
  /** Everyone's the caller may see (the default), the caller's own, or nobody's. */
  assignee: z.enum(CONVERSATION_ASSIGNEE_FILTERS, { error: 'invalid_choice' }).optional(),
  /** Only conversations that carry this label. */
  label_id: z.uuid({ error: 'label_not_found' }).optional(),
  /** `next_cursor` of the page before. */
  cursor: z.string().max(200).optional(),
});
export type ConversationsQuery = z.infer<typeof conversationsQuerySchema>;

export const messagesQuerySchema = z.object({ cursor: z.string().max(200).optional() });

export const sendChatMessageSchema = z
  .object({
    text: z.string({ error: 'not_text' }).max(CHAT_TEXT_MAX).optional(),
    media_id: z.uuid({ error: 'media_not_found' }).optional(),
  })
  .refine((body) => !!body.text?.trim() || !!body.media_id, {
    message: 'chat_message_empty',
    path: ['text'],
  });
export type SendChatMessageInput = z.infer<typeof sendChatMessageSchema>;

/** A conversation started from the inbox: a contact (or a number), a device, and a text or a template. */
export const startConversationSchema = z
  .object({
    device_id: z.uuid({ error: 'device_not_found' }),
    contact_id: z.uuid({ error: 'contact_not_found' }).optional(),
    /** A number (read in the account's country when not +…), when no contact is chosen. */
    phone: z.string({ error: 'phone_required' }).trim().max(40).optional(),
    text: z.string({ error: 'not_text' }).max(CHAT_TEXT_MAX).optional(),
    template_id: z.uuid({ error: 'template_not_found' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.contact_id && !body.phone)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'phone_required' });
    if (!body.text?.trim() && !body.template_id)
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'chat_message_empty' });
  });
export type StartConversationInput = z.infer<typeof startConversationSchema>;

export const typingSchema = z.object({ typing: z.boolean({ error: 'not_a_boolean' }) });

/** A `typing` live event's id: the conversation, and whether typing started or stopped. */
export function typingEventId(conversationId: string, typing: boolean): string {
  return `${conversationId}:${typing ? 'on' : 'off'}`;
}

export const sandboxChatMessageSchema = z
  .object({
    device_id: z.uuid({ error: 'sandbox_device_required' }),
    /** The simulated contact's number (read in the account's country when not +…). */
    from_phone: z.string({ error: 'phone_required' }).trim().min(1, 'phone_required').max(40),
    text: z.string({ error: 'not_text' }).trim().max(CHAT_TEXT_MAX).optional(),
    /** A file the contact sends (an upload of the account, as the composer makes it). */
    media_id: z.uuid({ error: 'media_not_found' }).optional(),
  })
  .refine((body) => !!body.text || !!body.media_id, { message: 'chat_message_empty', path: ['text'] });

// ---- answers ----

export const channelAnswerSchema = z.object({
  channel_id: z.string(),
  name: z.string(),
  color: z.enum(CHANNEL_COLORS),
  position: z.number().int(),
  device_ids: z.array(z.string()),
  auto_assign: z.boolean(),
  /** Conversations of its devices with unread messages. */
  unread_conversations: z.number().int(),
});
export type ChatChannel = z.infer<typeof channelAnswerSchema>;
export const channelsAnswerSchema = z.object({ results: z.array(channelAnswerSchema) });

export const quickReplyAnswerSchema = z.object({
  quick_reply_id: z.string(),
  shortcut: z.string(),
  text: z.string(),
});
export type QuickReply = z.infer<typeof quickReplyAnswerSchema>;
export const quickRepliesAnswerSchema = z.object({ results: z.array(quickReplyAnswerSchema) });

export const conversationAnswerSchema = z.object({
  conversation_id: z.string(),
  device_id: z.string(),
  device_name: z.string(),
  /** The number as this user may see it. */
  phone: z.string(),
  /** The saved contact's name, else the name their WhatsApp gave, else null. */
  name: z.string().nullable(),
  contact_id: z.string().nullable(),
  last_message_text: z.string().nullable(),
  last_message_kind: z.enum(MESSAGE_KIND_NAMES),
  last_direction: z.enum(MESSAGE_DIRECTIONS),
  last_message_at: z.string(),
  unread_count: z.number().int(),
  unanswered: z.boolean(),
  status: z.enum(CONVERSATION_STATUSES),
  /** Snoozed until this time; null when not snoozed, or snoozed until the contact writes. */
  snoozed_until: z.string().nullable(),
  /** The team member it is assigned to; null: nobody. */
  assignee: inboxMemberSchema.nullable(),
  /** Its labels, by name. */
  labels: z.array(labelRefSchema),
});
export type Conversation = z.infer<typeof conversationAnswerSchema>;
export const conversationsAnswerSchema = z.object({
  results: z.array(conversationAnswerSchema),
  next_cursor: z.string().nullable(),
});

export const CHAT_MESSAGE_STATUSES = ['received', ...OUTBOX_STATES] as const;
export type ChatMessageStatus = (typeof CHAT_MESSAGE_STATUSES)[number];

export const chatMessageAnswerSchema = z.object({
  message_id: z.string(),
  direction: z.enum(MESSAGE_DIRECTIONS),
  kind: z.enum(MESSAGE_KIND_NAMES),
  text: z.string().nullable(),
  media: z
    .object({
      /** Set when the file is kept here (sent from the panel): it can be shown or downloaded. */
      media_id: z.string().nullable(),
      mimetype: z.string().nullable(),
      file_name: z.string().nullable(),
      size: z.number().int().nullable(),
    })
    .nullable(),
  sent_at: z.string(),
  /** `received` for the contact's messages; an outgoing one's ticks (queued … read, failed). */
  status: z.enum(CHAT_MESSAGE_STATUSES),
  failure_reason: z.string().nullable(),
  /**
   * What sent an outgoing message from Siar: a chat reply, a campaign (with its id and name), the
   * REST API. Null for the contact's messages, those written on the phone and a deleted campaign's.
   */
  origin: z
    .object({
      purpose: z.enum(OUTBOX_PURPOSES),
      campaign_id: z.string().nullable(),
      campaign_name: z.string().nullable(),
    })
    .nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageAnswerSchema>;
/** A page of the thread, oldest first; `next_cursor` fetches the page before it. */
export const chatMessagesAnswerSchema = z.object({
  results: z.array(chatMessageAnswerSchema),
  next_cursor: z.string().nullable(),
  /** The assignment lines from this page's first message on (to the end, on the newest page). */
  events: z.array(conversationEventSchema),
  /** The private notes from this page's first message on (to the end, on the newest page). */
  notes: z.array(conversationNoteAnswerSchema),
});

/** The account's devices as chats show them: channels' devices, the sandbox's contacts' devices. */
export const chatDevicesAnswerSchema = z.object({
  results: z.array(
    z.object({ id: z.string(), name: z.string(), engine: z.enum(ENGINE_IDS), state: z.enum(DEVICE_STATES) }),
  ),
});
export type ChatDevice = z.infer<typeof chatDevicesAnswerSchema>['results'][number];

export const chatDoneSchema = z.object({ detail: z.string() });
