import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/v1/health/', () => {
  it('reports the service and its database as up', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/health/' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // The engine the run was asked for: the PostgreSQL leg must really run on PostgreSQL.
    const expected = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    expect(body).toMatchObject({ status: 'ok', database: { status: 'ok', engine: expected } });
    expect(body.database.latency_ms).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 and says the database is unavailable when it does not answer', async () => {
    const { buildApp } = await import('../../app.ts');
    const brokenDatabase = { ...ctx.database, exec: () => Promise.reject(new Error('connection refused')) };
    const app = await buildApp({
      config: ctx.config,
      database: brokenDatabase,
      secret: 'x'.repeat(40),
      logger: false,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/v1/health/' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'degraded', database: { status: 'unavailable' } });
    } finally {
      await app.close();
    }
  });
});
