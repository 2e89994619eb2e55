import type { DayLoad } from '@siar/shared';

/** One run's part of a day's plan: its recipients, shared among its devices, under its cap. */
export interface LoadItem {
  date: string;
  recipients: number;
  deviceIds: string[];
  cap: number | null;
}

/**
 * Per day and device, the messages planned: each run's recipients split evenly among its devices
 * (rounded up), against the smallest daily cap of that day's runs on the device, or the device's
 * new-chat ramp (`rampCaps`, its cap a day at its step now) when lower: recipients are counted as
 * new chats. Over when the planned messages pass it: the rest would wait for the next day.
 */
export function dayLoads(
  items: LoadItem[],
  deviceNames: Map<string, string>,
  rampCaps: Map<string, number> = new Map(),
): DayLoad[] {
  const days = new Map<string, Map<string, { planned: number; cap: number | null }>>();
  for (const item of items) {
    if (item.deviceIds.length === 0 || item.recipients <= 0) continue;
    const share = Math.ceil(item.recipients / item.deviceIds.length);
    const day = days.get(item.date) ?? new Map();
    days.set(item.date, day);
    for (const deviceId of item.deviceIds) {
      const entry = day.get(deviceId) ?? { planned: 0, cap: rampCaps.get(deviceId) ?? null };
      entry.planned += share;
      if (item.cap !== null) entry.cap = entry.cap === null ? item.cap : Math.min(entry.cap, item.cap);
      day.set(deviceId, entry);
    }
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, devices]) => ({
      date,
      devices: [...devices.entries()]
        .map(([deviceId, { planned, cap }]) => ({
          device_id: deviceId,
          name: deviceNames.get(deviceId) ?? '',
          planned,
          cap,
          over: cap !== null && planned > cap,
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    }));
}
