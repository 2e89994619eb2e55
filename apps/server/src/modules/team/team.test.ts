import { AUTH_PATHS, CHATS_PATHS, fillPath } from '@siar/shared';
import { sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceRow } from '../../test/campaign-data.ts';
import { solvedCaptcha } from '../../test/captcha.ts';
import { type Api, apiAs, createCustomer, type TestCustomer } from '../../test/factories.ts';
import { createTestApp, csrfHeaders, type TestContext } from '../../test/test-app.ts';
import { incoming } from '../chats/test/chat-data.ts';
import { hashPassword } from '../users/passwords.ts';

const TEAM = '/api/v1/cpanel/team/members/';
const SECURITY = '/api/v1/cpanel/account/security/';
const CONTACTS = '/api/v1/cpanel/contacts/';
const CHECK = '/api/v1/account/subscription/check-if-subscribed/';

let ctx: TestContext;
let owner: TestCustomer;
let ownerApi: Api;
let sequence = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createCustomer(ctx.database.db, { passwordHash: await hashPassword('owner-password') });
  ownerApi = await apiAs(ctx.app, owner);
});
afterAll(() => ctx.close());

function agentForm(overrides: Record<string, string> = {}) {
  sequence += 1;
  const n = `${Date.now() % 100000}${sequence}`.padStart(7, '0');
  return {
    name: 'Dewi Agent',
    email: `dewi${n}@example.com`,
    phone_number: `+6285${n}`,
    username: `dewi_${n}`,
    password: 'agent-password',
    confirm_password: 'agent-password',
    ...overrides,
  };
}

/** Logs in at /login as a browser does; answers the API as that browser and the login's answer. */
async function logIn(username: string, password: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/web-login/',
    headers: await csrfHeaders(ctx.app),
    payload: { username, password, captcha: await solvedCaptcha(ctx.app) },
  });
  const token = response.cookies.find((c) => c.name === 'sessionid')?.value;
  return { response, api: token ? await apiAs(ctx.app, { userId: '', username, token }) : undefined };
}

async function addAgent() {
  const form = agentForm();
  const created = await ownerApi.post(TEAM, form);
  expect(created.statusCode).toBe(201);
  const { response, api } = await logIn(form.username, form.password);
  expect(response.statusCode).toBe(200);
  return { id: created.json().id as string, form, api: api!, login: response.json() };
}

