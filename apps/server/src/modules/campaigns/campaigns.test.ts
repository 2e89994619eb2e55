import { CAMPAIGNS_PATHS, fillPath } from '@siar/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, contactGroupMembers, messages, waOutbox } from '../../db/schema/index.ts';
import { contactsInGroup, deviceRow, template } from '../../test/campaign-data.ts';
import { apiAs, createCustomer } from '../../test/factories.ts';
import { runTwiceAndConcurrently } from '../../test/jobs.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { campaignSweepJob } from './campaigns.jobs.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const path = (name: keyof typeof CAMPAIGNS_PATHS, campaignId: string) =>
  fillPath(CAMPAIGNS_PATHS[name], { campaign_id: campaignId });

async function account(contactCount = 3, options: Parameters<typeof contactsInGroup>[3] = {}) {
  const { db } = ctx.database;
  const customer = await createCustomer(db);
  const api = await apiAs(ctx.app, customer);
  const { groupId, contactIds } = await contactsInGroup(db, customer.accountId, contactCount, options);
  const templateId = await template(db, customer.accountId, '{Hi|Hello} {{name}}, {{city|friend}}!');
  const deviceId = await deviceRow(db, customer.accountId);
  const body = {
    name: 'November promo',
    template_id: templateId,
    group_ids: [groupId],
    device_ids: [deviceId],
    min_delay_seconds: 0,
    max_delay_seconds: 0,
  };
  return { customer, api, groupId, contactIds, templateId, deviceId, body };
}

async function recipientsOf(campaignId: string) {
  return ctx.database.db.select().from(waOutbox).where(eq(waOutbox.campaignId, campaignId));
}

