import { NEW_CHAT_RAMP_PATHS, PLANNER_PATHS } from '@siar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannerAccount, seriesPath } from '../../test/planner-data.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const account = () => plannerAccount(ctx.app, ctx.database.db);
const calendar = (from: string, to: string) => `${PLANNER_PATHS.calendar}?from=${from}&to=${to}`;

describe('recurring broadcasts API', () => {
  it('creates a weekly series in the account’s zone and reads it back as the form wrote it', async () => {
    const { api, body } = await account();
    const created = await api.post(PLANNER_PATHS.series, body);
    expect(created.statusCode).toBe(201);
    const series = created.json();
    expect(series).toMatchObject({
      name: 'Monday promo',
      status: 'active',
      rrule: 'FREQ=WEEKLY;INTERVAL=1;WKST=MO;BYDAY=MO',
      time_zone: 'Asia/Jakarta',
      repeat: 'weekly',
      days: ['MO'],
      time_of_day: '09:00',
      start_date: '2030-01-07',
      ends: 'never',
      recipients_estimate: 3,
      template_name: 'Promo',
      starts_at: '2030-01-07T02:00:00.000Z',
    });
    expect(series.next_runs).toEqual([
      '2030-01-07T02:00:00.000Z',
      '2030-01-14T02:00:00.000Z',
      '2030-01-21T02:00:00.000Z',
    ]);
    const list = (await api.get(PLANNER_PATHS.series)).json();
    expect(list.results.map((s: { id: string }) => s.id)).toEqual([series.id]);
  });

  it('refuses a rule that lacks what its kind needs, naming the field', async () => {
    const { api, body } = await account();
    const noDays = await api.post(PLANNER_PATHS.series, { ...body, days: [] });
    expect(noDays.statusCode).toBe(400);
    expect(noDays.json()).toMatchObject({ days: ['Choose at least one day of the week.'] });
    const noWeekday = await api.post(PLANNER_PATHS.series, { ...body, repeat: 'monthly_weekday', week: -1 });
    expect(Object.keys(noWeekday.json().field_codes)).toEqual(['weekday']);
    const badZone = await api.post(PLANNER_PATHS.series, { ...body, time_zone: 'Mars/Olympus' });
    expect(badZone.json()).toMatchObject({ time_zone: ['This time zone is not known.'] });
    const untilBefore = await api.post(PLANNER_PATHS.series, {
      ...body,
      ends: 'on_date',
      until_date: '2029-01-01',
    });
    expect(Object.keys(untilBefore.json().field_codes)).toEqual(['until_date']);
  });

  it('shows planned dates on the calendar with each day’s load per device against its cap', async () => {
    const { api, body, deviceId } = await account();
    await api.post(PLANNER_PATHS.series, { ...body, daily_cap_per_device: 2 });
    const feed = (await api.get(calendar('2030-01-01T00:00:00Z', '2030-01-31T23:59:59Z'))).json();
    expect(feed.time_zone).toBe('Asia/Jakarta');
    expect(feed.events.map((e: { start: string; state: string }) => [e.start, e.state])).toEqual([
      ['2030-01-07T02:00:00.000Z', 'planned'],
      ['2030-01-14T02:00:00.000Z', 'planned'],
      ['2030-01-21T02:00:00.000Z', 'planned'],
      ['2030-01-28T02:00:00.000Z', 'planned'],
    ]);
    expect(feed.load[0]).toEqual({
      date: '2030-01-07',
      devices: [expect.objectContaining({ device_id: deviceId, planned: 3, cap: 2, over: true })],
    });
  });

  it('holds each day’s load against the device’s new-chat ramp when it is lower than the cap', async () => {
    const { api, body, deviceId } = await account();
    await api.put(NEW_CHAT_RAMP_PATHS.ramp, { steps: [{ day: 0, cap: 2 }] });
    await api.post(PLANNER_PATHS.series, body);
    const feed = (await api.get(calendar('2030-01-01T00:00:00Z', '2030-01-10T23:59:59Z'))).json();
    expect(feed.load[0]).toEqual({
      date: '2030-01-07',
      devices: [expect.objectContaining({ device_id: deviceId, planned: 3, cap: 2, over: true })],
    });
  });

  it('moves one date, skips another and brings it back; the calendar shows each', async () => {
    const { api, body } = await account();
    const series = (await api.post(PLANNER_PATHS.series, body)).json();
    const moved = await api.post(seriesPath('move', series.id), {
      occurs_at: '2030-01-14T02:00:00Z',
      run_at: '2030-01-15T03:30:00Z',
      scope: 'this',
    });
    expect(moved.json()).toMatchObject({ state: 'moved', run_at: '2030-01-15T03:30:00.000Z' });
    await api.post(seriesPath('skip', series.id), { occurs_at: '2030-01-21T02:00:00Z' });
    let feed = (await api.get(calendar('2030-01-10T00:00:00Z', '2030-01-25T00:00:00Z'))).json();
    expect(feed.events.map((e: { start: string; state: string }) => [e.start, e.state])).toEqual([
      ['2030-01-15T03:30:00.000Z', 'moved'],
      ['2030-01-21T02:00:00.000Z', 'skipped'],
    ]);
    expect(
      (await api.post(seriesPath('restore', series.id), { occurs_at: '2030-01-21T02:00:00Z' })).statusCode,
    ).toBe(200);
    feed = (await api.get(calendar('2030-01-20T00:00:00Z', '2030-01-25T00:00:00Z'))).json();
    expect(feed.events.map((e: { state: string }) => e.state)).toEqual(['moved']);
    // A date that is not one of the rule's is refused.
    const stray = await api.post(seriesPath('skip', series.id), { occurs_at: '2030-01-16T02:00:00Z' });
    expect(stray.statusCode).toBe(404);
  });

  it('moves "this and the following": the series ends before, a new one runs from the new day', async () => {
    const { api, body } = await account();
    const series = (await api.post(PLANNER_PATHS.series, { ...body, ends: 'after_count', count: 4 })).json();
    const split = await api.post(seriesPath('move', series.id), {
      occurs_at: '2030-01-21T02:00:00Z',
      run_at: '2030-01-22T04:00:00Z',
      scope: 'following',
    });
    expect(split.statusCode).toBe(200);
    const newId = split.json().series_id;
    expect(newId).not.toBe(series.id);
    const [latest, old] = (await api.get(PLANNER_PATHS.series)).json().results;
    expect(old.next_runs).toEqual(['2030-01-07T02:00:00.000Z', '2030-01-14T02:00:00.000Z']);
    expect(latest).toMatchObject({ id: newId, days: ['TU'], time_of_day: '11:00', count: 2 });
    expect(latest.next_runs).toEqual(['2030-01-22T04:00:00.000Z', '2030-01-29T04:00:00.000Z']);
  });

  it('pauses, resumes and ends; an ended series cannot be edited', async () => {
    const { api, body } = await account();
    const series = (await api.post(PLANNER_PATHS.series, body)).json();
    expect((await api.post(seriesPath('pause', series.id))).json().status).toBe('paused');
    const feed = (await api.get(calendar('2030-01-01T00:00:00Z', '2030-01-08T00:00:00Z'))).json();
    expect(feed.events[0].state).toBe('paused');
    expect((await api.post(seriesPath('pause', series.id))).statusCode).toBe(409);
    expect((await api.post(seriesPath('resume', series.id))).json().status).toBe('active');
    const edited = await api.patch(seriesPath('oneSeries', series.id), {
      days: ['MO', 'TH'],
      name: 'Twice a week',
    });
    expect(edited.json()).toMatchObject({ name: 'Twice a week', days: ['MO', 'TH'] });
    expect((await api.post(seriesPath('end', series.id))).json().status).toBe('ended');
    const refused = await api.patch(seriesPath('oneSeries', series.id), { name: 'Again' });
    expect(refused.statusCode).toBe(409);
    expect((await api.delete(seriesPath('oneSeries', series.id))).statusCode).toBe(204);
    expect((await api.get(seriesPath('oneSeries', series.id))).statusCode).toBe(404);
  });

  it('answers 404 for another account’s series, and leaves it alone', async () => {
    const owner = await account();
    const series = (await owner.api.post(PLANNER_PATHS.series, owner.body)).json();
    const other = await account();
    expect((await other.api.get(seriesPath('oneSeries', series.id))).statusCode).toBe(404);
    expect((await other.api.patch(seriesPath('oneSeries', series.id), { name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await other.api.post(seriesPath('pause', series.id))).statusCode).toBe(404);
    expect(
      (await other.api.post(seriesPath('skip', series.id), { occurs_at: '2030-01-07T02:00:00Z' })).statusCode,
    ).toBe(404);
    expect((await other.api.delete(seriesPath('oneSeries', series.id))).statusCode).toBe(404);
    expect((await other.api.get(PLANNER_PATHS.series)).json().results).toEqual([]);
    expect((await owner.api.get(seriesPath('oneSeries', series.id))).json().status).toBe('active');
  });

  it('previews a plan that would pass a device’s cap before it is saved', async () => {
    const { api, body, deviceId } = await account();
    const start = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const preview = await api.post(PLANNER_PATHS.preview, {
      ...body,
      repeat: 'daily',
      start_date: start,
      daily_cap_per_device: 1,
    });
    expect(preview.statusCode).toBe(200);
    const answer = preview.json();
    expect(answer.recipients_estimate).toBe(3);
    expect(answer.next_runs).toHaveLength(5);
    expect(answer.overflows[0]).toMatchObject({
      date: start,
      device: { device_id: deviceId, planned: 3, cap: 1 },
    });
  });

  it('refuses a calendar range that is too long or upside down', async () => {
    const { api } = await account();
    expect((await api.get(calendar('2030-01-01T00:00:00Z', '2030-12-31T00:00:00Z'))).statusCode).toBe(400);
    expect((await api.get(calendar('2030-02-01T00:00:00Z', '2030-01-01T00:00:00Z'))).statusCode).toBe(400);
  });
});
