import { z } from 'zod';
import { OUTBOX_STATES } from '../outbox.ts';
import { createContactSchema, updateContactSchema } from './contacts.ts';
import { DEVICE_STATES } from './devices.ts';

/**
 * The REST API (bearer key) and signed webhooks: the panel's calls to show and rotate the key and
 * the webhook settings, and the public API's requests and answers.
 */

export { INTEGRATION_API_PATHS, INTEGRATIONS_PATHS } from './integrations.paths.ts';

/** The header a retried request repeats so that it acts once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long an Idempotency-Key is remembered. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** What a webhook reports. `test` comes only from the panel's "Send test event". */
export const WEBHOOK_EVENTS = [
  'message.received',
  'message.status',
  'device.status',
  'campaign.finished',
  'auto_reply.sent',
  'device.health_changed',
  'test',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** A delivery waits (`pending`, retried with backoff), was answered 2xx, or gave up. */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/** Signature headers, as the docs page describes them. */
export const WEBHOOK_HEADERS = { timestamp: 'X-Siar-Timestamp', signature: 'X-Siar-Signature' } as const;

// ---- the panel ----

export const apiKeySchema = z.object({
  api_secret_key: z.string().describe('Send as "Authorization: Bearer <key>"'),
});
export type ApiKeyAnswer = z.infer<typeof apiKeySchema>;

export const webhookUrlField = z
  .string({ error: 'webhook_url_invalid' })
  .trim()
  .max(2000, 'webhook_url_invalid')
  .refine((value) => value === '' || /^https?:\/\/[^\s/?#]+/i.test(value), 'webhook_url_invalid');

export const saveWebhookSchema = z.object({
  /** Empty turns webhooks off. */
  url: webhookUrlField,
});
export type SaveWebhookRequest = z.input<typeof saveWebhookSchema>;

export const webhookSettingsSchema = z.object({
  url: z.string(),
  /** Signs every delivery (HMAC-SHA256 over `timestamp + "." + body`). */
  secret: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  /**
   * Only in the answer to a save: the URL was saved but its host does not resolve yet, so
   * deliveries fail until it does (a host that resolves to a private address is refused instead).
   */
  warning: z.enum(['webhook_url_unresolvable']).optional(),
});
export type WebhookSettings = z.infer<typeof webhookSettingsSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATES),
  /** The receiver's last HTTP status; null when it was not reached. */
  response_code: z.number().int().nullable(),
  /** Why the last try failed, when it did. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesSchema = z.object({ results: z.array(webhookDeliverySchema) });
export type WebhookDeliveries = z.infer<typeof webhookDeliveriesSchema>;

export const testWebhookAnswerSchema = z.object({ detail: z.string(), delivery_id: z.string() });

// ---- the public API ----

export const apiMessageIdParamsSchema = z.object({
  message_id: z.uuid({ error: 'api_message_not_found' }),
});

export const apiSendMessageSchema = z
  .object({
    device_id: z.uuid({ error: 'device_not_found' }).describe('The device to send from (GET devices)'),
    /** Any text a contact form takes: +E.164, or local in the account's country. */
    to: z
      .string({ error: 'phone_required' })
      .trim()
      .min(1, 'phone_required')
      .max(40, 'contact_phone_invalid')
      .describe('The recipient: +E.164, or a local number read in your account’s country'),
    text: z
      .string({ error: 'not_text' })
      .max(4096)
      .optional()
      .describe('Variables and spintax as in templates'),
    media_id: z.uuid({ error: 'media_not_found' }).optional().describe('An attachment uploaded to media/'),
  })
  .refine((body) => !!body.text?.trim() || !!body.media_id, {
    path: ['text'],
    error: 'api_message_empty',
  });
export type ApiSendMessageRequest = z.input<typeof apiSendMessageSchema>;

export const apiMessageSchema = z.object({
  id: z.string(),
  device_id: z.string().nullable(),
  /** E.164. */
  to: z.string(),
  text: z.string().nullable(),
  media_id: z.string().nullable(),
  status: z.enum(OUTBOX_STATES),
  /** Why it failed or was skipped (for example "not on WhatsApp"). */
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  read_at: z.string().nullable(),
  failed_at: z.string().nullable(),
});
export type ApiMessage = z.infer<typeof apiMessageSchema>;

export const apiDeviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(DEVICE_STATES),
  phone_number: z.string().nullable(),
});
export const apiDevicesSchema = z.object({ results: z.array(apiDeviceSchema) });

export const apiMediaSchema = z.object({
  id: z.string(),
  kind: z.string(),
  mimetype: z.string(),
  file_name: z.string(),
  size: z.number().int(),
});

/**
 * Create or update by number: fields left out stay as they are on an existing contact; a new one
 * needs a name.
 */
export const apiContactSchema = updateContactSchema.extend({ phone: createContactSchema.shape.phone });
export type ApiContactRequest = z.input<typeof apiContactSchema>;
