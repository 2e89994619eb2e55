import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

let ctx: TestContext;
let dist: string;

const INDEX_HTML = '<!doctype html><title>Siar</title><div id="root"></div>';
const APP_JS = `console.log(${JSON.stringify('siar '.repeat(200))})`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'siar-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'app-1234.js'), APP_JS);
  // What the build's precompress step writes beside each text file.
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX_HTML));
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(INDEX_HTML));
  writeFileSync(join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dist, 'assets', 'app-1234.js.gz'), gzipSync(APP_JS));
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

  it('serves hashed assets with a long cache, and only the headers a script needs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    // A first visit fetches a dozen files: no document headers, no cookie, no dates on each.
    for (const name of ['content-security-policy', 'x-frame-options', 'set-cookie', 'last-modified', 'etag'])
      expect(response.headers[name], name).toBeUndefined();
    expect(Object.keys(response.headers).join(' ').length).toBeLessThan(200);
    // The page itself still carries its policy and the cookie the forms need.
    const page = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(String(page.headers['set-cookie'])).toContain('csrftoken=');
    expect(page.headers.etag).toBeTruthy();
  });

  it.each([
    ['br', 'gzip, deflate, br, zstd', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ] as const)(
    'sends the precompressed %s variant of a hashed asset, cached for good',
    async (encoding, accept, unpack) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/assets/app-1234.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(unpack(response.rawPayload).toString()).toBe(APP_JS);
    },
  );

  it('sends the file itself, varying on the encoding, to a client that accepts none', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(APP_JS);
  });

  it('sends the page compressed too, never cached without asking', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/app/c/dashboard',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('answers a missing file with a 404, not the page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/gone-9999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ detail: 'Not found: GET /assets/gone-9999.js' });
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
