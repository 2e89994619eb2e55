import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { createCustomer } from '../../test/factories.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { guessLimiter } from '../auth/guess-limit.ts';
import { apiKeyOf } from './api-keys.service.ts';
import { integrationGuard } from './integration-guard.ts';
import { createSealer } from './sealed.ts';

// The REST API's rate limit, through its guard with a small limit: each key counts on its own,
// and a key that used up its minute may call again once the minute is over.

const LIMIT = 3;
let handle: DatabaseHandle;
let db: Database;
let guard: ReturnType<typeof integrationGuard>;
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  guard = integrationGuard(db, LIMIT, guessLimiter(db, 1000));
});
afterAll(() => handle.close());

const sealer = createSealer('test-secret-that-is-long-enough-0123456789');

async function customerKey() {
  const customer = await createCustomer(db);
  return { accountId: customer.accountId, key: await apiKeyOf(db, sealer, customer.accountId) };
}

/** One API call's answer from the guard: 200 when it lets the call through, else its error status. */
async function call(key: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  const headers: Record<string, unknown> = {};
  const reply = {
    header(name: string, value: unknown) {
      headers[name] = value;
      return reply;
    },
  } as unknown as FastifyReply;
  const request = { headers: { authorization: `Bearer ${key}` } } as FastifyRequest;
  try {
    await guard(request, reply);
    return { status: 200, headers };
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, headers };
    throw error;
  }
}

async function statuses(key: string, n: number) {
  const answers: number[] = [];
  for (let i = 0; i < n; i++) answers.push((await call(key)).status);
  return answers;
}

describe('the REST API rate limit', () => {
  it('counts each key on its own: one key past its limit does not limit another', async () => {
    const a = await customerKey();
    const b = await customerKey();
    expect(await statuses(a.key, LIMIT + 1)).toEqual([200, 200, 200, 429]);
    expect(await statuses(b.key, LIMIT)).toEqual([200, 200, 200]);
    expect(await statuses(a.key, 1)).toEqual([429]);
    expect(await statuses(b.key, 1)).toEqual([429]);
  });

  it('lets a limited key through again once its minute is over', async () => {
    const a = await customerKey();
    expect(await statuses(a.key, LIMIT + 1)).toEqual([200, 200, 200, 429]);
    const refused = await call(a.key);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The minute passes (the window is the database's clock: move its start back).
    await db.execute(
      sql`update api_rate_windows set window_start = now() - interval '61 seconds' where account_id = ${a.accountId}`,
    );
    const again = await call(a.key);
    expect(again.status).toBe(200);
    expect(again.headers['x-ratelimit-remaining']).toBe(LIMIT - 1);
    expect(await statuses(a.key, LIMIT)).toEqual([200, 200, 429]);
  });
});