describe('campaigns API', () => {
  it('keeps a draft, then starts it: one recipient per contact, each with its own rendered message', async () => {
    const { api, body, contactIds } = await account(3, { customFields: { city: 'Bandung' } });
    const created = await api.post(CAMPAIGNS_PATHS.campaigns, body);
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({ status: 'draft', total_recipients: 0, template_name: 'Promo' });
    expect(await recipientsOf(draft.id)).toHaveLength(0);

    const started = await api.post(path('start', draft.id));
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ status: 'running', total_recipients: 3, counts: { queued: 3 } });
    const rows = await recipientsOf(draft.id);
    expect(rows.map((r) => r.contactId).sort()).toEqual([...contactIds].sort());
    for (const row of rows) {
      expect(row.text).toMatch(/^(Hi|Hello) Contact \d, Bandung!$/);
      expect(row.deviceId).toBeNull();
      expect(row.state).toBe('queued');
    }
    // Starting twice sends nothing twice.
    expect((await api.post(path('start', draft.id))).statusCode).toBe(409);
    expect(await recipientsOf(draft.id)).toHaveLength(3);
  });

  it('skips opted-out contacts and invalid numbers at the start, saying why', async () => {
    const { api, body } = await account(3, {
      optedOut: [1],
      phones: ['+6289911110001', '+6289911110002', '12'],
    });
    const campaign = (await api.post(CAMPAIGNS_PATHS.campaigns, { ...body, start: true })).json();
    expect(campaign.counts).toMatchObject({ queued: 1, skipped: 2 });
    const skipped = (await api.get(`${path('recipients', campaign.id)}?state=skipped`)).json();
    expect(skipped.results.map((r: { skip_reason: string }) => r.skip_reason).sort()).toEqual([
      'invalid_number',
      'opted_out',
    ]);
  });

  it('refuses what cannot be sent, with the field to fix, and writes nothing', async () => {
    const { api, body, customer } = await account(0);
    const { db } = ctx.database;
    const empty = await api.post(CAMPAIGNS_PATHS.campaigns, { ...body, start: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ group_ids: ['The chosen groups have no contacts to send to.'] });

    const offline = await deviceRow(db, customer.accountId, 'disconnected');
    const noDevice = await api.post(CAMPAIGNS_PATHS.campaigns, {
      ...body,
      device_ids: [offline],
      start: true,
    });
    expect(noDevice.json()).toMatchObject({
      field_codes: { device_ids: [{ code: 'campaign_no_connected_device' }] },
    });

    const order = await api.post(CAMPAIGNS_PATHS.campaigns, {
      ...body,
      min_delay_seconds: 30,
      max_delay_seconds: 10,
    });
    expect(order.json()).toMatchObject({
      field_codes: { max_delay_seconds: [{ code: 'campaign_delay_order' }] },
    });

    const window = await api.post(CAMPAIGNS_PATHS.campaigns, { ...body, window_start: '09:00' });
    expect(window.json()).toMatchObject({ field_codes: { window_end: [{ code: 'campaign_window_pair' }] } });

    // A window that starts and ends at the same minute holds no time to send in.
    const noTime = await api.post(CAMPAIGNS_PATHS.campaigns, {
      ...body,
      window_start: '09:00',
      window_end: '09:00',
    });
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json()).toMatchObject({ field_codes: { window_end: [{ code: 'campaign_window_empty' }] } });

    const badTime = await api.post(CAMPAIGNS_PATHS.campaigns, {
      ...body,
      window_start: '25:00',
      window_end: '10:00',
    });
    expect(badTime.json()).toMatchObject({
      field_codes: { window_start: [{ code: 'time_of_day_invalid' }] },
    });

    const past = await api.post(CAMPAIGNS_PATHS.campaigns, { ...body, scheduled_at: '2020-01-01T00:00:00Z' });
    expect(past.json()).toMatchObject({
      field_codes: { scheduled_at: [{ code: 'campaign_scheduled_past' }] },
    });

    const missing = await api.post(CAMPAIGNS_PATHS.campaigns, { name: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().field_codes)).toEqual(
      expect.arrayContaining(['name', 'template_id', 'group_ids', 'device_ids']),
    );

    const rows = await db.select().from(campaigns).where(eq(campaigns.accountId, customer.accountId));
    expect(rows).toHaveLength(0);
  });

  it("answers 404 for another account's campaign, template, group or device", async () => {
    const mine = await account(1);
    const theirs = await account(1);
    const campaign = (await theirs.api.post(CAMPAIGNS_PATHS.campaigns, theirs.body)).json();
    for (const name of ['campaign', 'recipients'] as const)
      expect((await mine.api.get(path(name, campaign.id))).statusCode).toBe(404);
    for (const name of ['start', 'pause', 'resume', 'cancel'] as const)
      expect((await mine.api.post(path(name, campaign.id))).statusCode).toBe(404);
    expect((await mine.api.delete(path('campaign', campaign.id))).statusCode).toBe(404);
    const list = (await mine.api.get(CAMPAIGNS_PATHS.campaigns)).json();
    expect(list.results).toHaveLength(0);

    const borrowed = await mine.api.post(CAMPAIGNS_PATHS.campaigns, {
      ...mine.body,
      template_id: theirs.templateId,
      group_ids: [theirs.groupId],
      device_ids: [theirs.deviceId],
    });
    expect(Object.keys(borrowed.json().field_codes)).toEqual(['template_id']);
    const groups = await mine.api.post(CAMPAIGNS_PATHS.campaigns, {
      ...mine.body,
      group_ids: [theirs.groupId],
    });
    expect(groups.json().field_codes).toEqual({ group_ids: [{ code: 'campaign_group_not_found' }] });
  });

  it('pauses, resumes and cancels; cancelling skips who was not sent to', async () => {
    const { api, body } = await account(4);
    const campaign = (await api.post(CAMPAIGNS_PATHS.campaigns, { ...body, start: true })).json();
    expect((await api.post(path('resume', campaign.id))).statusCode).toBe(409);
    expect((await api.post(path('pause', campaign.id))).json()).toMatchObject({ status: 'paused' });
    expect((await api.post(path('pause', campaign.id))).json()).toMatchObject({
      code: 'campaign_cannot_pause',
    });
    expect((await api.post(path('resume', campaign.id))).json()).toMatchObject({ status: 'running' });
    expect((await api.delete(path('campaign', campaign.id))).statusCode).toBe(409);
    const cancelled = (await api.post(path('cancel', campaign.id))).json();
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      counts: { queued: 0, skipped: 4 },
      progress: 100,
    });
    const reasons = (await api.get(path('recipients', campaign.id))).json().results;
    expect(reasons.every((r: { skip_reason: string }) => r.skip_reason === 'cancelled')).toBe(true);
    expect((await api.post(path('cancel', campaign.id))).statusCode).toBe(409);
    expect((await api.delete(path('campaign', campaign.id))).statusCode).toBe(204);
    expect((await api.get(path('campaign', campaign.id))).statusCode).toBe(404);
    expect(await recipientsOf(campaign.id)).toHaveLength(0);
  });

  it('edits a draft but not a running campaign', async () => {
    const { api, body } = await account(1);
    const draft = (await api.post(CAMPAIGNS_PATHS.campaigns, body)).json();
    const edited = await api.patch(path('campaign', draft.id), { name: 'Renamed', daily_cap_per_device: 50 });
    expect(edited.json()).toMatchObject({ name: 'Renamed', daily_cap_per_device: 50 });
    await api.post(path('start', draft.id));
    const refused = await api.patch(path('campaign', draft.id), { name: 'Again' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'campaign_not_editable' });
  });

  it('schedules a campaign, and the sweep starts it when its time comes (run twice at once: once)', async () => {
    const { api, body, groupId } = await account(2);
    const { db } = ctx.database;
    const at = new Date(Date.now() + 60_000).toISOString();
    const campaign = (
      await api.post(CAMPAIGNS_PATHS.campaigns, { ...body, scheduled_at: at, start: true })
    ).json();
    expect(campaign).toMatchObject({ status: 'scheduled', total_recipients: 0 });
    await db
      .update(campaigns)
      .set({ scheduledAt: new Date(Date.now() - 1000) })
      .where(eq(campaigns.id, campaign.id));
    await runTwiceAndConcurrently(campaignSweepJob(db, ctx.app.live), {});
    const running = (await api.get(path('campaign', campaign.id))).json();
    expect(running).toMatchObject({ status: 'running', total_recipients: 2 });
    expect(await recipientsOf(campaign.id)).toHaveLength(2);

    // A scheduled campaign whose groups emptied meanwhile is cancelled with that reason.
    const second = (
      await api.post(CAMPAIGNS_PATHS.campaigns, { ...body, scheduled_at: at, start: true })
    ).json();
    await db.delete(contactGroupMembers).where(eq(contactGroupMembers.groupId, groupId));
    await db
      .update(campaigns)
      .set({ scheduledAt: new Date(Date.now() - 1000) })
      .where(eq(campaigns.id, second.id));
    await runTwiceAndConcurrently(campaignSweepJob(db, ctx.app.live), {});
    expect((await api.get(path('campaign', second.id))).json()).toMatchObject({
      status: 'cancelled',
      status_reason: 'no_recipients',
    });
  });

  it('lists campaigns by status and search, and recipients by state and number', async () => {
    const { api, body } = await account(3, {
      phones: ['+6289922220001', '+6289922220002', '+6289922220003'],
    });
    await api.post(CAMPAIGNS_PATHS.campaigns, { ...body, name: 'Alpha sale', start: true });
    await api.post(CAMPAIGNS_PATHS.campaigns, { ...body, name: 'Beta launch' });
    const drafts = (await api.get(`${CAMPAIGNS_PATHS.campaigns}?status=draft`)).json();
    expect(drafts.results.map((c: { name: string }) => c.name)).toEqual(['Beta launch']);
    const searched = (await api.get(`${CAMPAIGNS_PATHS.campaigns}?search=alpha`)).json();
    expect(searched).toMatchObject({ count: 1, count_is_estimate: false });
    const alpha = searched.results[0];
    const one = (await api.get(`${path('recipients', alpha.id)}?search=0002`)).json();
    expect(one.results.map((r: { phone: string }) => r.phone)).toEqual(['+6289922220002']);
    expect((await api.get(`${CAMPAIGNS_PATHS.campaigns}?status=nope`)).statusCode).toBe(400);
  });
});

