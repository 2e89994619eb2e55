import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, csrfHeaders, type TestContext } from '../test/test-app.ts';
import { AppError } from './errors.ts';

let ctx: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  headers = await csrfHeaders(ctx.app);
});
afterAll(() => ctx.close());

describe('error shape', () => {
  it('answers an unknown API path with 404 and a detail', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found: GET /api/v1/no-such-thing/' });
  });

  it('answers an unknown unsafe API path (with CSRF) with 404, not 500', async () => {
    const response = await ctx.app.inject({ method: 'PUT', url: '/api/v1/nothing/', headers });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toMatch(/^Not found/);
  });

  it('answers a path without the trailing slash the spec gives with 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(404);
  });
});

describe('validation errors through a feature route', () => {
  let probe: TestContext;
  let probeHeaders: Record<string, string>;

  // A route that exists only here, to drive the shared error mapping the way feature routes will.
  beforeAll(async () => {
    probe = await createTestApp({
      extraRoutes: (app) =>
        app.post(
          '/api/v1/probe/',
          {
            schema: {
              body: z.object({ name: z.string().min(2, 'Name is too short.'), count: z.number().int() }),
            },
          },
          async (request) => {
            if (request.body.name === 'taken') throw AppError.fields({ name: ['Name is already taken'] });
            if (request.body.name === 'crash') throw new Error('database exploded at /secret/path');
            return { ok: true };
          },
        ),
    });
    probeHeaders = { ...(await csrfHeaders(probe.app)), 'content-type': 'application/json' };
  });
  afterAll(() => probe.close());

  const post = (payload: string) =>
    probe.app.inject({ method: 'POST', url: '/api/v1/probe/', headers: probeHeaders, payload });

  it('names each field at fault', async () => {
    const response = await post(JSON.stringify({ name: 'a', count: 'three' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ['Name is too short.'],
      count: ['Invalid input: expected number, received string'],
    });
  });

  it('says a missing field is required', async () => {
    const response = await post(JSON.stringify({ name: 'abc' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ count: ['This field is required.'] });
  });

  it('answers malformed JSON with a 400 detail', async () => {
    const response = await post('{"name": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });

  it('answers a body that is not an object in non_field_errors', async () => {
    const response = await post('[1,2]');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['The request body must be a JSON object.'] });
  });

  it('answers a wrong content type with 415', async () => {
    const response = await probe.app.inject({
      method: 'POST',
      url: '/api/v1/probe/',
      headers: { ...probeHeaders, 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().detail).toMatch(/Unsupported content type/);
  });

  it('passes a service field error through unchanged', async () => {
    const response = await post(JSON.stringify({ name: 'taken', count: 1 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ name: ['Name is already taken'] });
  });

  it('hides an unexpected failure behind a plain 500 detail', async () => {
    const response = await post(JSON.stringify({ name: 'crash', count: 1 }));
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/secret|exploded|at /);
    expect(response.json()).toEqual({ detail: 'Something went wrong on our side. Please try again later.' });
  });
});
