import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { type Api, apiAs, createCustomer, createStaff } from '../test/factories.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

// Every route of the table, fed what an attacker or a broken client sends: each answer must be a
// clear 4xx (or a success), never a 500. New routes are covered as soon as they are registered.

const HOSTILE_VALUES: unknown[] = [
  'nul\u0000byte',
  2 ** 40,
  -1,
  1.5,
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '',
  ' ',
  'x'.repeat(5000),
  null,
  true,
  [],
  { $ne: 1 },
  'ü🙂\u202e',
];
const HOSTILE_BODIES: unknown[] = [null, [], 'text', 12, {}];
const NOBODY = '00000000-0000-4000-8000-000000000000';

let ctx: TestContext;
const as: Record<'visitor' | 'customer' | 'staff' | 'integration', Api> = {} as never;

beforeAll(async () => {
  // The REST API's per-key limit would answer 429 before the bodies are read.
  ctx = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });
  as.visitor = await apiAs(ctx.app);
  as.customer = await apiAs(ctx.app, await createCustomer(ctx.database.db));
  as.staff = await apiAs(ctx.app, await createStaff(ctx.database.db));
  // A customer's server: the account's API key as a bearer token, no cookies.
  const key = (await as.customer.get('/api/v1/cpanel/utility/fetch-keys/')).json().api_secret_key;
  const authorization = `Bearer ${key}`;
  as.integration = {
    ...as.customer,
    headers: { authorization } as never,
    get: (url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization } }),
  };
});
afterAll(() => ctx.close());

function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (shape) return Object.keys(shape);
  // Refined objects (a pipe or an effect) keep their object inside.
  const inner = (schema as { def?: { in?: ZodType; schema?: ZodType } })?.def;
  return inner?.in ? fieldsOf(inner.in) : inner?.schema ? fieldsOf(inner.schema) : [];
}

function callerFor(route: RouteOptions): Api {
  const access = route.config?.access;
  if (access === 'staff') return as.staff;
  if (access === 'public') return as.visitor;
  if (access === 'integration') return as.integration;
  return as.customer;
}

const urlOf = (route: RouteOptions) => route.url.replace(/:\w+/g, NOBODY);

describe('hostile input on every route', () => {
  const routes = () =>
    ctx.app.routeTable.filter((route) => route.url.startsWith('/api/v1/') && route.config?.access);

  it('answers bodies and fields it cannot use with a 4xx, never a 500', async () => {
    const failures: string[] = [];
    for (const route of routes()) {
      const method = ([] as string[]).concat(route.method)[0]!;
      if (!['POST', 'PATCH', 'PUT'].includes(method)) continue;
      const api = callerFor(route);
      const url = urlOf(route);
      const send = (payload: unknown) =>
        ctx.app.inject({
          method: method as 'POST',
          url,
          headers: { ...api.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
      const fields = fieldsOf((route.schema as { body?: unknown } | undefined)?.body);
      const payloads = [
        ...HOSTILE_BODIES,
        ...fields.flatMap((field) => HOSTILE_VALUES.map((value) => ({ [field]: value }))),
        Object.fromEntries(fields.map((field) => [field, 'nul\u0000byte'])),
      ];
      for (const payload of payloads) {
        const response = await send(payload);
        if (response.statusCode >= 500) failures.push(`${method} ${url} ${JSON.stringify(payload)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers query strings it cannot use with a 4xx, never a 500', async () => {
    const failures: string[] = [];
    const hostile = ['%00', 'a%00b', '%E0%A4%A', '99999999999999999999', '-5', '0000-01-01', '%27%22%3B--'];
    for (const route of routes()) {
      if (!([] as string[]).concat(route.method).includes('GET')) continue;
      const api = callerFor(route);
      const fields = [
        ...fieldsOf((route.schema as { querystring?: unknown } | undefined)?.querystring),
        'page',
      ];
      for (const field of fields) {
        for (const value of hostile) {
          const response = await api.get(`${urlOf(route)}?${field}=${value}`);
          if (response.statusCode >= 500) failures.push(`GET ${route.url}?${field}=${value}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
