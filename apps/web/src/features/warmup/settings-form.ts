import '../../app/issue-codes.ts';
import {
  type ErrorParams,
  isErrorCode,
  WARMUP_LIMITS,
  type WarmupSettings,
  type WarmupSettingsRequest,
  warmupSettingsSchema,
} from '@siar/shared';

/** The settings form as the page holds it: breaks in minutes, the stop time as the picker keeps it. */
export interface WarmupFormValues {
  interval_starts_at: number | '';
  interval_ends_at: number | '';
  break_after_total_msgs: number | '';
  min_break_minutes: number | '';
  max_break_minutes: number | '';
  stop_condition: '1' | '2';
  /** An instant (ISO 8601; the picker reads and writes it on the account's clock), or ''. */
  stop_at: string;
  stop_after_total_msgs: number | '';
}
export type WarmupFormField = keyof WarmupFormValues;

const { secondsPerMinute } = WARMUP_LIMITS;
/** The contract's longest break (one day, in seconds), in the minutes the form shows. */
export const BREAK_MAX_MINUTES = 86_400 / secondsPerMinute;

/** Each field's range, as the inputs bound it and as its range errors name it. */
export const FIELD_RANGES: Record<Exclude<WarmupFormField, 'stop_condition' | 'stop_at'>, ErrorParams> = {
  interval_starts_at: { minimum: 0, maximum: WARMUP_LIMITS.intervalMax },
  interval_ends_at: { minimum: 0, maximum: WARMUP_LIMITS.intervalMax },
  break_after_total_msgs: { minimum: 0, maximum: WARMUP_LIMITS.breakAfterMax },
  min_break_minutes: { minimum: 0, maximum: BREAK_MAX_MINUTES },
  max_break_minutes: { minimum: 0, maximum: BREAK_MAX_MINUTES },
  stop_after_total_msgs: { minimum: 1, maximum: WARMUP_LIMITS.stopAfterMax },
};

/** The API's field names beside the form's (the breaks differ: seconds there, minutes here). */
const FORM_FIELD_OF: Record<string, WarmupFormField> = {
  interval_starts_at: 'interval_starts_at',
  interval_ends_at: 'interval_ends_at',
  break_after_total_msgs: 'break_after_total_msgs',
  min_break_duration: 'min_break_minutes',
  max_break_duration: 'max_break_minutes',
  stop_condition: 'stop_condition',
  stop_at: 'stop_at',
  stop_after_total_msgs: 'stop_after_total_msgs',
};

export function formFieldOf(apiField: string): WarmupFormField | undefined {
  return FORM_FIELD_OF[apiField];
}

export function formValuesOf(settings: WarmupSettings): WarmupFormValues {
  return {
    interval_starts_at: settings.interval_starts_at,
    interval_ends_at: settings.interval_ends_at,
    break_after_total_msgs: settings.break_after_total_msgs,
    min_break_minutes: Math.round(settings.min_break_duration / secondsPerMinute),
    max_break_minutes: Math.round(settings.max_break_duration / secondsPerMinute),
    stop_condition: settings.stop_condition === 1 ? '1' : '2',
    stop_at: settings.stop_at ?? '',
    // The spec: an unset message count is 100.
    stop_after_total_msgs: settings.stop_after_total_msgs ?? WARMUP_LIMITS.defaultStopAfter,
  };
}

// An empty input is no number: the shared rule then says "Please enter a number."
const numberOf = (value: number | '') => (value === '' ? Number.NaN : value);

/** The spec's POST: seconds, integers, and one of stop_at / stop_after_total_msgs null. */
export function toSettingsRequest(values: WarmupFormValues): WarmupSettingsRequest {
  const timeBased = values.stop_condition === '1';
  return {
    interval_starts_at: numberOf(values.interval_starts_at),
    interval_ends_at: numberOf(values.interval_ends_at),
    break_after_total_msgs: numberOf(values.break_after_total_msgs),
    min_break_duration: numberOf(values.min_break_minutes) * secondsPerMinute,
    max_break_duration: numberOf(values.max_break_minutes) * secondsPerMinute,
    stop_condition: timeBased ? 1 : 2,
    // ISO 8601 with the browser's offset, e.g. 2026-03-05T10:00:00+07:00.
    stop_at: timeBased && values.stop_at ? values.stop_at : null,
    stop_after_total_msgs: timeBased ? null : numberOf(values.stop_after_total_msgs),
  };
}

/**
 * The form's errors as codes of the shared catalogue (translated when shown, with the field's
 * range): the server's own rule, plus the spec's two stop-condition messages checked here first.
 */
export function validateWarmupForm(values: WarmupFormValues): Partial<Record<WarmupFormField, string>> {
  const errors: Partial<Record<WarmupFormField, string>> = {};
  if (values.stop_condition === '1' && !values.stop_at) errors.stop_at = 'warmup_stop_at_required';
  if (
    values.stop_condition === '2' &&
    (values.stop_after_total_msgs === '' || values.stop_after_total_msgs <= 0)
  )
    errors.stop_after_total_msgs = 'warmup_stop_after_required';
  const result = warmupSettingsSchema.safeParse(toSettingsRequest(values));
  for (const issue of result.success ? [] : result.error.issues) {
    const field = formFieldOf(String(issue.path[0] ?? ''));
    if (field && !errors[field]) errors[field] = isErrorCode(issue.message) ? issue.message : 'invalid';
  }
  return errors;
}

/** The spec's recommendations a value falls short of, as locale keys by field. */
export function settingsHints(values: WarmupFormValues): Partial<Record<WarmupFormField, string>> {
  const below = (value: number | '', recommended: number) => value !== '' && value < recommended;
  const hints: Partial<Record<WarmupFormField, string>> = {};
  if (below(values.interval_starts_at, WARMUP_LIMITS.recommendedIntervalStart))
    hints.interval_starts_at = 'warmup.hints.intervalStart';
  if (below(values.break_after_total_msgs, WARMUP_LIMITS.recommendedBreakAfter))
    hints.break_after_total_msgs = 'warmup.hints.breakAfter';
  if (below(values.min_break_minutes, WARMUP_LIMITS.recommendedMinBreakMinutes))
    hints.min_break_minutes = 'warmup.hints.minBreak';
  return hints;
}
