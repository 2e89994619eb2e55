import type { CalendarEvent, PlannerCalendar, RunCampaign } from '@siar/shared';
import { localDate } from '@siar/shared';
import type { Database } from '../../db/client.ts';
import { countsOf } from '../campaigns/index.ts';
import { rampCapsOf } from '../new-chat-ramp/index.ts';
import * as calendarRepo from './calendar.repo.ts';
import { dayLoads, type LoadItem } from './day-load.ts';
import { occurrencesBetween } from './expand.ts';
import * as repo from './planner.repo.ts';
import { zoneOf } from './planner-deps.ts';
import { toRunCampaign } from './planner-view.ts';
import { runCampaigns } from './series-queries.ts';

// The calendar of a range: every occurrence of the account's series (planned ones expanded from
// their rules, the rest from their rows: moved, skipped, started with their campaign's results,
// missed), its one-off scheduled campaigns, and each day's load per device.

type Event = CalendarEvent & { cap: number | null };

interface Plan {
  series: repo.SeriesRow[];
  devicesOf: Map<string, string[]>;
  estimates: Map<string, number>;
}

async function planOf(db: Database, accountId: string): Promise<Plan> {
  const series = await repo.listSeries(db, accountId);
  const [links, estimates] = await Promise.all([
    repo.seriesLinks(db, { accountId }),
    calendarRepo.seriesEstimates(db, accountId),
  ]);
  const devicesOf = new Map<string, string[]>();
  for (const d of links.devices) devicesOf.set(d.seriesId, [...(devicesOf.get(d.seriesId) ?? []), d.id]);
  return { series, devicesOf, estimates };
}

/** The rule's dates in the range that no row holds, for series not ended. */
export function plannedEvents(plan: Plan, taken: Set<string>, from: Date, to: Date, now: Date): Event[] {
  const events: Event[] = [];
  for (const series of plan.series) {
    if (series.status === 'ended') continue;
    const handled = series.handledUntil?.getTime() ?? 0;
    const start = new Date(Math.max(from.getTime(), handled + 1));
    const state = series.status === 'paused' ? 'paused' : 'planned';
    const recipients = plan.estimates.get(series.id) ?? 0;
    const deviceIds = plan.devicesOf.get(series.id) ?? [];
    for (const instant of occurrencesBetween(series, start, to)) {
      const iso = instant.toISOString();
      const id = `${series.id}@${iso}`;
      if (taken.has(id)) continue;
      events.push({
        id,
        series_id: series.id,
        title: series.name,
        occurs_at: iso,
        start: iso,
        state,
        campaign: null,
        recipients,
        device_ids: deviceIds,
        editable: instant > now,
        cap: series.dailyCapPerDevice,
      });
    }
  }
  return events;
}

async function rowEvents(db: Database, accountId: string, plan: Plan, from: Date, to: Date, now: Date) {
  const all = await repo.occurrencesIn(db, accountId, from, to);
  const rows = all.filter((r) => r.runAt >= from && r.runAt <= to);
  const campaignIds = rows.map((r) => r.campaignId).filter((id): id is string => !!id);
  const campaigns = await runCampaigns(db, accountId, campaignIds);
  const byId = new Map(plan.series.map((s) => [s.id, s]));
  const taken = new Set<string>();
  for (const row of all) taken.add(`${row.seriesId}@${row.occursAt.toISOString()}`);
  const events: Event[] = rows.map((row) => {
    const series = byId.get(row.seriesId);
    const campaign = row.campaignId ? (campaigns.get(row.campaignId) ?? null) : null;
    const pending = row.state === 'moved' || row.state === 'skipped';
    return {
      id: `${row.seriesId}@${row.occursAt.toISOString()}`,
      series_id: row.seriesId,
      title: series?.name ?? '',
      occurs_at: row.occursAt.toISOString(),
      start: row.runAt.toISOString(),
      state: row.state,
      campaign,
      recipients: campaign ? campaign.total_recipients : (plan.estimates.get(row.seriesId) ?? 0),
      device_ids: plan.devicesOf.get(row.seriesId) ?? [],
      editable:
        pending && series?.status !== 'ended' && (row.state === 'skipped' ? row.occursAt : row.runAt) > now,
      cap: series?.dailyCapPerDevice ?? null,
    };
  });
  return { events, taken };
}

async function campaignEvents(db: Database, accountId: string, from: Date, to: Date): Promise<Event[]> {
  const rows = (await calendarRepo.scheduledCampaigns(db, accountId, from, to)).map((r) => r.campaigns);
  const ids = rows.map((r) => r.id);
  const [counts, devices, estimates] = await Promise.all([
    countsOf(db, ids),
    calendarRepo.campaignDeviceIds(db, ids),
    calendarRepo.campaignEstimates(db, ids),
  ]);
  return rows.map((row) => {
    const campaign: RunCampaign = toRunCampaign(row, counts.get(row.id));
    const started = row.status !== 'draft' && row.status !== 'scheduled';
    return {
      id: `campaign:${row.id}`,
      series_id: null,
      title: row.name,
      occurs_at: null,
      start: row.scheduledAt!.toISOString(),
      state: 'campaign',
      campaign,
      recipients: started ? row.totalRecipients : (estimates.get(row.id) ?? 0),
      device_ids: devices.filter((d) => d.campaign_id === row.id).map((d) => d.device_id),
      editable: false,
      cap: row.dailyCapPerDevice,
    };
  });
}

/** What sends that day: not skipped, missed or cancelled. */
function loadItems(events: Event[], zone: string): LoadItem[] {
  return events
    .filter((e) => e.state !== 'skipped' && e.state !== 'missed' && e.campaign?.status !== 'cancelled')
    .map((e) => ({
      date: localDate(new Date(e.start), zone),
      recipients: e.recipients,
      deviceIds: e.device_ids,
      cap: e.cap,
    }));
}

export async function calendarEvents(db: Database, accountId: string, from: Date, to: Date) {
  const now = new Date();
  const plan = await planOf(db, accountId);
  const [rows, campaigns] = await Promise.all([
    rowEvents(db, accountId, plan, from, to, now),
    campaignEvents(db, accountId, from, to),
  ]);
  const planned = plannedEvents(plan, rows.taken, from, to, now);
  return { plan, events: [...rows.events, ...planned, ...campaigns] };
}

export async function plannerCalendar(
  db: Database,
  accountId: string,
  from: Date,
  to: Date,
): Promise<PlannerCalendar> {
  const [zone, { events }, devices, rampCaps] = await Promise.all([
    zoneOf(db, accountId),
    calendarEvents(db, accountId, from, to),
    calendarRepo.accountDevices(db, accountId),
    rampCapsOf(db, accountId),
  ]);
  events.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const names = new Map(devices.map((d) => [d.id, d.name]));
  return {
    time_zone: zone,
    events: events.map(({ cap: _cap, ...event }) => event),
    load: dayLoads(loadItems(events, zone), names, rampCaps),
  };
}

export { type Event as FeedEvent, loadItems };
