import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

let ctx: TestContext;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'siar-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Siar</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log("siar")');
  ctx = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the browser app', () => {
  it.each([
    '/',
    '/pricing',
    '/app/c/dashboard',
    '/apanel/customer/payments',
    '/getting-started/pair-a-device',
  ])('answers the page %s with the app, where the router takes over', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing file with a 404, not the page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/gone-9999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found: GET /assets/gone-9999.js' });
  });

  it('keeps API misses as JSON errors', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/pricing/' });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toMatch(/^Not found/);
  });
});

describe('OpenAPI', () => {
  it('is generated from the route schemas and browsable at /api/docs', async () => {
    const spec = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v1/health/', '/ajax/get-country-info/', '/api/v1/auth/session/']),
    );
    expect(spec.json().paths['/api/v1/health/'].get.responses['200']).toBeDefined();

    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
  });
});
