import {
  NUMBER_CHECK_API_PATHS as API,
  CAMPAIGNS_PATHS,
  CONTACTS_PATHS,
  fillPath,
  INTEGRATIONS_PATHS,
  NUMBER_CHECKS_PATHS as PATHS,
} from '@siar/shared';
import { describe, expect, it } from 'vitest';
import { template } from '../../test/campaign-data.ts';
import { type Api, apiAs, createCustomer } from '../../test/factories.ts';
import { runImport } from '../contacts/run-import.ts';
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

useNumberChecksApp();

const pacing = { perHour: 300, batch: 5 };
const keyOf = async (api: Api) =>
  (await api.get(INTEGRATIONS_PATHS.fetchKeys)).json().api_secret_key as string;
const call = (key: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${key}` } });
const resultUrl = (checkId: string) => fillPath(API.result, { check_id: checkId });

/** Runs rounds on a moving clock until the check has ended. */
async function runToEnd(api: Api, checkId: string) {
  const clock = testClock();
  const runner = testRunner(pacing, clock);
  for (let round = 0; round < 50; round++) {
    await runner.runOnce();
    if ((await api.get(checkUrl(checkId))).json().status === 'completed') return;
    clock.advance(60_000);
  }
  throw new Error('the check did not end');
}

describe('the REST API', () => {
  it('checks numbers with the same pacing: 202 with the cached answers, then the progress and each answer', async () => {
    const { customer, api } = await customerWithDevices();
    const key = await keyOf(api);
    // A contact checked yesterday is answered from the cache at once.
    const { contactIds } = await groupOf(customer.accountId, ['+6281120000123']);
    await api.post(PATHS.checks, { contact_ids: contactIds });
    const earlier = (await api.get(PATHS.checks)).json().results[0];
    await runToEnd(api, earlier.id);

    const started = await call(key, 'POST', API.check, {
      numbers: ['+6281120000123', '0811-2000-0200', '+62 811 2000 1000', '081120000200'],
    });
    expect(started.statusCode).toBe(202);
    const body = started.json();
    expect(body).toMatchObject({ source: 'api', status: 'queued', total: 3, checked: 1 });
    expect(body.results).toEqual([
      { number: '+6281120000123', on_whatsapp: true, checked_at: expect.any(String) },
      { number: '+6281120000200', on_whatsapp: null, checked_at: null },
      { number: '+6281120001000', on_whatsapp: null, checked_at: null },
    ]);
    await runToEnd(api, body.id);
    const done = await call(key, 'GET', resultUrl(body.id));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'completed',
      checked: 3,
      on_whatsapp: 2,
      not_on_whatsapp: 1,
    });
    expect(done.json().results.map((r: { on_whatsapp: boolean }) => r.on_whatsapp)).toEqual([
      true,
      true,
      false,
    ]);
    // Asked again: every answer is fresh, nothing to ask WhatsApp.
    const cached = (await call(key, 'POST', API.check, { numbers: ['+6281120001000'] })).json();
    expect(cached).toMatchObject({ status: 'completed', checked: 1, not_on_whatsapp: 1 });
  });

  it('refuses what is not a number, too many numbers, and another account’s check', async () => {
    const { api } = await customerWithDevices(0);
    const key = await keyOf(api);
    const invalid = await call(key, 'POST', API.check, { numbers: ['+6281120000123', 'call me'] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().numbers).toEqual(['Not a valid phone number: call me.']);
    const many = await call(key, 'POST', API.check, {
      numbers: Array.from({ length: 1001 }, (_, i) => `+6281130${String(i).padStart(5, '0')}`),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().numbers).toEqual(['Send at most 1,000 numbers at once.']);
    expect((await call(key, 'POST', API.check, { numbers: [] })).statusCode).toBe(400);

    const started = (await call(key, 'POST', API.check, { numbers: ['+6281130000001'] })).json();
    expect(started.waiting).toBe('no_device');
    const stranger = await apiAs(ctx.app, await createCustomer(ctx.database.db));
    const theirKey = await keyOf(stranger);
    const refused = await call(theirKey, 'GET', resultUrl(started.id));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'number_check_not_found' });
    await api.post(checkUrl(started.id, 'cancel'));
  });
});

describe("an import's contacts", () => {
  it('checks the numbers a finished import wrote, and refuses an unfinished one', async () => {
    const { api } = await customerWithDevices(0);
    const boundary = '----siar-number-checks';
    const csv = 'name,phone\nAna,0811-4000-0123\nBudi,12345\nCici,0811-4000-0000\n';
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: CONTACTS_PATHS.imports,
      headers: { ...api.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    });
    const importId = uploaded.json().id as string;
    expect((await api.post(PATHS.checks, { import_id: importId })).json()).toMatchObject({
      code: 'number_check_import_unfinished',
    });
    await api.post(fillPath(CONTACTS_PATHS.startImport, { import_id: importId }), { phone: 1, name: 0 });
    await runImport(ctx.database.db, importId);
    const check = (await api.post(PATHS.checks, { import_id: importId })).json();
    expect(check).toMatchObject({ source: 'import', total: 2, status: 'queued' });
    await api.post(checkUrl(check.id, 'cancel'));
  });
});

describe('campaigns that skip numbers not on WhatsApp', () => {
  it('writes those recipients skipped from the cache, without sending, and sends to the rest', async () => {
    const { customer, api, deviceIds } = await customerWithDevices();
    const phones = numbers('81150', 4, [0, 2]);
    const { groupId } = await groupOf(customer.accountId, phones);
    const check = (await api.post(PATHS.checks, { group_id: groupId })).json();
    await runToEnd(api, check.id);
    const templateId = await template(ctx.database.db, customer.accountId);
    const body = {
      name: 'Skip test',
      template_id: templateId,
      group_ids: [groupId],
      device_ids: deviceIds,
      min_delay_seconds: 0,
      max_delay_seconds: 0,
      start: true,
    };
    const skipping = (
      await api.post(CAMPAIGNS_PATHS.campaigns, { ...body, skip_not_on_whatsapp: true })
    ).json();
    expect(skipping).toMatchObject({
      skip_not_on_whatsapp: true,
      total_recipients: 4,
      counts: { skipped: 2 },
    });
    const recipients = (
      await api.get(`${fillPath(CAMPAIGNS_PATHS.recipients, { campaign_id: skipping.id })}?state=skipped`)
    ).json();
    expect(
      recipients.results.map((r: { phone: string; skip_reason: string }) => [r.phone, r.skip_reason]).sort(),
    ).toEqual(
      [
        [phones[0], 'not_on_whatsapp'],
        [phones[2], 'not_on_whatsapp'],
      ].sort(),
    );
    await api.post(fillPath(CAMPAIGNS_PATHS.cancel, { campaign_id: skipping.id }));
    // Without the option nobody is skipped at the start.
    const plain = (await api.post(CAMPAIGNS_PATHS.campaigns, { ...body, name: 'Plain' })).json();
    expect(plain).toMatchObject({ skip_not_on_whatsapp: false, counts: { skipped: 0 } });
    await api.post(fillPath(CAMPAIGNS_PATHS.cancel, { campaign_id: plain.id }));
  });
});
