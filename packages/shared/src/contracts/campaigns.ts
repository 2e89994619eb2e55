import { z } from 'zod';
import {
  CAMPAIGN_STATUS_REASONS,
  CAMPAIGN_STATUSES,
  DEVICE_REMOVAL_REASONS,
  SKIP_REASONS,
} from '../campaigns.ts';
import { OUTBOX_STATES } from '../outbox.ts';
import { pagedListSchema } from '../paging.ts';

/** Campaigns: a template sent to groups through devices, paced per device, never twice. */
export { CAMPAIGNS_PATHS } from './campaigns.paths.ts';

// ---- requests ----

export const campaignIdParamsSchema = z.object({ campaign_id: z.uuid({ error: 'campaign_not_found' }) });

const clock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time_of_day_invalid')
  .nullish();

/** Limits of the pacing fields: a delay of 0-3600 s, a daily cap of 1-10,000 per device. */
export const CAMPAIGN_LIMITS = { maxDelaySeconds: 3600, maxDailyCap: 10_000, maxName: 120 } as const;

/** Who a broadcast reaches and through which devices (a campaign's, a recurring series'). */
export const broadcastAudienceFields = {
  template_id: z.uuid({ error: 'campaign_template_required' }),
  group_ids: z
    .array(z.uuid({ error: 'campaign_group_not_found' }))
    .min(1, 'campaign_groups_required')
    .max(100),
  device_ids: z
    .array(z.uuid({ error: 'campaign_device_not_found' }))
    .min(1, 'campaign_devices_required')
    .max(100),
};

/** How a broadcast is paced per device (a campaign's, a recurring series'). */
export const broadcastPacingFields = {
  min_delay_seconds: z
    .number({ error: 'not_a_number' })
    .int()
    .min(0)
    .max(CAMPAIGN_LIMITS.maxDelaySeconds)
    .default(20),
  max_delay_seconds: z
    .number({ error: 'not_a_number' })
    .int()
    .min(0)
    .max(CAMPAIGN_LIMITS.maxDelaySeconds)
    .default(60),
  typing: z.boolean({ error: 'not_a_boolean' }).default(true),
  /** Contacts last found not on WhatsApp (number checks) are skipped at the start, unsent. */
  skip_not_on_whatsapp: z.boolean({ error: 'not_a_boolean' }).default(false),
  /** Send only while the account's business hours are open (besides the window). */
  within_business_hours: z.boolean({ error: 'not_a_boolean' }).default(false),
  daily_cap_per_device: z
    .number({ error: 'not_a_number' })
    .int()
    .min(1)
    .max(CAMPAIGN_LIMITS.maxDailyCap)
    .nullish(),
  /** A daily window in the account's time zone (`HH:MM`), both or neither. */
  window_start: clock,
  window_end: clock,
};

const campaignFields = z.object({
  name: z
    .string({ error: 'campaign_name_required' })
    .trim()
    .min(1, 'campaign_name_required')
    .max(CAMPAIGN_LIMITS.maxName),
  ...broadcastAudienceFields,
  /** When to send; null or absent: as soon as it is started. */
  scheduled_at: z.iso.datetime({ offset: true, error: 'invalid_date' }).nullish(),
  ...broadcastPacingFields,
});

export const createCampaignSchema = campaignFields.extend({
  /** Start at once (or at `scheduled_at`); false keeps it a draft. */
  start: z.boolean({ error: 'not_a_boolean' }).default(false),
});
export type CreateCampaignRequest = z.input<typeof createCampaignSchema>;

export const updateCampaignSchema = campaignFields.partial();
export type UpdateCampaignRequest = z.input<typeof updateCampaignSchema>;

const groupIdList = z
  .array(z.uuid({ error: 'campaign_group_not_found' }))
  .min(1, 'campaign_groups_required')
  .max(100);

/** The groups a campaign would go to, as `?group_ids=a,b`. */
export const campaignAudienceQuerySchema = z.object({
  group_ids: z
    .string({ error: 'campaign_groups_required' })
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(groupIdList),
});

