import { z } from 'zod';
import { CAMPAIGN_STATUSES } from '../campaigns.ts';
import { OCCURRENCE_STATES, RECURRING_STATUSES } from '../planner.ts';
import {
  broadcastAudienceFields,
  broadcastPacingFields,
  CAMPAIGN_LIMITS,
  recipientCountsSchema,
} from './campaigns.ts';

/** The planner: recurring broadcasts (a template to groups on a repeating rule) on a calendar. */
export { PLANNER_PATHS } from './planner.paths.ts';

/** RFC 5545's weekdays, Monday first. */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The form's repeat choices, each an RRULE: daily, Monday to Friday, weekly on days, monthly. */
export const REPEAT_KINDS = ['daily', 'weekdays', 'weekly', 'monthly_day', 'monthly_weekday'] as const;
export type RepeatKind = (typeof REPEAT_KINDS)[number];

export const SERIES_ENDS = ['never', 'on_date', 'after_count'] as const;
export type SeriesEnd = (typeof SERIES_ENDS)[number];

/** Limits: every n-th day/week/month up to 12, at most 1,000 runs, a calendar range of 93 days. */
export const PLANNER_LIMITS = { maxInterval: 12, maxCount: 1000, maxRangeDays: 93 } as const;

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time_of_day_invalid');
const day = z.string({ error: 'invalid_date' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date');

/** An IANA time zone this runtime knows (Asia/Jakarta, Europe/London, ...). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

// ---- requests ----

export const seriesIdParamsSchema = z.object({ series_id: z.uuid({ error: 'series_not_found' }) });

const seriesObject = z.object({
  name: z
    .string({ error: 'series_name_required' })
    .trim()
    .min(1, 'series_name_required')
    .max(CAMPAIGN_LIMITS.maxName),
  ...broadcastAudienceFields,
  repeat: z.enum(REPEAT_KINDS, { error: 'invalid_choice' }),
  /** Every n-th day, week or month. */
  interval: z.number({ error: 'not_a_number' }).int().min(1).max(PLANNER_LIMITS.maxInterval).default(1),
  /** Weekly: the days it runs on. */
  days: z
    .array(z.enum(WEEKDAYS, { error: 'invalid_choice' }))
    .max(7)
    .default([]),
  /** Monthly on a day: 1-31, or -1 for the month's last day (a month without the day is left out). */
  month_day: z.number({ error: 'not_a_number' }).int().min(-1).max(31).nullish(),
  /** Monthly on a weekday: the first to fourth (1-4), or the last (-1), `weekday` of the month. */
  week: z.number({ error: 'not_a_number' }).int().min(-1).max(4).nullish(),
  weekday: z.enum(WEEKDAYS, { error: 'invalid_choice' }).nullish(),
  /** The time of day, `HH:MM` on the series' clock, that every run keeps across DST. */
  time_of_day: clock,
  /** The first day it may run (`YYYY-MM-DD` in its time zone). */
  start_date: day,
  ends: z.enum(SERIES_ENDS, { error: 'invalid_choice' }).default('never'),
  /** `on_date`: the last day it may run (inclusive). */
  until_date: day.nullish(),
  /** `after_count`: how many runs in all. */
  count: z.number({ error: 'not_a_number' }).int().min(1).max(PLANNER_LIMITS.maxCount).nullish(),
  /** An IANA zone; absent: the account's (Asia/Jakarta unless set). */
  time_zone: z
    .string()
    .refine((zone) => isTimeZone(zone), 'series_time_zone_invalid')
    .nullish(),
  ...broadcastPacingFields,
});

type SeriesShape = z.output<typeof seriesObject>;

/** What each repeat kind and end needs besides itself, named by the field to fix. */
export function seriesRuleProblems(values: SeriesShape): Partial<Record<keyof SeriesShape, string>> {
  const problems: Partial<Record<keyof SeriesShape, string>> = {};
  if (values.repeat === 'weekly' && values.days.length === 0) problems.days = 'series_days_required';
  if (values.repeat === 'monthly_day' && (values.month_day == null || values.month_day === 0))
    problems.month_day = 'series_month_day_required';
  if (values.repeat === 'monthly_weekday') {
    if (values.week == null || values.week === 0) problems.week = 'series_week_required';
    if (!values.weekday) problems.weekday = 'series_weekday_required';
  }
  if (values.ends === 'on_date') {
    if (!values.until_date) problems.until_date = 'series_until_required';
    else if (values.until_date < values.start_date) problems.until_date = 'series_until_before_start';
  }
  if (values.ends === 'after_count' && !values.count) problems.count = 'series_count_required';
  return problems;
}

function withRuleChecks<T extends z.ZodType<SeriesShape>>(schema: T) {
  return schema.superRefine((values, context) => {
    for (const [field, code] of Object.entries(seriesRuleProblems(values)))
      context.addIssue({ code: 'custom', path: [field], message: code });
  });
}

export const createSeriesSchema = withRuleChecks(seriesObject);
export type CreateSeriesRequest = z.input<typeof createSeriesSchema>;
export type SeriesValues = z.output<typeof createSeriesSchema>;

/** An edit: any fields; the rule's fields left out keep what the series has. */
export const updateSeriesSchema = seriesObject.partial();
export type UpdateSeriesRequest = z.input<typeof updateSeriesSchema>;

/** The form's series, and when editing, which series it is (left out of the plan it is checked against). */
export const previewSeriesSchema = withRuleChecks(
  seriesObject.extend({ series_id: z.uuid({ error: 'series_not_found' }).nullish() }),
);
export type PreviewSeriesRequest = z.input<typeof previewSeriesSchema>;

export const OCCURRENCE_MOVE_SCOPES = ['this', 'following'] as const;

