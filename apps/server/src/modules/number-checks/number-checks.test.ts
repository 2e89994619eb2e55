import { CONTACTS_PATHS, NUMBER_CHECKS_PATHS as PATHS } from '@siar/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts } from '../../db/schema/index.ts';
import { type Api, apiAs, createCustomer, queryRows } from '../../test/factories.ts';
import {
  checkUrl,
  ctx,
  customerWithDevices,
  groupOf,
  numbers,
  testClock,
  testRunner,
  useNumberChecksApp,
} from './test/number-checks-app.ts';

// A low hourly cap, as an installation would set it: the pages' "waiting for the hourly limit" reads it.
useNumberChecksApp({ NUMBER_CHECKS_PER_DEVICE_PER_HOUR: '4' });

const DAY = 86_400_000;
const names = async (api: Api, query: string) =>
  ((await api.get(`${CONTACTS_PATHS.contacts}?${query}`)).json().results as { phone: string }[])
    .map((c) => c.phone)
    .sort();
const itemsOf = (checkId: string) =>
  queryRows<{ phone: string; result: string | null; device_id: string | null }>(
    ctx.database.db,
    sql`select phone, result, device_id from number_check_items where check_id = ${checkId} order by seq`,
  );

describe("checking a group's numbers", () => {
  it('asks WhatsApp in small paced batches and keeps each answer on the contact, filterable', async () => {
    const { customer, api, deviceIds } = await customerWithDevices();
    const phones = numbers('81110', 5, [1, 3]);
    const { groupId } = await groupOf(customer.accountId, phones);
    const started = await api.post(PATHS.checks, { group_id: groupId });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({
      source: 'group',
      status: 'queued',
      total: 5,
      checked: 0,
      waiting: null,
    });
    const checkId = started.json().id as string;

    const clock = testClock();
    const runner = testRunner({ perHour: 300, batch: 2 }, clock);
    expect(await runner.runOnce()).toBe(2);
    // Spread, not a burst: the device rests between batches (3600 s × 2 / 300 × 0.5 = 12 s at the shortest).
    expect(await runner.runOnce()).toBe(0);
    const midway = (await api.get(checkUrl(checkId))).json();
    expect(midway).toMatchObject({ status: 'running', checked: 2 });
    expect(midway.on_whatsapp + midway.not_on_whatsapp).toBe(2);
    clock.advance(12_000);
    expect(await runner.runOnce()).toBe(2);
    clock.advance(12_000);
    expect(await runner.runOnce()).toBe(1);

    const done = (await api.get(checkUrl(checkId))).json();
    expect(done).toMatchObject({
      status: 'completed',
      checked: 5,
      on_whatsapp: 3,
      not_on_whatsapp: 2,
      waiting: null,
    });
    // One item per number, in the contacts' order, each answered through the device.
    const items = await itemsOf(checkId);
    expect(items.map((i) => [i.phone, i.result, i.device_id]).sort()).toEqual(
      phones.map((p, i) => [p, [1, 3].includes(i) ? 'not_on_whatsapp' : 'on_whatsapp', deviceIds[0]]).sort(),
    );
    // The contacts page shows each answer with its date and filters by it.
    const page = (await api.get(`${CONTACTS_PATHS.contacts}?group_id=${groupId}`)).json();
    const notOn = page.results.find((c: { phone: string }) => c.phone === phones[1]);
    expect(notOn).toMatchObject({ on_whatsapp: false });
    expect(new Date(notOn.whatsapp_checked_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await names(api, `group_id=${groupId}&whatsapp=not_on`)).toEqual([phones[1], phones[3]].sort());
    expect(await names(api, 'whatsapp=on')).toEqual([phones[0], phones[2], phones[4]].sort());
    expect(await names(api, 'whatsapp=unchecked')).toEqual([]);
    const counted = (await api.get(`${CONTACTS_PATHS.contacts}?group_id=${groupId}&whatsapp=on`)).json();
    expect(counted.count).toBe(3);
  });

  it('answers numbers checked in the last 7 days from the cache, unless asked to check again', async () => {
    const { customer, api } = await customerWithDevices(0);
    const phones = numbers('81111', 3);
    const { groupId, contactIds } = await groupOf(customer.accountId, phones);
    const db = ctx.database.db;
    await db
      .update(contacts)
      .set({ onWhatsapp: false, whatsappCheckedAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(contacts.id, contactIds[0]!));
    await db
      .update(contacts)
      .set({ onWhatsapp: true, whatsappCheckedAt: new Date(Date.now() - 10 * DAY) })
      .where(eq(contacts.id, contactIds[1]!));

    const cached = (await api.post(PATHS.checks, { group_id: groupId })).json();
    expect(cached).toMatchObject({
      total: 3,
      checked: 1,
      not_on_whatsapp: 1,
      status: 'queued',
      waiting: 'no_device',
    });
    // One contact with a fresh answer: answered at once, the check is done.
    const one = (await api.post(PATHS.checks, { contact_ids: [contactIds[0]] })).json();
    expect(one).toMatchObject({ total: 1, checked: 1, status: 'completed', waiting: null });
    // A re-check asks again; it waits behind the account's earlier check.
    const again = (await api.post(PATHS.checks, { contact_ids: [contactIds[0]], recheck: true })).json();
    expect(again).toMatchObject({ total: 1, checked: 0, status: 'queued', waiting: 'other_check' });
    expect((await api.get(PATHS.checks)).json().results.map((c: { id: string }) => c.id)).toEqual([
      again.id,
      one.id,
      cached.id,
    ]);
    for (const id of [cached.id, again.id])
      expect((await api.post(checkUrl(id, 'cancel'))).statusCode).toBe(200);
  });
});

describe('pacing', () => {
  it('stops at the per-device hourly cap and goes on after the hour', async () => {
    const { customer, api } = await customerWithDevices();
    const { groupId } = await groupOf(customer.accountId, numbers('81112', 6, [5]));
    const checkId = (await api.post(PATHS.checks, { group_id: groupId })).json().id as string;
    const clock = testClock();
    const runner = testRunner({ perHour: ctx.config.NUMBER_CHECKS_PER_DEVICE_PER_HOUR, batch: 3 }, clock);
    expect(await runner.runOnce()).toBe(3);
    clock.advance(1400_000); // past the pause (3600 s × 3 / 4 × 0.5 = 1,350 s)
    expect(await runner.runOnce()).toBe(1);
    clock.advance(1400_000);
    expect(await runner.runOnce()).toBe(0);
    expect((await api.get(checkUrl(checkId))).json()).toMatchObject({
      status: 'running',
      checked: 4,
      waiting: 'hourly_limit',
    });
    clock.advance(3600_000);
    expect(await runner.runOnce()).toBe(2);
    expect((await api.get(checkUrl(checkId))).json()).toMatchObject({
      status: 'completed',
      checked: 6,
      not_on_whatsapp: 1,
    });
  });

  it('asks through the least-busy connected device', async () => {
    const { customer, api, deviceIds } = await customerWithDevices(2);
    const [busy, idle] = deviceIds as [string, string];
    const first = await groupOf(customer.accountId, numbers('81113', 3));
    const firstId = (await api.post(PATHS.checks, { group_id: first.groupId })).json().id as string;
    const clock = testClock();
    const runner = testRunner({ perHour: 300, batch: 3 }, clock);
    // The busy device has asked about three numbers this hour (the earlier check).
    await ctx.database.db.execute(sql`update number_checks set status = 'running' where id = ${firstId}`);
    await ctx.database.db.execute(
      sql`update number_check_items set device_id = ${busy}, checked_at = now(), result = 'on_whatsapp' where check_id = ${firstId}`,
    );
    await ctx.database.db.execute(
      sql`update number_checks set status = 'completed', checked = 3, on_whatsapp = 3 where id = ${firstId}`,
    );
    const second = await groupOf(customer.accountId, numbers('81114', 3));
    const secondId = (await api.post(PATHS.checks, { group_id: second.groupId })).json().id as string;
    expect(await runner.runOnce()).toBe(3);
    expect((await itemsOf(secondId)).map((i) => i.device_id)).toEqual([idle, idle, idle]);
  });
});

describe('the ways in and their limits', () => {
  it('checks a selection by ids or every contact matching the filter; another account’s answers 404', async () => {
    const { customer, api } = await customerWithDevices(0);
    const { contactIds, groupId } = await groupOf(customer.accountId, numbers('81115', 4));
    const stranger = await createCustomer(ctx.database.db);
    const strangerApi = await apiAs(ctx.app, stranger);
    const theirs = await groupOf(stranger.accountId, numbers('81116', 2));

    const byIds = (
      await api.post(PATHS.checks, { contact_ids: [contactIds[0], theirs.contactIds[0]] })
    ).json();
    expect(byIds).toMatchObject({ source: 'contacts', total: 1 });
    await api.post(checkUrl(byIds.id, 'cancel'));
    const all = (await api.post(PATHS.checks, { filter: { group_id: groupId, search: '81115' } })).json();
    expect(all).toMatchObject({ source: 'contacts', total: 4 });
    const cancelled = await api.post(checkUrl(all.id, 'cancel'));
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await api.post(checkUrl(all.id, 'cancel'))).json()).toMatchObject({
      code: 'number_check_finished',
    });

    expect((await api.post(PATHS.checks, { contact_ids: theirs.contactIds })).statusCode).toBe(404);
    expect((await api.post(PATHS.checks, { group_id: theirs.groupId })).json()).toMatchObject({
      code: 'group_not_found',
    });
    expect((await strangerApi.get(checkUrl(all.id))).statusCode).toBe(404);
    expect((await strangerApi.post(checkUrl(all.id, 'cancel'))).statusCode).toBe(404);
    const neither = await api.post(PATHS.checks, {});
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({ non_field_errors: [expect.any(String)] });
    const empty = await api.post(PATHS.checks, { filter: { search: 'nobody-has-this-name' } });
    expect(empty.json()).toMatchObject({ code: 'number_check_empty' });
  });
});
