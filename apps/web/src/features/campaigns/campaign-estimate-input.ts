import type { CampaignEstimateInput } from '@siar/shared';
import dayjs from 'dayjs';
import { type CampaignFormValues, toCampaignRequest } from './campaign-form.ts';

/**
 * The estimate's input from the form: the pacing as typed (an unfinished number counts as its
 * default), the chosen devices, and the start read on the account's clock (now, or the chosen time).
 */
export function estimateInputOf(
  values: CampaignFormValues,
  recipients: number,
  accountClock: string,
  now: Date = new Date(),
): CampaignEstimateInput {
  const request = toCampaignRequest(values);
  const number = (value: number | null | undefined, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  const [hours = 0, minutes = 0, seconds = 0] = accountClock.split(':').map(Number);
  const later = request.scheduled_at ? Math.max(0, dayjs(request.scheduled_at).diff(now, 'second')) : 0;
  const windowWhole = !!request.window_start && !!request.window_end;
  return {
    recipients,
    devices: values.device_ids.length,
    minDelaySeconds: number(request.min_delay_seconds, 20),
    maxDelaySeconds: number(request.max_delay_seconds, 60),
    dailyCapPerDevice: request.daily_cap_per_device ?? null,
    windowStart: windowWhole ? (request.window_start ?? null) : null,
    windowEnd: windowWhole ? (request.window_end ?? null) : null,
    startSecondOfDay: hours * 3600 + minutes * 60 + seconds + later,
  };
}

/** A duration as the largest unit that reads well: minutes up to 90, hours up to 48, then days. */
export function durationUnit(seconds: number): { value: number; unit: 'minute' | 'hour' | 'day' } {
  if (seconds < 90 * 60) return { value: Math.max(1, Math.round(seconds / 60)), unit: 'minute' };
  if (seconds < 48 * 3600) return { value: Math.round(seconds / 3600), unit: 'hour' };
  return { value: Math.round((seconds / 86_400) * 10) / 10, unit: 'day' };
}
