import { z } from 'zod';
import { CAMPAIGN_STATUSES } from '../campaigns.ts';
import { DEVICE_STATES } from './devices.ts';

/** The customer dashboard's four panels (spec: devices_info, campaigns_info, campaigns_stats, realtime_chat_info). */
export { DASHBOARD_PATHS } from './campaigns.paths.ts';

export const dashboardStatsSchema = z.object({
  devices_info: z.object({
    total: z.number().int(),
    connected: z.number().int(),
    disconnected: z.number().int(),
    devices: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        state: z.enum(DEVICE_STATES),
        sent_today: z.number().int(),
      }),
    ),
  }),
  realtime_chat_info: z.object({
    /** Messages received today (the account's time zone). */
    incoming_today: z.number().int(),
    /** Conversations whose last message today came from the contact. */
    unanswered_today: z.number().int(),
    /** Conversations with a message in the last 24 hours (WhatsApp's customer service window). */
    open_conversations: z.number().int(),
    /** Conversations whose last message came from the contact, whenever it came. */
    unanswered_conversations: z.number().int(),
    /** The longest an unanswered conversation has waited, in seconds (null when none waits). */
    longest_wait_seconds: z.number().int().nullable(),
    /** Answers given in the last 7 days, and their average and median time (null when none). */
    responses_7d: z.number().int(),
    avg_response_seconds_7d: z.number().int().nullable(),
    median_response_seconds_7d: z.number().int().nullable(),
  }),
  campaigns_info: z.object({
    total: z.number().int(),
    by_status: z.object(
      Object.fromEntries(CAMPAIGN_STATUSES.map((s) => [s, z.number().int()])) as {
        [K in (typeof CAMPAIGN_STATUSES)[number]]: z.ZodNumber;
      },
    ),
  }),
  campaigns_stats: z.object({
    /** The last 14 days, oldest first: messages of campaigns sent, delivered, read and failed that day. */
    days: z.array(
      z.object({
        date: z.string(),
        sent: z.number().int(),
        delivered: z.number().int(),
        read: z.number().int(),
        failed: z.number().int(),
      }),
    ),
    /** The latest campaigns with their totals. */
    campaigns: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        status: z.enum(CAMPAIGN_STATUSES),
        total: z.number().int(),
        sent: z.number().int(),
        delivered: z.number().int(),
        read: z.number().int(),
        failed: z.number().int(),
        skipped: z.number().int(),
      }),
    ),
  }),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
