import type { PreviewSeriesRequest, SeriesPreview, SeriesValues } from '@siar/shared';
import { localDate } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { rampCapsOf } from '../new-chat-ramp/index.ts';
import * as calendarRepo from './calendar.repo.ts';
import { calendarEvents, loadItems } from './calendar-feed.ts';
import { dayLoads } from './day-load.ts';
import { occurrencesAfter, occurrencesBetween } from './expand.ts';
import { zoneOf } from './planner-deps.ts';
import { ruleColumns } from './series-values.ts';

const HORIZON_MS = 60 * 86_400_000;

/**
 * The form's series before it is saved: its next runs, what each would send today, and the days
 * of the next 60 on which a device of it, with everything else planned, passes its cap.
 */
export async function previewSeries(
  db: Database,
  accountId: string,
  input: SeriesValues & Pick<PreviewSeriesRequest, 'series_id'>,
): Promise<SeriesPreview> {
  const zone = input.time_zone ?? (await zoneOf(db, accountId));
  const rule = ruleColumns(input, zone);
  const now = new Date();
  const until = new Date(now.getTime() + HORIZON_MS);
  const [estimate, { events }, devices, rampCaps] = await Promise.all([
    calendarRepo.estimateForGroups(db, accountId, [...new Set(input.group_ids)]),
    calendarEvents(db, accountId, now, until),
    calendarRepo.accountDevices(db, accountId),
    rampCapsOf(db, accountId),
  ]);
  const others = events.filter((e) => !input.series_id || e.series_id !== input.series_id);
  const mine = occurrencesBetween(rule, now, until).map((instant) => ({
    date: localDate(instant, zone),
    recipients: estimate,
    deviceIds: [...new Set(input.device_ids)],
    cap: input.daily_cap_per_device ?? null,
  }));
  const myDays = new Set(mine.map((m) => m.date));
  const names = new Map(devices.map((d) => [d.id, d.name]));
  const loads = dayLoads([...loadItems(others, zone), ...mine], names, rampCaps);
  const overflows = loads
    .filter((day) => myDays.has(day.date))
    .flatMap((day) =>
      day.devices
        .filter((device) => device.over && input.device_ids.includes(device.device_id))
        .map((device) => ({ date: day.date, device })),
    );
  return {
    next_runs: occurrencesAfter(rule, now, 5).map((d) => d.toISOString()),
    recipients_estimate: estimate,
    overflows,
  };
}
