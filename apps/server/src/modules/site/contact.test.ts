import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.ts';
import { solvedCaptcha } from '../../test/captcha.ts';
import { createTestApp, csrfHeaders, type TestContext } from '../../test/test-app.ts';
import { CONTACT_LIMIT } from './contact.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function send(payload: Record<string, string>, remoteAddress = '203.0.113.5') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/site/contact/',
    headers: await csrfHeaders(ctx.app),
    payload,
    remoteAddress,
  });
}

const message = { name: 'Budi', email: 'budi@toko.id', message: 'Can I pair two numbers on Starter?' };

describe('POST /api/v1/site/contact/', () => {
  it('stores the message and thanks the sender', async () => {
    const headers = await csrfHeaders(ctx.app, { language: 'id' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/site/contact/',
      headers,
      payload: { ...message, captcha: await solvedCaptcha(ctx.app) },
      remoteAddress: '203.0.113.4',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().detail).toBe(
      'Thank you for your message! We will get back to you within 24 hours.',
    );
    const [stored] = await ctx.database.db.select().from(contactMessages);
    expect(stored).toMatchObject({ ...message, language: 'id', ipAddress: '203.0.113.4' });
  });

  it('names each missing field, the captcha included', async () => {
    const response = await send({ name: ' ', email: 'nope', message: '', captcha: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: ['Please enter your name.'],
      email: ['Please enter a valid email address'],
      message: ['Please enter a message.'],
      captcha: ['Please complete the reCAPTCHA verification'],
    });
  });

  it('refuses an unsolved captcha without storing anything', async () => {
    const [before] = await ctx.database.db.select({ n: count() }).from(contactMessages);
    const response = await send({ ...message, captcha: 'bm90IGEgc29sdXRpb24=' });
    expect(response.json()).toMatchObject({ captcha: ['reCAPTCHA verification failed. Please try again.'] });
    const [after] = await ctx.database.db.select({ n: count() }).from(contactMessages);
    expect(after!.n).toBe(before!.n);
  });

  it(`accepts ${CONTACT_LIMIT.perHour} messages an hour from one address, then asks to wait`, async () => {
    const address = '198.51.100.9';
    for (let i = 0; i < CONTACT_LIMIT.perHour; i++) {
      expect((await send({ ...message, captcha: await solvedCaptcha(ctx.app) }, address)).statusCode).toBe(
        201,
      );
    }
    const refused = await send({ ...message, captcha: await solvedCaptcha(ctx.app) }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(
      'You have sent several messages in a short time. Please try again in an hour.',
    );
  });
});
