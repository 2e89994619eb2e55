import { BUSINESS_HOURS_PATHS, CHATS_PATHS, fillPath, AUTO_REPLIES_PATHS as PATHS } from '@siar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceRow, template } from '../../test/campaign-data.ts';
import { type Api, apiAs, createAgent, createCustomer } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

// The owner's rules through the panel's API: saved with what each trigger needs, refused in the
// form's shape, kept to the account, ordered, and tried in the test console without sending.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function owner() {
  const customer = await createCustomer(ctx.database.db);
  const api = await apiAs(ctx.app, customer);
  const deviceId = await deviceRow(ctx.database.db, customer.accountId);
  const templateId = await template(
    ctx.database.db,
    customer.accountId,
    '{Hi|Hello} {{name|there}}, our price list: example.com/p',
  );
  return { customer, api, deviceId, templateId };
}

const ruleUrl = (ruleId: string) => fillPath(PATHS.rule, { rule_id: ruleId });
const keywordRule = (templateId: string, overrides: object = {}) => ({
  name: 'Price list',
  trigger: 'keyword',
  match_mode: 'contains',
  keywords: ['harga', 'price', 'harga'],
  template_id: templateId,
  ...overrides,
});

async function create(api: Api, body: object) {
  const answer = await api.post(PATHS.rules, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

describe('auto-reply rules', () => {
  it('are created with their defaults, listed in order with their figures, edited and deleted', async () => {
    const { api, templateId } = await owner();
    const price = await create(api, keywordRule(templateId));
    expect(price).toMatchObject({
      name: 'Price list',
      enabled: true,
      scope: 'all',
      keywords: ['harga', 'price'],
      template_name: 'Promo',
      min_delay_seconds: 2,
      max_delay_seconds: 6,
      answerable: true,
      fired_today: 0,
      fired_7_days: 0,
      last_fired_at: null,
    });
    const welcome = await create(api, { name: 'Welcome', trigger: 'welcome', template_id: templateId });
    const list = (await api.get(PATHS.rules)).json();
    expect(list.results.map((r: { name: string }) => r.name)).toEqual(['Price list', 'Welcome']);
    expect(list.business_hours_set).toBe(false);

    const edited = await api.put(
      ruleUrl(price.rule_id),
      keywordRule(templateId, { name: 'Prices', enabled: false }),
    );
    expect(edited.json()).toMatchObject({ name: 'Prices', enabled: false });
    const reordered = await api.put(PATHS.order, { rule_ids: [welcome.rule_id, price.rule_id] });
    expect(reordered.json().results.map((r: { name: string }) => r.name)).toEqual(['Welcome', 'Prices']);
    expect((await api.put(PATHS.order, { rule_ids: [welcome.rule_id] })).json()).toMatchObject({
      rule_ids: ['The order must list each of your rules exactly once.'],
    });

    expect((await api.delete(ruleUrl(price.rule_id))).statusCode).toBe(200);
    expect((await api.get(ruleUrl(price.rule_id))).statusCode).toBe(404);
  });

  it('refuse what a trigger lacks, an unsafe or broken pattern, and an answer that is not one', async () => {
    const { api, templateId } = await owner();
    const noKeywords = await api.post(PATHS.rules, {
      name: 'x',
      trigger: 'keyword',
      template_id: templateId,
    });
    expect(noKeywords.statusCode).toBe(400);
    expect(noKeywords.json()).toMatchObject({
      match_mode: ['Choose how the keywords match.'],
      keywords: ['Add at least one keyword.'],
    });
    const unsafe = await api.post(PATHS.rules, {
      name: 'x',
      trigger: 'regex',
      pattern: '^(a+)+$',
      template_id: templateId,
    });
    expect(unsafe.json().pattern[0]).toMatch(/could take too long/);
    const broken = await api.post(PATHS.rules, {
      name: 'x',
      trigger: 'regex',
      pattern: '(order',
      template_id: templateId,
    });
    expect(broken.json().pattern[0]).toMatch(/^This is not a valid regular expression: /);
    const twoAnswers = await api.post(PATHS.rules, { name: 'x', trigger: 'fallback' });
    expect(twoAnswers.json()).toMatchObject({
      template_id: ['Choose one answer: a content template or a quick reply.'],
    });
    const delays = await api.post(PATHS.rules, {
      name: 'x',
      trigger: 'fallback',
      template_id: templateId,
      min_delay_seconds: 9,
      max_delay_seconds: 3,
    });
    expect(delays.json()).toMatchObject({
      max_delay_seconds: ['The longest delay cannot be shorter than the shortest.'],
    });
  });

  it("never names another account's template, device, group, label, member or rule", async () => {
    const mine = await owner();
    const theirs = await owner();
    const theirLabel = (await theirs.api.post(CHATS_PATHS.labels, { name: 'VIP', color: 'red' })).json();
    const foreign = await mine.api.post(PATHS.rules, {
      ...keywordRule(theirs.templateId),
      scope: 'devices',
      device_ids: [theirs.deviceId],
      add_label_ids: [theirLabel.label_id],
      assign_user_id: theirs.customer.userId,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      template_id: ['Template not found.'],
      device_ids: ['Device not found.'],
      add_label_ids: ['Label not found.'],
      assign_user_id: [expect.any(String)],
    });
    const theirRule = await create(theirs.api, keywordRule(theirs.templateId));
    expect((await mine.api.get(ruleUrl(theirRule.rule_id))).statusCode).toBe(404);
    expect((await mine.api.put(ruleUrl(theirRule.rule_id), keywordRule(mine.templateId))).statusCode).toBe(
      404,
    );
    expect((await mine.api.delete(ruleUrl(theirRule.rule_id))).statusCode).toBe(404);
    expect((await mine.api.get(PATHS.rules)).json().results).toEqual([]);
  });

  it('are the owner’s: a team member gets 403', async () => {
    const { customer } = await owner();
    const agent = await apiAs(ctx.app, await createAgent(ctx.database.db, customer));
    expect((await agent.get(PATHS.rules)).statusCode).toBe(403);
  });

  it('keep their guards as the owner sets them', async () => {
    const { api } = await owner();
    expect((await api.get(PATHS.settings)).json()).toEqual({
      max_per_conversation_hour: 3,
      human_pause_minutes: 60,
    });
    const saved = await api.put(PATHS.settings, { max_per_conversation_hour: 5, human_pause_minutes: 15 });
    expect(saved.json()).toEqual({ max_per_conversation_hour: 5, human_pause_minutes: 15 });
    expect(
      (await api.put(PATHS.settings, { max_per_conversation_hour: 0, human_pause_minutes: 15 })).statusCode,
    ).toBe(400);
  });
});

describe('the test console', () => {
  it('shows which rule fires and its exact answer, and why others were held back, sending nothing', async () => {
    const { api, deviceId, templateId } = await owner();
    const quick = await api.post(CHATS_PATHS.quickReplies, {
      shortcut: 'closed',
      text: 'We are closed now, back at 9.',
    });
    await create(api, { name: 'Away', trigger: 'away', quick_reply_id: quick.json().quick_reply_id });
    await create(api, keywordRule(templateId));
    await create(api, { name: 'Anything else', trigger: 'fallback', template_id: templateId });

    const noHours = (await api.post(PATHS.test, { device_id: deviceId, text: 'HARGA??' })).json();
    expect(noHours).toMatchObject({ rule: { name: 'Price list', trigger: 'keyword' }, open: null });
    expect(noHours.held).toEqual([expect.objectContaining({ name: 'Away', reason: 'no_business_hours' })]);
    expect(noHours.text).toMatch(/^(Hi|Hello) there, our price list: example.com\/p$/);

    // Open Monday to Friday, 09:00-17:00 (Jakarta); a Sunday is closed.
    const day = [{ start: '09:00', end: '17:00' }];
    const week = { weekly: [day, day, day, day, day, [], []] };
    expect((await api.put(BUSINESS_HOURS_PATHS.schedule, week)).statusCode).toBe(200);
    const sunday = (
      await api.post(PATHS.test, { device_id: deviceId, text: 'harga', at: '2026-11-29T10:00:00+07:00' })
    ).json();
    expect(sunday).toMatchObject({
      rule: { name: 'Away' },
      text: 'We are closed now, back at 9.',
      open: false,
    });
    const monday = (
      await api.post(PATHS.test, { device_id: deviceId, text: 'hello', at: '2026-11-30T10:00:00+07:00' })
    ).json();
    expect(monday).toMatchObject({ rule: { name: 'Anything else' }, open: true });

    const optedOut = (
      await api.post(PATHS.test, {
        device_id: deviceId,
        text: 'harga',
        opted_out: true,
        at: '2026-11-30T10:00:00+07:00',
      })
    ).json();
    expect(optedOut.rule).toBeNull();
    expect(optedOut.held.map((h: { reason: string }) => h.reason)).toEqual(['opted_out']);
  });
});