/** One occurrence (the rule's instant), moved to `run_at`: just it, or it and every later one. */
export const moveOccurrenceSchema = z.object({
  occurs_at: z.iso.datetime({ offset: true, error: 'invalid_date' }),
  run_at: z.iso.datetime({ offset: true, error: 'invalid_date' }),
  scope: z.enum(OCCURRENCE_MOVE_SCOPES, { error: 'invalid_choice' }).default('this'),
});
export type MoveOccurrenceRequest = z.input<typeof moveOccurrenceSchema>;

export const occurrenceRefSchema = z.object({
  occurs_at: z.iso.datetime({ offset: true, error: 'invalid_date' }),
});

export const calendarQuerySchema = z.object({
  from: z.iso.datetime({ offset: true, error: 'invalid_date' }),
  to: z.iso.datetime({ offset: true, error: 'invalid_date' }),
});

// ---- answers ----

export const runCampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  total_recipients: z.number().int(),
  counts: recipientCountsSchema,
  /** Recipients with a final state, 0-100. */
  progress: z.number(),
});
export type RunCampaign = z.infer<typeof runCampaignSchema>;

/** What became of one occurrence: moved, skipped, started (with its campaign's results) or missed. */
export const seriesRunSchema = z.object({
  occurs_at: z.string(),
  run_at: z.string(),
  state: z.enum(OCCURRENCE_STATES),
  campaign: runCampaignSchema.nullable(),
});
export type SeriesRun = z.infer<typeof seriesRunSchema>;

export const seriesSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(RECURRING_STATUSES),
  template_id: z.string().nullable(),
  template_name: z.string().nullable(),
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  devices: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The stored RFC 5545 rule (without DTSTART), read in `time_zone` from `starts_at`. */
  rrule: z.string(),
  starts_at: z.string(),
  time_zone: z.string(),
  repeat: z.enum(REPEAT_KINDS),
  interval: z.number().int(),
  days: z.array(z.enum(WEEKDAYS)),
  month_day: z.number().int().nullable(),
  week: z.number().int().nullable(),
  weekday: z.enum(WEEKDAYS).nullable(),
  time_of_day: z.string(),
  start_date: z.string(),
  ends: z.enum(SERIES_ENDS),
  until_date: z.string().nullable(),
  count: z.number().int().nullable(),
  min_delay_seconds: z.number().int(),
  max_delay_seconds: z.number().int(),
  typing: z.boolean(),
  daily_cap_per_device: z.number().int().nullable(),
  window_start: z.string().nullable(),
  window_end: z.string().nullable(),
  skip_not_on_whatsapp: z.boolean(),
  within_business_hours: z.boolean(),
  /** The next planned runs (up to 3), moved ones at their new time. */
  next_runs: z.array(z.string()),
  /** Contacts of its groups today: what each run would send, as an estimate. */
  recipients_estimate: z.number().int(),
  /** What became of its occurrences, latest first (up to 20). */
  runs: z.array(seriesRunSchema),
  created_at: z.string(),
});
export type Series = z.infer<typeof seriesSchema>;

export const seriesListSchema = z.object({ results: z.array(seriesSchema) });
export type SeriesList = z.infer<typeof seriesListSchema>;

/** Where the occurrence now is: its series (a new one after "this and the following"), instant and state. */
export const occurrenceActionSchema = z.object({
  series_id: z.string(),
  occurs_at: z.string(),
  run_at: z.string(),
  state: z.enum(['planned', ...OCCURRENCE_STATES]),
});

export const CALENDAR_EVENT_STATES = [
  'planned',
  'paused',
  ...OCCURRENCE_STATES,
  /** A one-off campaign with a time (not a series' run). */
  'campaign',
] as const;
export type CalendarEventState = (typeof CALENDAR_EVENT_STATES)[number];

export const calendarEventSchema = z.object({
  /** Unique in the answer: `<series>@<occurs_at>` or `campaign:<id>`. */
  id: z.string(),
  series_id: z.string().nullable(),
  title: z.string(),
  /** The rule's instant (null for a one-off campaign). */
  occurs_at: z.string().nullable(),
  /** When it runs (or ran). */
  start: z.string(),
  state: z.enum(CALENDAR_EVENT_STATES),
  campaign: runCampaignSchema.nullable(),
  /** Messages it would send: its campaign's recipients once started, else its groups' contacts today. */
  recipients: z.number().int(),
  device_ids: z.array(z.string()),
  /** The customer may move or skip it (a future occurrence of a series not ended). */
  editable: z.boolean(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

export const deviceLoadSchema = z.object({
  device_id: z.string(),
  name: z.string(),
  /** Messages planned for the device that day: each run's recipients shared among its devices. */
  planned: z.number().int(),
  /** The smallest daily cap per device of that day's runs on it; null when none has one. */
  cap: z.number().int().nullable(),
  over: z.boolean(),
});
export type DeviceLoad = z.infer<typeof deviceLoadSchema>;

export const dayLoadSchema = z.object({ date: z.string(), devices: z.array(deviceLoadSchema) });
export type DayLoad = z.infer<typeof dayLoadSchema>;

export const calendarSchema = z.object({
  /** The account's zone: days (and the load's dates) are read in it. */
  time_zone: z.string(),
  events: z.array(calendarEventSchema),
  load: z.array(dayLoadSchema),
});
export type PlannerCalendar = z.infer<typeof calendarSchema>;

export const seriesPreviewSchema = z.object({
  next_runs: z.array(z.string()),
  recipients_estimate: z.number().int(),
  /** Days in the next 60 on which a device's plan, with this series, passes its cap. */
  overflows: z.array(z.object({ date: z.string(), device: deviceLoadSchema })),
});
export type SeriesPreview = z.infer<typeof seriesPreviewSchema>;
