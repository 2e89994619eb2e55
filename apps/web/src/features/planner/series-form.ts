import '../../app/issue-codes.ts';
import {
  type CreateSeriesRequest,
  createSeriesSchema,
  type ErrorRef,
  ISSUE_CODES,
  issueRef,
  type RepeatKind,
  type Series,
  type SeriesEnd,
  type Weekday,
} from '@siar/shared';

/** The series form's values; numbers typed may be '' (empty) until filled. */
export interface SeriesFormValues {
  name: string;
  template_id: string | null;
  group_ids: string[];
  device_ids: string[];
  repeat: RepeatKind;
  interval: number | string;
  days: Weekday[];
  /** '1'-'31', or '-1' for the month's last day. */
  month_day: string;
  /** '1'-'4', or '-1' for the last. */
  week: string;
  weekday: Weekday | null;
  time_of_day: string;
  /** `YYYY-MM-DD`. */
  start_date: string;
  ends: SeriesEnd;
  until_date: string;
  count: number | string;
  min_delay_seconds: number | string;
  max_delay_seconds: number | string;
  typing: boolean;
  daily_cap_per_device: number | string;
  window_start: string;
  window_end: string;
  skip_not_on_whatsapp: boolean;
  within_business_hours: boolean;
}

export const SERIES_FORM_FIELDS = [
  'name',
  'template_id',
  'group_ids',
  'device_ids',
  'repeat',
  'interval',
  'days',
  'month_day',
  'week',
  'weekday',
  'time_of_day',
  'start_date',
  'ends',
  'until_date',
  'count',
  'min_delay_seconds',
  'max_delay_seconds',
  'typing',
  'daily_cap_per_device',
  'window_start',
  'window_end',
  'skip_not_on_whatsapp',
  'within_business_hours',
] as const;
export type SeriesFormField = (typeof SERIES_FORM_FIELDS)[number];

const WEEKDAY_OF_DATE: Weekday[] = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** A new weekly series from a day: on that day's weekday, at 09:00. */
export function emptySeriesValues(startDate: string): SeriesFormValues {
  const weekday = WEEKDAY_OF_DATE[new Date(`${startDate}T12:00:00Z`).getUTCDay()]!;
  return {
    name: '',
    template_id: null,
    group_ids: [],
    device_ids: [],
    repeat: 'weekly',
    interval: 1,
    days: [weekday],
    month_day: String(Number(startDate.slice(8, 10))),
    week: '1',
    weekday,
    time_of_day: '09:00',
    start_date: startDate,
    ends: 'never',
    until_date: '',
    count: 10,
    min_delay_seconds: 20,
    max_delay_seconds: 60,
    typing: true,
    daily_cap_per_device: '',
    window_start: '',
    window_end: '',
    skip_not_on_whatsapp: false,
    within_business_hours: false,
  };
}

export function seriesValuesOf(series: Series): SeriesFormValues {
  return {
    ...emptySeriesValues(series.start_date),
    name: series.name,
    template_id: series.template_id,
    group_ids: series.groups.map((g) => g.id),
    device_ids: series.devices.map((d) => d.id),
    repeat: series.repeat,
    interval: series.interval,
    days: series.days,
    month_day: series.month_day === null ? '1' : String(series.month_day),
    week: series.week === null ? '1' : String(series.week),
    weekday: series.weekday ?? 'MO',
    time_of_day: series.time_of_day,
    ends: series.ends,
    until_date: series.until_date ?? '',
    count: series.count ?? 10,
    min_delay_seconds: series.min_delay_seconds,
    max_delay_seconds: series.max_delay_seconds,
    typing: series.typing,
    daily_cap_per_device: series.daily_cap_per_device ?? '',
    window_start: series.window_start ?? '',
    window_end: series.window_end ?? '',
    skip_not_on_whatsapp: series.skip_not_on_whatsapp,
    within_business_hours: series.within_business_hours,
  };
}

const numberOf = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);

/** The request body; fields the repeat kind or end does not use are left out. */
export function toSeriesRequest(values: SeriesFormValues): CreateSeriesRequest {
  return {
    name: values.name.trim(),
    template_id: values.template_id ?? '',
    group_ids: values.group_ids,
    device_ids: values.device_ids,
    repeat: values.repeat,
    interval: numberOf(values.interval),
    days: values.repeat === 'weekly' ? values.days : [],
    month_day: values.repeat === 'monthly_day' ? Number(values.month_day) : null,
    week: values.repeat === 'monthly_weekday' ? Number(values.week) : null,
    weekday: values.repeat === 'monthly_weekday' ? values.weekday : null,
    time_of_day: values.time_of_day,
    start_date: values.start_date,
    ends: values.ends,
    until_date: values.ends === 'on_date' ? values.until_date || null : null,
    count: values.ends === 'after_count' ? numberOf(values.count) : null,
    min_delay_seconds: numberOf(values.min_delay_seconds),
    max_delay_seconds: numberOf(values.max_delay_seconds),
    typing: values.typing,
    daily_cap_per_device: values.daily_cap_per_device === '' ? null : numberOf(values.daily_cap_per_device),
    window_start: values.window_start || null,
    window_end: values.window_end || null,
    skip_not_on_whatsapp: values.skip_not_on_whatsapp,
    within_business_hours: values.within_business_hours,
  };
}

/** The form's errors by field, as the server would answer them (the contract's schema and rule checks). */
export function validateSeriesForm(values: SeriesFormValues): Partial<Record<SeriesFormField, ErrorRef>> {
  const errors: Partial<Record<SeriesFormField, ErrorRef>> = {};
  const result = createSeriesSchema.safeParse(toSeriesRequest(values), { error: ISSUE_CODES });
  for (const issue of result.success ? [] : result.error.issues) {
    const field = SERIES_FORM_FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issueRef(issue);
  }
  const min = numberOf(values.min_delay_seconds);
  const max = numberOf(values.max_delay_seconds);
  if (Number.isFinite(min) && Number.isFinite(max) && max < min)
    errors.max_delay_seconds ??= { code: 'campaign_delay_order' };
  if (!values.window_start !== !values.window_end)
    errors[values.window_start ? 'window_end' : 'window_start'] ??= { code: 'campaign_window_pair' };
  return errors;
}