describe('team members', () => {
  it('lets the owner add an agent who logs in with their own username and lands on chats', async () => {
    const { login, form } = await addAgent();
    expect(login.redirect_to).toBe('/app/c/wa-chats');
    expect(login.user).toMatchObject({ username: form.username, role: 'agent', account_id: owner.accountId });
    const team = (await ownerApi.get(TEAM)).json().results;
    expect(team[0]).toMatchObject({ id: owner.userId, role: 'owner' });
    expect(team.map((m: { username: string }) => m.username)).toContain(form.username);
  });

  it("applies the sign-up's rules and availability checks to a new agent", async () => {
    const bad = await ownerApi.post(
      TEAM,
      agentForm({ username: 'AB', password: 'short', confirm_password: 'x' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().username[0]).toMatch(/^Username must be 6-30 characters/);
    expect(bad.json()).toMatchObject({ password: ['Password must be at least 8 characters long'] });
    const taken = await ownerApi.post(TEAM, agentForm({ username: owner.username, email: owner.email }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      username: ['Username is already taken'],
      email: ['Email is already registered'],
    });
  });

  it('keeps an agent out of billing, devices, campaigns, settings and the team, and lets them use contacts', async () => {
    const { api } = await addAgent();
    for (const url of [
      '/api/v1/account/subscription/fetch-active-subscription/',
      '/api/v1/cpanel/wa-devices/',
      '/api/v1/cpanel/campaigns/',
      '/api/v1/cpanel/campaigns/content-templates/',
      '/api/v1/cpanel/utility/get-select-options/',
      SECURITY,
      TEAM,
      '/api/v1/cpanel/dashboard/all-dashboard-stats/',
    ]) {
      const response = await api.get(url);
      expect(`${url} ${response.statusCode} ${response.json().code}`).toBe(`${url} 403 agent_not_allowed`);
    }
    // Writes are refused before their body is read.
    expect((await api.put(SECURITY, { hide_phone_numbers: false })).statusCode).toBe(403);
    expect((await api.get(CONTACTS)).statusCode).toBe(200);
    expect((await api.get(`${CONTACTS}groups/`)).statusCode).toBe(200);
    expect((await api.get('/api/v1/account/profile/')).statusCode).toBe(200);
    expect((await api.get(CHECK)).statusCode).toBe(200);
    // Chats' own calls: the devices, and a missing attachment is "not found", not "not allowed".
    expect((await api.get('/api/v1/cpanel/chats/devices/')).statusCode).toBe(200);
    expect(
      (
        await api.get(
          '/api/v1/cpanel/campaigns/content-templates/media/00000000-0000-4000-8000-000000000000/',
        )
      ).statusCode,
    ).toBe(404);
  });

  it("follows the owner account's subscription", async () => {
    const { api } = await addAgent();
    expect((await api.get(CONTACTS)).statusCode).toBe(200);
    await ctx.database.db.execute(
      sql`update subscriptions set status = 4 where account_id = ${owner.accountId}`,
    );
    try {
      const refused = await api.get(CONTACTS);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('subscription_inactive');
    } finally {
      await ctx.database.db.execute(
        sql`update subscriptions set status = 2 where account_id = ${owner.accountId}`,
      );
    }
  });

  it('logs a deactivated agent out at once and keeps them out until reactivated', async () => {
    const { id, form, api } = await addAgent();
    expect((await api.get(CONTACTS)).statusCode).toBe(200);
    const off = await ownerApi.patch(`${TEAM}${id}/`, { is_active: false });
    expect(off.json()).toMatchObject({ is_active: false });
    expect((await api.get(CONTACTS)).statusCode).toBe(401);
    expect((await logIn(form.username, form.password)).response.statusCode).toBe(400);
    await ownerApi.patch(`${TEAM}${id}/`, { is_active: true });
    // The old session stays ended; a new login works.
    expect((await api.get(CONTACTS)).statusCode).toBe(401);
    expect((await logIn(form.username, form.password)).response.statusCode).toBe(200);
  });

  it('ends a removed agent’s sessions at once, and never removes or edits the owner', async () => {
    const { id, api } = await addAgent();
    expect((await ownerApi.delete(`${TEAM}${id}/`)).statusCode).toBe(200);
    expect((await api.get(CONTACTS)).statusCode).toBe(401);
    expect((await ownerApi.delete(`${TEAM}${id}/`)).statusCode).toBe(404);
    expect((await ownerApi.delete(`${TEAM}${owner.userId}/`)).json().code).toBe('team_member_not_found');
    expect((await ownerApi.patch(`${TEAM}${owner.userId}/`, { is_active: false })).statusCode).toBe(404);
    expect((await ownerApi.get(CHECK)).statusCode).toBe(200);
  });

  it("answers 404 for another account's agent", async () => {
    const { id } = await addAgent();
    const stranger = await apiAs(ctx.app, await createCustomer(ctx.database.db));
    expect((await stranger.patch(`${TEAM}${id}/`, { name: 'Taken over' })).statusCode).toBe(404);
    expect((await stranger.delete(`${TEAM}${id}/`)).statusCode).toBe(404);
  });
});

describe('number privacy', () => {
  const FULL = '+6281234567890';
  const DIGITS = '81234567890';

  it('never sends an agent the full number while numbers are hidden, and shows it again on the next request', async () => {
    const { api } = await addAgent();
    const created = await ownerApi.post(CONTACTS, { name: 'Rina Customer', phone: FULL });
    expect(created.statusCode).toBe(201);
    const contactId = created.json().id;
    expect((await ownerApi.put(SECURITY, { hide_phone_numbers: true })).json()).toEqual({
      hide_phone_numbers: true,
      agents_see_all_conversations: false,
    });

    const bodies = {
      list: await api.get(CONTACTS),
      detail: await api.get(`${CONTACTS}${contactId}/`),
      export: await api.get(`${CONTACTS}export/`),
    };
    for (const [what, response] of Object.entries(bodies)) {
      expect(`${what} ${response.statusCode}`).toBe(`${what} 200`);
      expect(response.body).not.toContain(DIGITS);
      expect(response.body).not.toContain('0812');
    }
    expect(bodies.detail.json().phone).toBe('+62 812-****-7890');
    expect(bodies.list.json().results.map((c: { phone: string }) => c.phone)).toContain('+62 812-****-7890');
    const rows = Papa.parse<string[]>(bodies.export.body.replace(/^\uFEFF/, '')).data;
    expect(rows.find((row) => row[0] === 'Rina Customer')?.[1]).toBe('+62 812-****-7890');
    // A search cannot find numbers digit by digit.
    expect((await api.get(`${CONTACTS}?search=8123`)).json().count).toBe(0);
    // The owner still sees everything.
    expect((await ownerApi.get(`${CONTACTS}${contactId}/`)).json().phone).toBe(FULL);

    await ownerApi.put(SECURITY, { hide_phone_numbers: false });
    expect((await api.get(`${CONTACTS}${contactId}/`)).json().phone).toBe(FULL);
    expect((await api.get(`${CONTACTS}?search=8123`)).json().count).toBeGreaterThan(0);
  });

  it("tells the agent's browser whether numbers are hidden, soon after the owner changes it", async () => {
    const { api } = await addAgent();
    const hidden = async (who: Api) => (await who.get(AUTH_PATHS.session)).json().user.numbers_hidden;
    expect(await hidden(api)).toBe(false);
    await ownerApi.put(SECURITY, { hide_phone_numbers: true });
    // Sessions are cached for a minute; the setting's change makes every process forget them.
    await expect.poll(() => hidden(api), { timeout: 10_000 }).toBe(true);
    expect(await hidden(ownerApi)).toBe(false);
    await ownerApi.put(SECURITY, { hide_phone_numbers: false });
    await expect.poll(() => hidden(api), { timeout: 10_000 }).toBe(false);
  });

  it('masks the numbers of chats for an agent while hidden, and does not search them', async () => {
    const { api } = await addAgent();
    const deviceId = await deviceRow(ctx.database.db, owner.accountId);
    await incoming(
      ctx.database.db,
      { id: deviceId, accountId: owner.accountId },
      '+6281377778888',
      'Halo, stok ada?',
    );
    await ownerApi.put(SECURITY, { hide_phone_numbers: true });
    try {
      const list = await api.get(`${CHATS_PATHS.conversations}?search=budi%20wa`);
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain('81377778888');
      const [conversation] = list.json().results;
      expect(conversation.phone).toBe('+62 813-****-8888');
      const detail = await api.get(
        fillPath(CHATS_PATHS.conversation, { conversation_id: conversation.conversation_id }),
      );
      expect(detail.json().phone).toBe('+62 813-****-8888');
      expect((await api.get(`${CHATS_PATHS.conversations}?search=7777`)).json().results).toEqual([]);
      // The owner sees and finds the number.
      const mine = (await ownerApi.get(`${CHATS_PATHS.conversations}?search=7777`)).json().results;
      expect(mine.map((c: { phone: string }) => c.phone)).toEqual(['+6281377778888']);
    } finally {
      await ownerApi.put(SECURITY, { hide_phone_numbers: false });
    }
  });

  it('does not let an agent act on “every contact matching” a number while numbers are hidden', async () => {
    const { api } = await addAgent();
    const created = await ownerApi.post(CONTACTS, { name: 'Hidden Match', phone: '+6281299887766' });
    expect(created.statusCode).toBe(201);
    await ownerApi.put(SECURITY, { hide_phone_numbers: true });
    try {
      const byNumber = await api.post(`${CONTACTS}bulk/`, {
        action: 'delete',
        filter: { search: '99887766' },
      });
      expect(byNumber.json()).toMatchObject({ affected: 0 });
      expect((await ownerApi.get(`${CONTACTS}${created.json().id}/`)).statusCode).toBe(200);
      const byName = await api.post(`${CONTACTS}bulk/`, {
        action: 'delete',
        filter: { search: 'Hidden Match' },
      });
      expect(byName.json()).toMatchObject({ affected: 1 });
    } finally {
      await ownerApi.put(SECURITY, { hide_phone_numbers: false });
    }
  });

  it('keeps the stored number when an agent saves a contact whose number is hidden', async () => {
    const { api } = await addAgent();
    const contactId = (await ownerApi.post(CONTACTS, { name: 'Budi', phone: '+6281299990001' })).json().id;
    await ownerApi.put(SECURITY, { hide_phone_numbers: true });
    try {
      const shown = (await api.get(`${CONTACTS}${contactId}/`)).json();
      const saved = await api.patch(`${CONTACTS}${contactId}/`, { name: 'Budi Santoso', phone: shown.phone });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ name: 'Budi Santoso', phone: shown.phone });
      const changed = await api.patch(`${CONTACTS}${contactId}/`, { phone: '+6281299990002' });
      expect(changed.statusCode).toBe(400);
      expect(changed.json().field_codes).toEqual({ phone: [{ code: 'contact_phone_hidden' }] });
      expect((await ownerApi.get(`${CONTACTS}${contactId}/`)).json()).toMatchObject({
        name: 'Budi Santoso',
        phone: '+6281299990001',
      });
    } finally {
      await ownerApi.put(SECURITY, { hide_phone_numbers: false });
    }
  });

  // The attack seen on main: an agent recovered +62812222002 from its masked form in about 10 requests,
  // adding guessed numbers and sorting by number (or reading "already exists").
  it('gives an agent no order, answer or count that depends on the hidden digits', async () => {
    const { api } = await addAgent();
    const mark = `Probe ${Date.now()}`;
    // Created in an order that the numbers do not follow.
    for (const [n, phone] of [
      [1, '+62812222005'],
      [2, '+62812222001'],
      [3, '+62812222009'],
    ] as const)
      expect((await ownerApi.post(CONTACTS, { name: `${mark} ${n}`, phone })).statusCode).toBe(201);
    await ownerApi.put(SECURITY, { hide_phone_numbers: true });
    try {
      const names = async (ordering: string) =>
        (await api.get(`${CONTACTS}?search=${encodeURIComponent(mark)}&ordering=${ordering}`))
          .json()
          .results.map((c: { name: string }) => c.name);
      const unordered = await names('-created_at');
      expect(unordered).toEqual([`${mark} 3`, `${mark} 2`, `${mark} 1`]);
      expect(await names('phone')).toEqual(unordered);
      expect(await names('-phone')).toEqual(unordered);

      // Adding a guessed number tells nothing, whether it is a customer's or not.
      const before = (await api.get(CONTACTS)).json().count;
      for (const phone of ['+62812222001', '+62812222002']) {
        const added = await api.post(CONTACTS, { name: 'Guess', phone });
        expect(added.statusCode).toBe(400);
        expect(added.json().field_codes).toEqual({ phone: [{ code: 'numbers_hidden_from_agents' }] });
      }
      expect((await api.get(CONTACTS)).json().count).toBe(before);
      // Nor does a simulated message from a guessed number (joining a customer's chat or not).
      const simulated = await api.post(CHATS_PATHS.sandboxMessage, {
        device_id: '00000000-0000-4000-8000-000000000000',
        from_phone: '+62812222001',
        text: 'halo',
      });
      expect(simulated.json().field_codes).toEqual({ from_phone: [{ code: 'numbers_hidden_from_agents' }] });
    } finally {
      await ownerApi.put(SECURITY, { hide_phone_numbers: false });
    }
    // With numbers shown, an agent adds contacts and sorts by number as before.
    expect((await api.post(CONTACTS, { name: `${mark} 4`, phone: '+62812222003' })).statusCode).toBe(201);
    expect(
      (await api.get(`${CONTACTS}?search=${encodeURIComponent(mark)}&ordering=phone`))
        .json()
        .results.map((c: { name: string }) => c.name),
    ).toEqual([`${mark} 2`, `${mark} 4`, `${mark} 1`, `${mark} 3`]);
  });

  it('is the owner’s setting, refusing a value that is not a switch', async () => {
    expect((await ownerApi.get(SECURITY)).json()).toEqual({
      hide_phone_numbers: false,
      agents_see_all_conversations: false,
    });
    const bad = await ownerApi.put(SECURITY, { hide_phone_numbers: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ hide_phone_numbers: ['Please choose yes or no.'] });
  });
});
