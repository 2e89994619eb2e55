import { z } from 'zod';

/** Warmup: settings (spec sections 3, 4 and 5), the run, and the devices taking part. */

export { WARMUP_PATHS } from './warmup.paths.ts';

export const WARMUP_STATUS = { idle: 1, running: 2, finished: 3, stopped: 4 } as const;
export type WarmupStatus = (typeof WARMUP_STATUS)[keyof typeof WARMUP_STATUS];
export const WARMUP_STOP_CONDITION = { time: 1, messages: 2 } as const;
export type WarmupStopCondition = (typeof WARMUP_STOP_CONDITION)[keyof typeof WARMUP_STOP_CONDITION];

/** The spec's ranges and recommendations. Breaks are stored in seconds and shown in minutes. */
export const WARMUP_LIMITS = {
  intervalMax: 60,
  recommendedIntervalStart: 40,
  breakAfterMax: 500,
  recommendedBreakAfter: 60,
  recommendedMinBreakMinutes: 30,
  stopAfterMax: 500,
  defaultStopAfter: 100,
  secondsPerMinute: 60,
} as const;

const whole = (max: number) =>
  z.number({ error: 'not_a_number' }).int('not_an_integer').min(0, 'too_small').max(max, 'too_large');

// ---- requests ----

/** The spec's POST: stop_at for a time-based stop, stop_after_total_msgs for a message-based one. */
export const warmupSettingsSchema = z
  .object({
    interval_starts_at: whole(WARMUP_LIMITS.intervalMax),
    interval_ends_at: whole(WARMUP_LIMITS.intervalMax),
    break_after_total_msgs: whole(WARMUP_LIMITS.breakAfterMax),
    /** Seconds. */
    min_break_duration: z
      .number({ error: 'not_a_number' })
      .int('not_an_integer')
      .min(0, 'too_small')
      .max(86_400, 'too_large'),
    max_break_duration: z
      .number({ error: 'not_a_number' })
      .int('not_an_integer')
      .min(0, 'too_small')
      .max(86_400, 'too_large'),
    stop_condition: z.union([z.literal(1), z.literal(2)], { error: 'invalid_choice' }),
    stop_at: z.iso.datetime({ offset: true, error: 'warmup_stop_at_required' }).nullish(),
    stop_after_total_msgs: z
      .number({ error: 'warmup_stop_after_required' })
      .int('warmup_stop_after_required')
      .max(WARMUP_LIMITS.stopAfterMax, 'too_large')
      .nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.interval_ends_at < value.interval_starts_at) {
      ctx.addIssue({ code: 'custom', path: ['interval_ends_at'], message: 'warmup_interval_order' });
    }
    if (value.max_break_duration < value.min_break_duration) {
      ctx.addIssue({ code: 'custom', path: ['max_break_duration'], message: 'warmup_break_order' });
    }
    if (value.stop_condition === 1 && !value.stop_at) {
      ctx.addIssue({ code: 'custom', path: ['stop_at'], message: 'warmup_stop_at_required' });
    }
    if (value.stop_condition === 2 && value.stop_after_total_msgs === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['stop_after_total_msgs'],
        message: 'warmup_stop_after_required',
      });
    }
  });
export type WarmupSettingsRequest = z.input<typeof warmupSettingsSchema>;

export const startWarmupSchema = z.object({
  device_ids: z
    .array(z.uuid({ error: 'device_not_found' }), { error: 'not_a_list' })
    .min(2, 'warmup_two_devices')
    .max(50),
});

// ---- answers ----

export const warmupSettingsAnswerSchema = z.object({
  interval_starts_at: z.number().int(),
  interval_ends_at: z.number().int(),
  break_after_total_msgs: z.number().int(),
  min_break_duration: z.number().int(),
  max_break_duration: z.number().int(),
  stop_condition: z.number().int(),
  stop_at: z.string().nullable(),
  /** stop_at in the account's time zone, for reading. */
  stop_at_display: z.string().nullable(),
  stop_after_total_msgs: z.number().int().nullable(),
  /** 1 idle, 2 running, 3 finished, 4 stopped. */
  status: z.number().int(),
});
export type WarmupSettings = z.infer<typeof warmupSettingsAnswerSchema>;

export const warmupDeviceRowSchema = z.object({
  device_id: z.string(),
  name: z.string(),
  engine: z.string(),
  state: z.string(),
  phone_number: z.string().nullable(),
  /** Chosen for the warmup. */
  taking_part: z.boolean(),
  /** Taking part in a running warmup. */
  in_use: z.boolean(),
  paused: z.boolean(),
  messages_sent: z.number().int(),
  last_message: z.string().nullable(),
  last_message_at: z.string().nullable(),
});

export const warmupAnswerSchema = z.object({
  settings: warmupSettingsAnswerSchema,
  run: z.object({
    started_at: z.string().nullable(),
    ended_at: z.string().nullable(),
    messages_sent: z.number().int(),
    next_message_at: z.string().nullable(),
  }),
  devices: z.array(warmupDeviceRowSchema),
});
export type WarmupAnswer = z.infer<typeof warmupAnswerSchema>;

export const warmupSavedSchema = z.object({ detail: z.string(), settings: warmupSettingsAnswerSchema });
