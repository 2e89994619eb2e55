import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../test/captcha.ts';
import { type Api, apiAs, createCustomer, type TestCustomer } from '../../test/factories.ts';
import { createTestApp, csrfHeaders, type TestContext } from '../../test/test-app.ts';
import { startSession } from '../auth/sessions.service.ts';
import { hashPassword } from '../users/passwords.ts';

const PROFILE = '/api/v1/account/profile/';
const PASSWORD = '/api/v1/account/profile/password/';
const CHECK = '/api/v1/account/subscription/check-if-subscribed/';

let ctx: TestContext;
let owner: TestCustomer;
let api: Api;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createCustomer(ctx.database.db, { passwordHash: await hashPassword('old-password') });
  api = await apiAs(ctx.app, owner);
});
afterAll(() => ctx.close());

const form = (overrides: object = {}) => ({
  name: 'Sari Wulandari',
  email: owner.email,
  phone_number: '+6281311112222',
  industry: 'retail_ecommerce',
  country: 'ID',
  timezone: 'Asia/Jakarta',
  ...overrides,
});

describe('profile', () => {
  it("shows the user's profile with the account's industry, country and time zone", async () => {
    const profile = await api.get(PROFILE);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      username: owner.username,
      email: owner.email,
      role: 'owner',
      country: 'ID',
      timezone: 'Asia/Jakarta',
    });
  });

  it("saves the sign-up's fields, keeping the user's own email as available", async () => {
    const saved = await api.patch(PROFILE, form({ name: 'Sari W.', country: 'BD', timezone: 'Asia/Dhaka' }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      detail: 'Profile updated successfully',
      profile: { name: 'Sari W.', email: owner.email, country: 'BD', timezone: 'Asia/Dhaka' },
    });
    // The session shows the new name on the next request.
    expect((await api.get('/api/v1/auth/session/')).json().user.name).toBe('Sari W.');
  });

  it("refuses the sign-up's bad values and another user's email or phone", async () => {
    const bad = await api.patch(
      PROFILE,
      form({ email: 'not-an-email', phone_number: '0812', industry: 'nope' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      email: ['Please enter a valid email address'],
      phone_number: ['Please enter a valid phone number (e.g., +1234567890)'],
    });
    const wrongChoice = await api.patch(PROFILE, form({ industry: 'nope' }));
    expect(wrongChoice.json()).toMatchObject({
      industry: ['Please select all required fields (Industry, Country, Timezone).'],
    });
    const other = await createCustomer(ctx.database.db);
    const taken = await api.patch(PROFILE, form({ email: other.email.toUpperCase() }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ email: ['Email is already registered'] });
  });

  it("lets an agent change their own details but not the account's", async () => {
    const created = await api.post('/api/v1/cpanel/team/members/', {
      name: 'Agent Ani',
      email: 'ani.agent@example.com',
      phone_number: '+6281377778888',
      username: 'ani_agent',
      password: 'agent-password',
      confirm_password: 'agent-password',
    });
    expect(created.statusCode).toBe(201);
    const agent = await apiAs(ctx.app, {
      userId: created.json().id,
      username: 'ani_agent',
      token: await startSession(ctx.database.db, { userId: created.json().id, maxAgeSeconds: 600 }),
    });
    const own = await agent.patch(PROFILE, {
      name: 'Ani',
      email: 'ani@example.com',
      phone_number: '+6281377778888',
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().profile).toMatchObject({ name: 'Ani', role: 'agent', country: 'BD' });
    const account = await agent.patch(PROFILE, {
      name: 'Ani',
      email: 'ani@example.com',
      phone_number: '+6281377778888',
      country: 'MM',
    });
    expect(account.statusCode).toBe(400);
    expect(account.json()).toMatchObject({
      country: ['Only the account owner can change the business details.'],
    });
  });
});

describe('password change', () => {
  it('needs the current password, ends the other sessions and keeps this one', async () => {
    const elsewhere = await apiAs(ctx.app, {
      ...owner,
      token: await startSession(ctx.database.db, { userId: owner.userId, maxAgeSeconds: 600 }),
    });
    expect((await elsewhere.get(CHECK)).statusCode).toBe(200);

    const wrong = await api.post(PASSWORD, {
      current_password: 'not-it',
      new_password: 'new-password-1',
      confirm_password: 'new-password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ current_password: ['Your current password is not correct.'] });
    const mismatch = await api.post(PASSWORD, {
      current_password: 'old-password',
      new_password: 'new-password-1',
      confirm_password: 'new-password-2',
    });
    expect(mismatch.json()).toMatchObject({ confirm_password: ['Passwords do not match'] });
    expect((await elsewhere.get(CHECK)).statusCode).toBe(200);

    const changed = await api.post(PASSWORD, {
      current_password: 'old-password',
      new_password: 'new-password-1',
      confirm_password: 'new-password-1',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().ended_sessions).toBeGreaterThanOrEqual(1);
    expect((await elsewhere.get(CHECK)).statusCode).toBe(401);
    expect((await api.get(CHECK)).statusCode).toBe(200);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/web-login/',
      headers: await csrfHeaders(ctx.app),
      payload: {
        username: owner.username,
        password: 'new-password-1',
        captcha: await solvedCaptcha(ctx.app),
      },
    });
    expect(login.statusCode).toBe(200);
  });
});
