import { WARMUP_LIMITS, type WarmupAnswer, type WarmupSettings } from '@siar/shared';
import type { WarmupRow, warmupDeviceRows } from './warmup.repo.ts';

/** The settings a new account starts from: the spec's recommendations. */
export const DEFAULT_WARMUP_SETTINGS: WarmupSettings = {
  interval_starts_at: WARMUP_LIMITS.recommendedIntervalStart,
  interval_ends_at: WARMUP_LIMITS.intervalMax,
  break_after_total_msgs: WARMUP_LIMITS.recommendedBreakAfter,
  min_break_duration: WARMUP_LIMITS.recommendedMinBreakMinutes * WARMUP_LIMITS.secondsPerMinute,
  max_break_duration: 2 * WARMUP_LIMITS.recommendedMinBreakMinutes * WARMUP_LIMITS.secondsPerMinute,
  stop_condition: 2,
  stop_at: null,
  stop_at_display: null,
  stop_after_total_msgs: WARMUP_LIMITS.defaultStopAfter,
  status: 1,
};

function display(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function toWarmupSettings(row: WarmupRow | undefined, timeZone: string): WarmupSettings {
  if (!row) return DEFAULT_WARMUP_SETTINGS;
  return {
    interval_starts_at: row.intervalStartsAt,
    interval_ends_at: row.intervalEndsAt,
    break_after_total_msgs: row.breakAfterTotalMsgs,
    min_break_duration: row.minBreakDuration,
    max_break_duration: row.maxBreakDuration,
    stop_condition: row.stopCondition,
    stop_at: row.stopAt?.toISOString() ?? null,
    stop_at_display: row.stopAt ? display(row.stopAt, timeZone) : null,
    stop_after_total_msgs: row.stopAfterTotalMsgs,
    status: row.status,
  };
}

export function toWarmupAnswer(
  row: WarmupRow | undefined,
  devices: Awaited<ReturnType<typeof warmupDeviceRows>>,
  timeZone: string,
): WarmupAnswer {
  const running = row?.status === 2;
  return {
    settings: toWarmupSettings(row, timeZone),
    run: {
      started_at: row?.startedAt?.toISOString() ?? null,
      ended_at: row?.endedAt?.toISOString() ?? null,
      messages_sent: row?.messagesSent ?? 0,
      next_message_at: running ? (row.nextMessageAt?.toISOString() ?? null) : null,
    },
    devices: devices.map(({ device, takingPart, messagesSent, lastMessage, lastMessageAt }) => ({
      device_id: device.id,
      name: device.name,
      engine: device.engine,
      state: device.state,
      phone_number: device.phoneNumber,
      taking_part: takingPart,
      in_use: running && takingPart,
      paused: device.paused,
      messages_sent: messagesSent,
      last_message: lastMessage,
      last_message_at: lastMessageAt?.toISOString() ?? null,
    })),
  };
}