/** The template sent once to a number before a campaign starts, through the first device that can. */
export const campaignTestMessageSchema = z.object({
  template_id: z.uuid({ error: 'campaign_template_required' }),
  device_ids: z
    .array(z.uuid({ error: 'campaign_device_not_found' }))
    .min(1, 'campaign_devices_required')
    .max(100),
  to: z.string({ error: 'contact_phone_invalid' }).trim().min(1, 'contact_phone_invalid').max(40),
});
export type CampaignTestMessageRequest = z.input<typeof campaignTestMessageSchema>;

/** A copy's name is given by the page, in the customer's language. */
export const duplicateCampaignSchema = z.object({
  name: campaignFields.shape.name,
});

export const campaignsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(200).optional(),
  status: z.enum(CAMPAIGN_STATUSES, { error: 'invalid_choice' }).optional(),
});

export const recipientsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
  search: z.string().trim().max(200).optional(),
  state: z.enum(OUTBOX_STATES, { error: 'invalid_choice' }).optional(),
});

// ---- answers ----

export const campaignAudienceSchema = z.object({
  /** Who would be sent to: each contact once, opted-out contacts and invalid numbers left out. */
  recipients: z.number().int(),
  /** Contacts in more than one of the groups, counted once (memberships beyond the first). */
  duplicates: z.number().int(),
  opted_out: z.number().int(),
  invalid_numbers: z.number().int(),
  /** The account's clock now (`HH:MM:SS` in its time zone): where the sending window is read. */
  account_clock: z.string(),
});
export type CampaignAudience = z.infer<typeof campaignAudienceSchema>;

export const campaignTestMessageSentSchema = z.object({
  message_id: z.string(),
  device_id: z.string(),
  to: z.string(),
});

export const recipientCountsSchema = z.object({
  queued: z.number().int(),
  sending: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  read: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
});
export type RecipientCounts = z.infer<typeof recipientCountsSchema>;

export const campaignDeviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.string(),
  /** Messages of this campaign it sent. */
  sent: z.number().int(),
  /** Why it was taken out of the rotation (ban-risk signals), if it was: a code to translate. */
  removed_reason: z.enum(DEVICE_REMOVAL_REASONS).nullable(),
});

/**
 * A campaign that does not fit in its devices' new-chat ramps today: `today` of `total` go by the
 * end of the account's day, the rest over the next `days` days, the last on `last_day` (YYYY-MM-DD,
 * the account's calendar).
 */
export const campaignSpreadSchema = z.object({
  today: z.number().int(),
  total: z.number().int(),
  days: z.number().int(),
  last_day: z.string(),
});

export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  /** Why the product paused or ended it (a code to translate), when the product did it. */
  status_reason: z.enum(CAMPAIGN_STATUS_REASONS).nullable(),
  template_id: z.string().nullable(),
  template_name: z.string().nullable(),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  devices: z.array(campaignDeviceSchema),
  scheduled_at: z.string().nullable(),
  min_delay_seconds: z.number().int(),
  max_delay_seconds: z.number().int(),
  typing: z.boolean(),
  skip_not_on_whatsapp: z.boolean(),
  within_business_hours: z.boolean(),
  daily_cap_per_device: z.number().int().nullable(),
  window_start: z.string().nullable(),
  window_end: z.string().nullable(),
  total_recipients: z.number().int(),
  counts: recipientCountsSchema,
  /** Recipients who wrote back after their message was sent (the reply rate's numerator). */
  replies: z.number().int(),
  /** Recipients with a final state, 0-100. */
  progress: z.number(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
  /** Only on a single running campaign's read: its spread over days, null when it fits today. */
  spread: campaignSpreadSchema.nullable().optional(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignsPageSchema = pagedListSchema(campaignSchema);

export const recipientSchema = z.object({
  id: z.string(),
  contact_id: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  state: z.enum(OUTBOX_STATES),
  /** For failed: what went wrong; for skipped, one of SKIP_REASONS. */
  reason: z.string().nullable(),
  skip_reason: z.enum(SKIP_REASONS).nullable(),
  device_name: z.string().nullable(),
  text: z.string().nullable(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  read_at: z.string().nullable(),
  failed_at: z.string().nullable(),
});
export type Recipient = z.infer<typeof recipientSchema>;

export const recipientsPageSchema = pagedListSchema(recipientSchema);
