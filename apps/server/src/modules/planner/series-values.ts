import { type SeriesValues, seriesRuleProblems, type UpdateSeriesRequest } from '@siar/shared';
import { AppError } from '../../http/errors.ts';
import { occurrencesAfter } from './expand.ts';
import type { SeriesInsert, SeriesRow } from './planner.repo.ts';
import { buildRule, describeRule, ruleFieldsOf } from './series-rule.ts';

// A series' values as the API speaks them, its columns, and an edit merged onto what it has.

type Links = { groups: { id: string }[]; devices: { id: string }[] };

/** The request's values of a stored series (what an edit starts from). */
export function valuesOf(row: SeriesRow, links: Links): SeriesValues {
  return {
    ...describeRule(row.rrule, row.startsAt, row.timeZone),
    name: row.name,
    template_id: row.templateId ?? '',
    group_ids: links.groups.map((g) => g.id),
    device_ids: links.devices.map((d) => d.id),
    time_zone: row.timeZone,
    min_delay_seconds: row.minDelaySeconds,
    max_delay_seconds: row.maxDelaySeconds,
    typing: row.typing,
    daily_cap_per_device: row.dailyCapPerDevice,
    window_start: row.windowStart,
    window_end: row.windowEnd,
    skip_not_on_whatsapp: row.skipNotOnWhatsapp,
    within_business_hours: row.withinBusinessHours,
  };
}

/** An edit onto the series' values, checked as a whole (a weekly rule still needs its days). */
export function mergeEdit(current: SeriesValues, patch: UpdateSeriesRequest): SeriesValues {
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const merged = { ...current, ...defined } as SeriesValues;
  const problems = seriesRuleProblems(merged);
  if (Object.keys(problems).length > 0) throw AppError.fields(problems as never);
  return merged;
}

/** The stored rule of the values in the zone; refused when it would never run. */
export function ruleColumns(values: SeriesValues, zone: string) {
  const { rrule, startsAt } = buildRule(ruleFieldsOf(values), zone);
  const source = { rrule, startsAt, timeZone: zone };
  if (occurrencesAfter(source, new Date(startsAt.getTime() - 1), 1).length === 0)
    throw AppError.fields({ repeat: 'series_no_runs' });
  return source;
}

/** The pacing, window and options columns (copied into each run's campaign). */
export function settingColumns(values: SeriesValues): Partial<SeriesInsert> {
  return {
    name: values.name,
    templateId: values.template_id,
    minDelaySeconds: values.min_delay_seconds,
    maxDelaySeconds: values.max_delay_seconds,
    typing: values.typing,
    dailyCapPerDevice: values.daily_cap_per_device ?? null,
    windowStart: values.window_start ?? null,
    windowEnd: values.window_end ?? null,
    skipNotOnWhatsapp: values.skip_not_on_whatsapp,
    withinBusinessHours: values.within_business_hours,
  };
}

/** The campaign rules' field names for the checks campaigns make (ids, pacing, window). */
export function campaignFieldsOf(values: SeriesValues) {
  return {
    template_id: values.template_id,
    group_ids: values.group_ids,
    device_ids: values.device_ids,
    min_delay_seconds: values.min_delay_seconds,
    max_delay_seconds: values.max_delay_seconds,
    window_start: values.window_start,
    window_end: values.window_end,
  };
}
