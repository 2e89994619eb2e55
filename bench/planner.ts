// The planner's calendar over 500 recurring series (issue 20's benchmark: "expanding a year of 500
// recurring series for the calendar's month view: p95 < 50 ms"):
//
//   npm run bench:planner                                                        # PGlite in memory
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:planner   # a schema, dropped after
//
// 500 series of one account (daily, Monday to Friday, weekly on three days, monthly on the 15th and
// on the last Friday, in Asia/Jakarta, Europe/London and America/New_York, some ending by count),
// each with its group and devices. Every month of a year is asked for as the month view asks (six
// weeks from the Monday before the 1st), BENCH_ROUNDS (5) times over, in a shuffled order:
//   1. the expansion alone (`occurrencesBetween` of every series for the range);
//   2. the whole feed (`plannerCalendar`, the calendar route's one call: the database's rows, the
//      expansion, the one-off campaigns and each day's load per device).
// The first request of a process expands each series' year (rrule walks from DTSTART, about 8 µs
// an occurrence) and keeps it: it is reported apart, as "cold".

import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import {
  recurringBroadcastDevices,
  recurringBroadcastGroups,
  recurringBroadcasts,
} from '../apps/server/src/db/schema/index.ts';
import { insertCustomer } from '../apps/server/src/modules/onboarding/onboarding.repo.ts';
import { plannerCalendar } from '../apps/server/src/modules/planner/calendar-feed.ts';
import { occurrencesBetween } from '../apps/server/src/modules/planner/expand.ts';
import { buildRule, type RuleFields } from '../apps/server/src/modules/planner/series-rule.ts';
import { contactsInGroup, deviceRow, template } from '../apps/server/src/test/campaign-data.ts';
import { dropRunSchema } from '../apps/server/src/test/processes.ts';
import { percentileCells } from './lib/stats.ts';

const SERIES = Number(process.env.BENCH_SERIES ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const YEAR = 2027;
const url = process.env.DATABASE_URL;
const schema = `bench_planner_${randomBytes(4).toString('hex')}`;
const ZONES = ['Asia/Jakarta', 'Europe/London', 'America/New_York'];
const base: RuleFields = {
  repeat: 'daily',
  interval: 1,
  days: [],
  month_day: null,
  week: null,
  weekday: null,
  time_of_day: '09:00',
  start_date: `${YEAR}-01-01`,
  ends: 'never',
  until_date: null,
  count: null,
};
const KINDS: Partial<RuleFields>[] = [
  { repeat: 'daily' },
  { repeat: 'weekdays' },
  { repeat: 'weekly', days: ['MO', 'WE', 'FR'] },
  { repeat: 'monthly_day', month_day: 15 },
  { repeat: 'monthly_weekday', week: -1, weekday: 'FR' },
  { repeat: 'weekly', days: ['TU'], ends: 'after_count', count: 30 },
];

/** The month view's range for a month: six weeks from the Monday on or before the 1st. */
function monthView(month: number) {
  const first = new Date(Date.UTC(YEAR, month, 1));
  const from = new Date(first.getTime() - ((first.getUTCDay() + 6) % 7) * 86_400_000);
  return { from, to: new Date(from.getTime() + 42 * 86_400_000 - 1) };
}

function shuffled<T>(items: T[]): T[] {
  return items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.item);
}

async function seed(handle: DatabaseHandle) {
  const { db } = handle;
  const suffix = randomBytes(4).toString('hex');
  const customer = await insertCustomer(db, {
    name: `Planner ${suffix}`,
    email: `planner_${suffix}@example.com`,
    phoneNumber: `+62812${String(Number.parseInt(suffix, 16)).padStart(10, '0').slice(-8)}`,
    username: `planner_${suffix}`,
    passwordHash: 'not-used',
    industry: 'retail',
    country: 'ID',
    timezone: 'Asia/Jakarta',
    trial: {
      planId: 'starter',
      billingCycle: 'monthly',
      start: new Date(),
      end: new Date(Date.now() + 7 * 86_400_000),
      status: 2,
    },
  });
  const { groupId } = await contactsInGroup(db, customer.accountId, 300);
  const templateId = await template(db, customer.accountId);
  const devices: string[] = [];
  for (let i = 0; i < 5; i++) devices.push(await deviceRow(db, customer.accountId));
  const rows = Array.from({ length: SERIES }, (_, i) => {
    const zone = ZONES[i % ZONES.length]!;
    const time = `${String(6 + (i % 12)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
    const rule = buildRule({ ...base, ...KINDS[i % KINDS.length], time_of_day: time }, zone);
    return {
      accountId: customer.accountId,
      name: `Series ${i + 1}`,
      templateId,
      rrule: rule.rrule,
      startsAt: rule.startsAt,
      timeZone: zone,
      dailyCapPerDevice: 200,
      handledUntil: new Date(Date.UTC(YEAR - 1, 11, 31)),
    };
  });
  const series = await db.insert(recurringBroadcasts).values(rows).returning();
  await db.insert(recurringBroadcastGroups).values(series.map((s) => ({ seriesId: s.id, groupId })));
  await db
    .insert(recurringBroadcastDevices)
    .values(series.map((s, i) => ({ seriesId: s.id, deviceId: devices[i % devices.length]! })));
  return { accountId: customer.accountId, series };
}

async function main() {
  const handle = await openDatabase(url ? { url, schemaName: schema } : {});
  try {
    await migrateDatabase(handle);
    const { accountId, series } = await seed(handle);
    const months = Array.from({ length: 12 }, (_, m) => m);

    let start = performance.now();
    let occurrences = 0;
    for (const s of series) occurrences += occurrencesBetween(s, monthView(0).from, monthView(0).to).length;
    const coldExpansion = performance.now() - start;
    const expansion: number[] = [];
    for (let round = 0; round < ROUNDS; round++)
      for (const month of shuffled(months)) {
        const { from, to } = monthView(month);
        start = performance.now();
        for (const s of series) occurrencesBetween(s, from, to);
        expansion.push(performance.now() - start);
      }

    const feed: number[] = [];
    let events = 0;
    for (let round = 0; round < ROUNDS; round++)
      for (const month of shuffled(months)) {
        const { from, to } = monthView(month);
        start = performance.now();
        const answer = await plannerCalendar(handle.db, accountId, from, to);
        feed.push(performance.now() - start);
        events = Math.max(events, answer.events.length);
      }
    expansion.sort((a, b) => a - b);
    feed.sort((a, b) => a - b);
    console.log(`${SERIES} series, ${ROUNDS} rounds of 12 month views (${url ? 'PostgreSQL' : 'PGlite'})`);
    console.log(
      `cold: first month view's expansion ${coldExpansion.toFixed(0)} ms (${occurrences} occurrences)`,
    );
    console.log('| what | requests | p50 | p95 | p99 (ms) |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    console.log(
      `| expansion of every series for a month view | ${expansion.length} | ${percentileCells(expansion)} |`,
    );
    console.log(`| the calendar feed (up to ${events} events) | ${feed.length} | ${percentileCells(feed)} |`);
    const p95 = expansion[Math.floor(0.95 * expansion.length)]!;
    if (p95 >= 50) process.exitCode = 1;
  } finally {
    await handle.close();
    if (url) await dropRunSchema(url, schema);
  }
}

await main();
