import { z } from 'zod';
import { isInDateRange } from '../validation/fields.ts';

export { REPORTS_PATHS } from './reports.paths.ts';

export const REPORTS_LIMITS = {
  /** The longest range one report covers, in days (both ends included). */
  maxRangeDays: 92,
  /** The range the page opens with: the last 30 days, today included. */
  defaultRangeDays: 30,
  /** A contact's message counts as a campaign reply within this many hours after the campaign's message. */
  campaignReplyWindowHours: 72,
} as const;

const dayOf = (value: string) => new Date(`${value}T00:00:00Z`);
/** A calendar date (`YYYY-MM-DD`) that exists, between the years 2000 and 9999. */
const day = z
  .string({ error: 'invalid_date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date', abort: true })
  .refine(
    (value) => {
      const date = dayOf(value);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: 'invalid_date', abort: true },
  )
  .refine((value) => isInDateRange(dayOf(value)), 'date_out_of_range');

/** The report's filters; days are the account's calendar days, both included. */
export const reportsQuerySchema = z.object({
  /** Default: 29 days before `to`. */
  from: day.optional(),
  /** Default: today in the account's zone. */
  to: day.optional(),
  channel_id: z.uuid({ error: 'channel_not_found' }).optional(),
  /** The owner's filter; an agent always gets their own figures, whatever this says. */
  member_id: z.uuid({ error: 'team_member_not_found' }).optional(),
});
export type ReportsQuery = z.input<typeof reportsQuerySchema>;

/** Seconds; null when there was nothing to measure. */
const seconds = z.number().int().nullable();

export const reportFiguresSchema = z.object({
  /** Conversations started or opened again (by the contact's message or a member). */
  opened: z.number().int(),
  /** Moves to resolved. */
  resolved: z.number().int(),
  /** From a contact's first unanswered message to a member's reply (business hours only when set). */
  first_response_median: seconds,
  first_response_p90: seconds,
  /** From the conversation's opening to its move to resolved (business hours only when set). */
  resolution_median: seconds,
  resolution_p90: seconds,
  messages_sent: z.number().int(),
  messages_received: z.number().int(),
  /** Campaign recipients who wrote back within the reply window, on the day they did. */
  campaign_replies: z.number().int(),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

export const reportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The zone the days are read in. */
  time_zone: z.string(),
  /** Whether times count business hours only (the account has set its hours). */
  business_hours: z.boolean(),
  totals: reportFiguresSchema,
  /** Every day of the range, oldest first. */
  days: z.array(reportFiguresSchema.extend({ date: z.string() })),
  /** The owner's: each member (null: nobody's conversations); an agent gets only their own row. */
  members: z.array(reportFiguresSchema.extend({ member_id: z.string().nullable(), name: z.string() })),
});
export type Report = z.infer<typeof reportSchema>;
export type ReportDay = Report['days'][number];
export type ReportMember = Report['members'][number];
