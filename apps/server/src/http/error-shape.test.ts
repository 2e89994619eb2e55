import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_PATHS } from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, csrfHeaders, type TestContext } from '../test/test-app.ts';
import { AppError } from './errors.ts';

// A route that exists only here, to drive the shared error mapping the way feature routes do.
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/probe/',
    {
      schema: {
        body: z.object({
          name: z
            .string()
            .min(2)
            .max(20)
            .regex(/^[a-z]+$/),
          count: z.number().int(),
          when: z.iso.datetime({ offset: true }).optional(),
        }),
      },
    },
    async (request) => {
      if (request.body.name === 'taken') throw AppError.fields({ name: 'username_taken' });
      if (request.body.name === 'crash') throw new Error('database exploded at /secret/path');
      return { ok: true };
    },
  );
};

let ctx: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp({ extraRoutes: { public: [probeRoutes] } });
  headers = { ...(await csrfHeaders(ctx.app)), 'content-type': 'application/json' };
});
afterAll(() => ctx.close());

const post = (payload: string, extra: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/probe/', headers: { ...headers, ...extra }, payload });

describe('unknown paths and methods', () => {
  it('answers an unknown API path with 404, a detail and its code', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      detail: 'Not found: GET /api/v1/no-such-thing/',
      code: 'route_not_found',
      params: { method: 'GET', path: '/api/v1/no-such-thing/' },
    });
  });

  it('answers a wrong method on a known path with 405 and the methods it allows', async () => {
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/health/',
      headers: await csrfHeaders(ctx.app),
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.json()).toMatchObject({
      code: 'method_not_allowed',
      detail: expect.stringMatching(/DELETE/),
    });
  });

  it('answers a path without the trailing slash the spec gives with 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(404);
  });

  it('answers a broken URL escape in the error shape', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/apanel/customer/subscriptions/%E0%A4%A/',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The address is not valid.', code: 'bad_url' });
  });
});

describe('validation errors', () => {
  it('names each field at fault in words a customer reads, with codes beside them', async () => {
    const response = await post(JSON.stringify({ name: 'a', count: 'three' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ['Please use at least 2 characters.'],
      count: ['Please enter a number.'],
      field_codes: {
        name: [{ code: 'too_short', params: { minimum: 2 } }],
        count: [{ code: 'not_a_number' }],
      },
    });
  });

  it('never repeats a message for a field', async () => {
    const response = await post(JSON.stringify({ name: 'A1', count: 1.5 }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.name).toEqual(['This value is not valid.']);
    expect(body.count).toEqual(['Please enter a whole number.']);
  });

  it('says a missing field is required', async () => {
    const response = await post(JSON.stringify({ name: 'abc' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      count: ['This field is required.'],
      field_codes: { count: [{ code: 'required' }] },
    });
  });

  it('refuses a null character in any text, naming the field, instead of failing in the database', async () => {
    const response = await post(JSON.stringify({ name: 'ab\u0000c', count: 1 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: [expect.stringMatching(/null character/)],
      field_codes: { name: [{ code: 'null_character' }] },
    });
  });

  it('refuses a malformed date with a plain message', async () => {
    const response = await post(JSON.stringify({ name: 'abc', count: 1, when: 'not a date' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().when).toEqual(['Please enter a valid date and time.']);
  });

  it('answers malformed JSON with a 400 detail', async () => {
    const response = await post('{"name": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The request body is not valid JSON.', code: 'invalid_json' });
  });

  it.each(['[1,2]', 'null', '"text"', '12'])('answers the body %s in non_field_errors', async (payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ non_field_errors: ['The request body must be a JSON object.'] });
  });

  // An attack seen on main: a body nested 20,000 deep answered 500 on every operation with a body.
  const nested = (depth: number, leaf: string) => `${'{"a":['.repeat(depth)}"${leaf}"${']}'.repeat(depth)}`;
  it.each([
    ['the probe', '/api/v1/probe/', (depth: number) => `{"name":"abc","count":1,"x":${nested(depth, 'x')}}`],
    ['the login', AUTH_PATHS.login, (depth: number) => `{"username":${nested(depth, 'x')},"password":"x"}`],
  ])('refuses a body nested 20,000 deep to %s with a 400 in non_field_errors', async (_name, url, body) => {
    const response = await ctx.app.inject({ method: 'POST', url, headers, payload: body(10_000) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      non_field_errors: ['The request body is nested too deeply (at most 64 levels).'],
    });
  });

  it('still finds a null character nested within the limit', async () => {
    const response = await post(`{"name":"abc","count":1,"x":${nested(2, 'a\\u0000')}}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().field_codes).toEqual({ 'x.a.0.a.0': [{ code: 'null_character' }] });
  });

  it('answers a wrong content type with 415', async () => {
    const response = await post('a,b', { 'content-type': 'text/csv' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('passes a service field error through with its code', async () => {
    const response = await post(JSON.stringify({ name: 'taken', count: 1 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ['Username is already taken'],
      field_codes: { name: [{ code: 'username_taken' }] },
    });
  });

  it('hides an unexpected failure behind a plain 500 detail', async () => {
    const response = await post(JSON.stringify({ name: 'crash', count: 1 }));
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/secret|exploded|at /);
    expect(response.json()).toEqual({
      detail: 'Something went wrong on our side. Please try again later.',
      code: 'server_error',
    });
  });
});

describe('requests Node refuses before the app sees them', () => {
  let port: number;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });

  const raw = (headers: Record<string, string>) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: '/api/v1/health/', headers },
        (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    });

  it('answers headers that are too large with 431 in the error shape and closes the connection', async () => {
    const response = await raw({ 'x-big': 'a'.repeat(20_000) });
    expect(response.status).toBe(431);
    expect(response.headers.connection).toBe('close');
    expect(JSON.parse(response.body)).toEqual({
      detail: 'The request headers are too large.',
      code: 'headers_too_large',
    });
  });
});
