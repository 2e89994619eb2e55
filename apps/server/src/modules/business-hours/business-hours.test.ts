import { BUSINESS_HOURS_LIMITS, BUSINESS_HOURS_PATHS, fillPath, type OpenSpan } from '@siar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, businessHoursExceptions } from '../../db/schema/index.ts';
import { apiAs, createAgent, createCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { businessHoursOf } from './index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const P = BUSINESS_HOURS_PATHS;
const allDay: OpenSpan[] = [{ start: '00:00', end: '24:00' }];
const closedWeek = [[], [], [], [], [], [], []];
const exceptionPath = (id: string) => fillPath(P.exception, { exception_id: id });

async function owner(timeZone?: string) {
  const customer = await createCustomer(ctx.database.db);
  if (timeZone) {
    await ctx.database.db
      .update(accounts)
      .set({ timezone: timeZone })
      .where(eq(accounts.id, customer.accountId));
  }
  return { customer, api: await apiAs(ctx.app, customer) };
}

/** The calendar date `days` from now in a zone, `YYYY-MM-DD`. */
function dateIn(timeZone: string, days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(Date.now() + days * 86_400_000));
}

describe('business hours API', () => {
  it('starts with no hours in the account zone, then keeps the saved week in time order', async () => {
    const { api, customer } = await owner();
    expect((await api.get(P.schedule)).json()).toMatchObject({
      configured: false,
      weekly: closedWeek,
      time_zone: 'Asia/Jakarta',
      open_now: false,
      next_opening: null,
      next_closing: null,
    });
    expect(await businessHoursOf(ctx.database.db, customer.accountId)).toBeNull();

    const monday = [
      { start: '13:00', end: '17:00' },
      { start: '09:00', end: '12:00' },
    ];
    const saved = await api.put(P.schedule, { weekly: [monday, monday, monday, monday, monday, [], []] });
    expect(saved.statusCode).toBe(200);
    const week = saved.json().weekly;
    expect(week[0]).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]);
    expect(week[6]).toEqual([]);
    expect((await api.get(P.schedule)).json()).toMatchObject({ configured: true, weekly: week });
    expect(await businessHoursOf(ctx.database.db, customer.accountId)).toMatchObject({
      timeZone: 'Asia/Jakarta',
      schedule: { weekly: week, exceptions: [] },
    });
  });

  it('says open now with no closing when open all week', async () => {
    const { api } = await owner();
    const answer = (await api.put(P.schedule, { weekly: Array(7).fill(allDay) })).json();
    expect(answer).toMatchObject({
      configured: true,
      open_now: true,
      next_closing: null,
      next_opening: null,
    });
  });

  it("reads the hours in the account's zone: the next opening is an exception's 09:00 in London", async () => {
    const { api } = await owner('Europe/London');
    await api.put(P.schedule, { weekly: closedWeek });
    const date = dateIn('Europe/London', 3);
    const added = await api.post(P.exceptions, {
      date,
      name: 'Open day',
      spans: [{ start: '09:00', end: '10:00' }],
    });
    expect(added.statusCode).toBe(201);
    const answer = (await api.get(P.schedule)).json();
    expect(answer).toMatchObject({ time_zone: 'Europe/London', open_now: false });
    const opening = new Date(answer.next_opening);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(opening);
    expect(local).toBe(`${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}, 09:00`);
  });

  it('refuses bad spans in the field shape', async () => {
    const { api } = await owner();
    const bad = await api.put(P.schedule, {
      weekly: [
        [{ start: '9:00', end: '17:00' }],
        [{ start: '17:00', end: '09:00' }],
        [
          { start: '09:00', end: '13:00' },
          { start: '12:00', end: '17:00' },
        ],
        [],
        [],
        [],
        [{ start: '10:00', end: '24:30' }],
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      'weekly.0.0.start': ['Use a time from 00:00 to 24:00 (HH:MM).'],
      'weekly.1.0.end': ['The closing time must come after the opening time.'],
      'weekly.2.1.start': ['The open hours of one day must not overlap.'],
      'weekly.6.0.end': ['Use a time from 00:00 to 24:00 (HH:MM).'],
      field_codes: { 'weekly.2.1.start': [{ code: 'business_hours_spans_overlap' }] },
    });
    const tooMany = Array.from({ length: 7 }, (_, h) => ({ start: `1${h}:00`, end: `1${h}:30` }));
    const crowded = await api.put(P.schedule, { weekly: [tooMany, [], [], [], [], [], []] });
    expect(crowded.json()).toMatchObject({
      field_codes: { 'weekly.0': [{ code: 'business_hours_too_many_spans' }] },
    });
    const short = await api.put(P.schedule, { weekly: [[], []] });
    expect(short.json()).toMatchObject({
      field_codes: { weekly: [{ code: 'business_hours_week_invalid' }] },
    });
    expect((await api.get(P.schedule)).json().configured).toBe(false);
  });
});

