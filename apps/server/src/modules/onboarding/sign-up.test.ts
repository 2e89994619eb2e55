import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../test/captcha.ts';
import { signUpForm, signUpThroughApi } from '../../test/customers.ts';
import { createTestApp, csrfHeaders, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = async (payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/account/onboarding/sign-up/',
    headers: await csrfHeaders(ctx.app),
    payload,
  });

describe('POST /api/v1/account/onboarding/sign-up/', () => {
  it('creates the account, logs the owner in and starts a 7-day trial of the chosen plan', async () => {
    const { response, form, session } = await signUpThroughApi(ctx.app, {
      plan: 'professional',
      billing: 'yearly',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      detail: 'Account created successfully!',
      user: { username: form.username, name: 'Sari Wulandari', email: form.email, is_staff: false },
    });
    expect(session).toBeTruthy();

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session/',
      cookies: { sessionid: session! },
    });
    expect(me.json().user.username).toBe(form.username);
    // The panel learns the account's standing with the session: a trial of the plan picked.
    expect(me.json().user.subscription).toMatchObject({
      plan_id: 'professional',
      billing_cycle: 'yearly',
      is_trial: true,
      // No WhatsApp number yet: the panel says "Awaiting device".
      status: 2,
      is_subscribed: true,
      cancel_at_period_end: false,
    });

    const check = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/account/onboarding/check-subscription/',
      cookies: { sessionid: session! },
    });
    const subscription = check.json().subscription;
    expect(subscription).toMatchObject({
      plan_id: 'professional',
      billing_cycle: 'yearly',
      is_trial: true,
      status: 2,
      is_subscribed: true,
    });
    const days = (new Date(subscription.end_date).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const subscribed = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/account/subscription/check-if-subscribed/',
      cookies: { sessionid: session! },
    });
    expect(subscribed.json()).toEqual({ is_subscribed: true });
  });

  it('enforces every rule of the form with the spec messages', async () => {
    const response = await post({
      name: '',
      email: 'not-an-email',
      phone_number: '0812345',
      industry: '',
      country: '',
      timezone: '',
      username: 'Bad',
      password: 'short',
      confirm_password: 'different',
      captcha: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: ['Please enter your name.'],
      email: ['Please enter a valid email address'],
      phone_number: ['Please enter a valid phone number (e.g., +1234567890)'],
      industry: ['Please select all required fields (Industry, Country, Timezone).'],
      country: ['Please select all required fields (Industry, Country, Timezone).'],
      timezone: ['Please select all required fields (Industry, Country, Timezone).'],
      username: [
        'Username must be 6-30 characters long, all lowercases and can only contain letters, numbers, and underscores.',
      ],
      password: ['Password must be at least 8 characters long'],
      captcha: ['Please complete the reCAPTCHA verification'],
    });
  });

  it('says when the passwords do not match and when the phone number is missing', async () => {
    const form = signUpForm({ confirm_password: 'something-else', phone_number: '' });
    const response = await post({ ...form, captcha: 'x' });
    expect(response.json()).toMatchObject({
      confirm_password: ['Passwords do not match'],
      phone_number: ['Please enter a phone number.'],
    });
  });

  it('refuses choices that are not on the lists', async () => {
    const response = await post({
      ...signUpForm({ industry: 'space_piracy', country: 'ZZ', timezone: 'Mars/Olympus' }),
      captcha: await solvedCaptcha(ctx.app),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().field_codes).sort()).toEqual(['country', 'industry', 'timezone']);
  });

  it('refuses a taken username, email (any case) and phone number, naming each', async () => {
    const first = await signUpThroughApi(ctx.app);
    const again = await post({
      ...signUpForm({
        username: first.form.username,
        email: first.form.email.toUpperCase(),
        phone_number: first.form.phone_number,
      }),
      captcha: await solvedCaptcha(ctx.app),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      username: ['Username is already taken'],
      email: ['Email is already registered'],
      phone_number: ['Phone number is already registered'],
    });
  });

  it('refuses a forged captcha and a captcha used twice', async () => {
    const forged = await post({
      ...signUpForm(),
      captcha: Buffer.from('{"challenge":{}}').toString('base64'),
    });
    expect(forged.json()).toMatchObject({ captcha: ['reCAPTCHA verification failed. Please try again.'] });

    const captcha = await solvedCaptcha(ctx.app);
    expect((await post({ ...signUpForm(), captcha })).statusCode).toBe(201);
    const reused = await post({ ...signUpForm(), captcha });
    expect(reused.json()).toMatchObject({ captcha: ['reCAPTCHA verification failed. Please try again.'] });
  });

  it('lets only one of two simultaneous sign-ups with the same username through', async () => {
    const base = signUpForm();
    const [a, b] = await Promise.all([
      post({ ...base, captcha: await solvedCaptcha(ctx.app) }),
      post({ ...signUpForm({ username: base.username }), captcha: await solvedCaptcha(ctx.app) }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    const loser = a.statusCode === 400 ? a : b;
    expect(loser.json()).toMatchObject({ username: ['Username is already taken'] });
  });
});