describe('before a campaign starts, and after', () => {
  it('counts who a campaign to the chosen groups would reach: each contact once, opt-outs and invalid numbers left out', async () => {
    const { db } = ctx.database;
    const first = await account(3, { optedOut: [1], phones: ['+6289933440001', '+6289933440002', '12'] });
    const second = await contactsInGroup(db, first.customer.accountId, 2);
    // The first group's first contact is in the second group too.
    await db.insert(contactGroupMembers).values({
      groupId: second.groupId,
      contactId: first.contactIds[0]!,
      accountId: first.customer.accountId,
    });
    const both = await first.api.get(
      `${CAMPAIGNS_PATHS.audience}?group_ids=${first.groupId},${second.groupId}`,
    );
    expect(both.statusCode).toBe(200);
    expect(both.json()).toMatchObject({ recipients: 3, duplicates: 1, opted_out: 1, invalid_numbers: 1 });
    expect(both.json().account_clock).toMatch(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/);
    const one = (await first.api.get(`${CAMPAIGNS_PATHS.audience}?group_ids=${second.groupId}`)).json();
    expect(one).toMatchObject({ recipients: 3, duplicates: 0 });

    // Another account's group counts nobody; a group id that is not one is refused.
    const other = await account(2);
    const theirs = (await first.api.get(`${CAMPAIGNS_PATHS.audience}?group_ids=${other.groupId}`)).json();
    expect(theirs).toMatchObject({ recipients: 0, duplicates: 0, opted_out: 0 });
    const bad = await first.api.get(`${CAMPAIGNS_PATHS.audience}?group_ids=nope`);
    expect(bad.statusCode).toBe(400);
    expect((await first.api.get(CAMPAIGNS_PATHS.audience)).statusCode).toBe(400);
  });

  it('sends the template once to a number through the outbox, rendered, without making a campaign', async () => {
    const { db } = ctx.database;
    const { api, body, customer } = await account(1, {
      customFields: { city: 'Bandung' },
      phones: ['+6289955660001'],
    });
    const offline = await deviceRow(db, customer.accountId, 'disconnected');
    const sent = await api.post(CAMPAIGNS_PATHS.testMessage, {
      template_id: body.template_id,
      device_ids: [offline, ...body.device_ids],
      to: '+62 899-5566-0001',
    });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ device_id: body.device_ids[0], to: '+6289955660001' });
    const [row] = await db.select().from(waOutbox).where(eq(waOutbox.id, sent.json().message_id));
    expect(row).toMatchObject({
      purpose: 'campaign_test',
      state: 'queued',
      campaignId: null,
      deviceId: body.device_ids[0],
      toPhone: '+6289955660001',
    });
    expect(row!.text).toMatch(/^(Hi|Hello) Contact 1, Bandung!$/);
    expect(await db.select().from(campaigns).where(eq(campaigns.accountId, customer.accountId))).toHaveLength(
      0,
    );

    const noDevice = await api.post(CAMPAIGNS_PATHS.testMessage, {
      template_id: body.template_id,
      device_ids: [offline],
      to: '+6289955660001',
    });
    expect(noDevice.json()).toMatchObject({
      field_codes: { device_ids: [{ code: 'campaign_no_connected_device' }] },
    });
    const badNumber = await api.post(CAMPAIGNS_PATHS.testMessage, { ...body, to: '12' });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().field_codes).toEqual({ to: [{ code: 'contact_phone_invalid' }] });
    const theirs = await account(1);
    const borrowed = await api.post(CAMPAIGNS_PATHS.testMessage, {
      template_id: theirs.templateId,
      device_ids: body.device_ids,
      to: '+6289955660001',
    });
    expect(borrowed.json().field_codes).toEqual({ template_id: [{ code: 'campaign_template_not_found' }] });
  });

  it('duplicates a campaign as a new draft with its template, groups, devices and pacing', async () => {
    const { api, body } = await account(2);
    const pacing = {
      min_delay_seconds: 15,
      max_delay_seconds: 45,
      typing: false,
      daily_cap_per_device: 200,
      window_start: '08:00',
      window_end: '20:00',
    };
    const source = (await api.post(CAMPAIGNS_PATHS.campaigns, { ...body, ...pacing, start: true })).json();
    expect(source.status).toBe('running');
    const copy = await api.post(path('duplicate', source.id), { name: 'November promo (copy)' });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      name: 'November promo (copy)',
      status: 'draft',
      template_id: body.template_id,
      groups: [{ id: body.group_ids[0] }],
      devices: [{ id: body.device_ids[0] }],
      scheduled_at: null,
      total_recipients: 0,
      ...pacing,
    });
    expect(copy.json().id).not.toBe(source.id);
    expect(await recipientsOf(copy.json().id)).toHaveLength(0);

    const other = await account(1);
    expect((await other.api.post(path('duplicate', source.id), { name: 'Mine now' })).statusCode).toBe(404);
    expect((await api.post(path('duplicate', source.id), { name: ' ' })).statusCode).toBe(400);
  });

  it('counts the recipients who wrote back after their message was sent', async () => {
    const { db } = ctx.database;
    const { api, body, customer, contactIds, deviceId } = await account(3);
    const campaign = (await api.post(CAMPAIGNS_PATHS.campaigns, { ...body, start: true })).json();
    const sentAt = new Date(Date.now() - 60_000);
    await db
      .update(waOutbox)
      .set({ state: 'read', sentAt, readAt: sentAt })
      .where(eq(waOutbox.campaignId, campaign.id));
    const wrote = (contactId: string, at: Date, text: string) => ({
      accountId: customer.accountId,
      deviceId,
      contactId,
      direction: 'in' as const,
      kind: 'text' as const,
      text,
      sentAt: at,
    });
    await db.insert(messages).values([
      wrote(contactIds[0]!, new Date(), 'Yes please'),
      wrote(contactIds[0]!, new Date(), 'How much?'),
      // Before the campaign's message: not a reply to it.
      wrote(contactIds[1]!, new Date(Date.now() - 3_600_000), 'Hello?'),
    ]);
    const listed = (await api.get(CAMPAIGNS_PATHS.campaigns)).json().results[0];
    expect(listed).toMatchObject({ id: campaign.id, replies: 1, counts: { read: 3 } });
  });
});