describe('business hours exceptions API', () => {
  it('adds, lists by date, refuses a second on one date, changes and removes', async () => {
    const { api, customer } = await owner();
    const later = await api.post(P.exceptions, { date: '2031-12-25', name: 'Natal' });
    const sooner = await api.post(P.exceptions, {
      date: '2031-03-29',
      name: 'Nyepi eve',
      spans: [{ start: '09:00', end: '12:00' }],
    });
    expect(later.json()).toMatchObject({ date: '2031-12-25', name: 'Natal', spans: [] });
    const list = (await api.get(P.exceptions)).json().results;
    expect(list.map((e: { date: string }) => e.date)).toEqual(['2031-03-29', '2031-12-25']);

    const twice = await api.post(P.exceptions, { date: '2031-12-25', name: 'Again' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ date: ['There is already an exception on this date.'] });
    const moveOnto = await api.put(exceptionPath(sooner.json().exception_id), { date: '2031-12-25' });
    expect(moveOnto.json()).toMatchObject({
      field_codes: { date: [{ code: 'business_hours_exception_date_taken' }] },
    });
    const badDate = await api.post(P.exceptions, { date: '2031-02-30' });
    expect(badDate.json()).toMatchObject({ field_codes: { date: [{ code: 'invalid_date' }] } });

    const changed = await api.put(exceptionPath(later.json().exception_id), {
      date: '2031-12-26',
      name: 'Boxing Day',
      spans: [],
    });
    expect(changed.json()).toMatchObject({ date: '2031-12-26', name: 'Boxing Day' });
    await api.put(P.schedule, { weekly: closedWeek });
    expect((await businessHoursOf(ctx.database.db, customer.accountId))?.schedule.exceptions).toEqual([
      { date: '2031-03-29', spans: [{ start: '09:00', end: '12:00' }] },
      { date: '2031-12-26', spans: [] },
    ]);

    const removed = await api.delete(exceptionPath(sooner.json().exception_id));
    expect(removed.json()).toMatchObject({ exception_id: sooner.json().exception_id });
    expect((await api.get(P.exceptions)).json().results).toHaveLength(1);
    expect((await api.delete(exceptionPath(sooner.json().exception_id))).statusCode).toBe(404);
  });

  it('refuses an exception past the limit', async () => {
    const { api, customer } = await owner();
    const first = Date.UTC(2040, 0, 1);
    await ctx.database.db.insert(businessHoursExceptions).values(
      Array.from({ length: BUSINESS_HOURS_LIMITS.exceptions }, (_, i) => ({
        accountId: customer.accountId,
        date: new Date(first + i * 86_400_000).toISOString().slice(0, 10),
      })),
    );
    const over = await api.post(P.exceptions, { date: '2039-12-31', name: 'One too many' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'business_hours_exception_limit',
      detail: 'An account can have at most 366 dated exceptions.',
    });
  });

  it("answers 404 for another account's exception and leaves it alone", async () => {
    const mine = await owner();
    const other = await owner();
    const theirs = (await other.api.post(P.exceptions, { date: '2032-01-01', name: 'New Year' })).json();
    const path = exceptionPath(theirs.exception_id);
    const edit = await mine.api.put(path, { date: '2032-01-02', name: 'Mine now' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toMatchObject({ code: 'business_hours_exception_not_found' });
    expect((await mine.api.delete(path)).statusCode).toBe(404);
    const malformed = await mine.api.put(exceptionPath('not-an-id'), { date: '2032-01-02' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      field_codes: { exception_id: [{ code: 'business_hours_exception_not_found' }] },
    });
    expect((await mine.api.get(P.exceptions)).json().results).toEqual([]);
    expect((await other.api.get(P.exceptions)).json().results).toMatchObject([{ name: 'New Year' }]);
  });

  it('lets an agent read the schedule for the inbox, and nothing else', async () => {
    const { customer, api } = await owner();
    await api.put(P.schedule, { weekly: [allDay, [], [], [], [], [], []] });
    await api.post(P.exceptions, { date: '2033-05-01' });
    const agent = await apiAs(ctx.app, await createAgent(ctx.database.db, customer));
    expect((await agent.get(P.schedule)).statusCode).toBe(403);
    expect((await agent.get(P.exceptions)).statusCode).toBe(403);
    expect((await agent.put(P.schedule, { weekly: closedWeek })).statusCode).toBe(403);
    const current = await agent.get(P.current);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({
      configured: true,
      time_zone: 'Asia/Jakarta',
      weekly: [allDay, [], [], [], [], [], []],
      exceptions: [{ date: '2033-05-01', spans: [] }],
    });
  });
});
