import { z } from 'zod';
import { BUSINESS_HOURS_LIMITS, type OpenSpan, type WeeklySpans } from '../automation.ts';
import { spanMinutes } from '../business-hours.ts';

/** Business hours: the account's weekly opening hours and its dated exceptions (holidays). */

export { BUSINESS_HOURS_PATHS } from './business-hours.paths.ts';

/** `HH:MM` from 00:00 to 24:00 (`24:00` ends the day). */
export const SPAN_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

// ---- requests ----

const spanTimeField = z
  .string({ error: 'business_hours_time_invalid' })
  .regex(SPAN_TIME_PATTERN, 'business_hours_time_invalid');

export const openSpanSchema = z.object({ start: spanTimeField, end: spanTimeField }).refine(
  (span) => {
    const [start, end] = [spanMinutes(span.start), spanMinutes(span.end)];
    // A malformed time has its own message already.
    return Number.isNaN(start) || Number.isNaN(end) || start < end;
  },
  {
    path: ['end'],
    message: 'business_hours_span_order',
  },
);

/** The open spans of one day: at most BUSINESS_HOURS_LIMITS.spansPerDay, none overlapping. */
export const daySpansSchema = z
  .array(openSpanSchema, { error: 'not_a_list' })
  .max(BUSINESS_HOURS_LIMITS.spansPerDay, 'business_hours_too_many_spans')
  .superRefine((spans, ctx) => {
    const order = spans
      .map((span, index) => ({ index, start: spanMinutes(span.start), end: spanMinutes(span.end) }))
      .sort((a, b) => a.start - b.start);
    for (let i = 1; i < order.length; i++) {
      const previous = order[i - 1] as (typeof order)[number];
      const current = order[i] as (typeof order)[number];
      if (current.start < previous.end) {
        ctx.addIssue({
          code: 'custom',
          path: [current.index, 'start'],
          message: 'business_hours_spans_overlap',
        });
      }
    }
  });

const daySpans = daySpansSchema as unknown as z.ZodType<OpenSpan[]>;

export const weeklySpansSchema = z.tuple(
  [daySpans, daySpans, daySpans, daySpans, daySpans, daySpans, daySpans],
  { error: 'business_hours_week_invalid' },
);

/** PUT: the seven days, Monday first, each its open spans (an empty day is closed). */
export const businessHoursSchema = z.object({ weekly: weeklySpansSchema });
export type BusinessHoursInput = { weekly: WeeklySpans };

/** A valid calendar date `YYYY-MM-DD` (no 31 February), in the years 2000 to 9999. */
export const businessHoursDateField = z.iso.date({ error: 'invalid_date' }).refine((value) => {
  const year = Number(value.slice(0, 4));
  return year >= 2000 && year <= 9999;
}, 'date_out_of_range');

export const businessHoursExceptionSchema = z.object({
  date: businessHoursDateField,
  name: z
    .string({ error: 'not_text' })
    .trim()
    .max(BUSINESS_HOURS_LIMITS.exceptionNameLength, 'too_long')
    .default(''),
  /** None: closed all day; else open only in these. */
  spans: daySpans.default([]),
});
export type BusinessHoursExceptionInput = z.input<typeof businessHoursExceptionSchema>;

export const businessHoursExceptionIdParamsSchema = z.object({
  exception_id: z.uuid({ error: 'business_hours_exception_not_found' }),
});

// ---- answers ----

const openSpanAnswerSchema = z.object({ start: z.string(), end: z.string() });

export const businessHoursAnswerSchema = z.object({
  /** False until the owner first saves hours: away rules and the inbox mark wait for them. */
  configured: z.boolean(),
  weekly: z.array(z.array(openSpanAnswerSchema)).length(7),
  /** The account's IANA time zone, in which every span is read. */
  time_zone: z.string(),
  open_now: z.boolean(),
  /** When open: when it closes next; when closed: when it opens next (null: not within 400 days). */
  next_opening: z.string().nullable(),
  next_closing: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type BusinessHoursAnswer = z.infer<typeof businessHoursAnswerSchema>;

export const businessHoursExceptionAnswerSchema = z.object({
  exception_id: z.string(),
  date: z.string(),
  name: z.string(),
  spans: z.array(openSpanAnswerSchema),
  created_at: z.string(),
});
export type BusinessHoursException = z.infer<typeof businessHoursExceptionAnswerSchema>;
export const businessHoursExceptionsAnswerSchema = z.object({
  results: z.array(businessHoursExceptionAnswerSchema),
});
export type BusinessHoursExceptions = z.infer<typeof businessHoursExceptionsAnswerSchema>;
export const businessHoursExceptionDeletedSchema = z.object({
  detail: z.string(),
  exception_id: z.string(),
});

/** What the inbox needs to mark conversations: the schedule and its zone (agents may read it). */
export const businessHoursCurrentAnswerSchema = z.object({
  configured: z.boolean(),
  time_zone: z.string(),
  weekly: z.array(z.array(openSpanAnswerSchema)).length(7),
  exceptions: z.array(z.object({ date: z.string(), spans: z.array(openSpanAnswerSchema) })),
});
export type BusinessHoursCurrent = z.infer<typeof businessHoursCurrentAnswerSchema>;
