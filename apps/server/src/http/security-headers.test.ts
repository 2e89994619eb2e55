import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { registerSecurityHeaders } from './security-headers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The CSP's directives by name. */
function csp(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  it('forbid framing and MIME sniffing, and send only the origin to other sites', async () => {
    for (const url of ['/api/v1/health/', '/api/v1/does-not-exist/', '/api/docs/static/index.html']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(csp(response.headers['content-security-policy'])['frame-ancestors'], url).toEqual(["'none'"]);
    }
  });

  it('allow scripts from this server only on pages', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/index.html' });
    const policy = csp(response.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    // Served over plain http: no upgrade, no HSTS.
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('let nothing run from an API answer, and keep other sites from loading it', async () => {
    for (const url of ['/api/v1/health/', '/api/v1/does-not-exist/', '/ajax/get-country-info/']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(csp(response.headers['content-security-policy']), url).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      // The documents-only headers stay on pages.
      expect(response.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it('allow reCAPTCHA’s script and frame when it is configured, and keep to https when served over it', async () => {
    const config = loadConfig({
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET_KEY: 'secret-key',
      PUBLIC_URL: 'https://siar.example',
    });
    const app = Fastify();
    registerSecurityHeaders(app, config);
    app.get('/', async () => 'page');
    app.get('/api/v1/health/', async () => ({}));
    const response = await app.inject({ method: 'GET', url: '/' });
    const api = await app.inject({ method: 'GET', url: '/api/v1/health/' });
    await app.close();
    const policy = csp(response.headers['content-security-policy']);
    expect(policy['script-src']).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(policy['frame-src']).toContain('https://www.google.com/recaptcha/');
    expect(policy['upgrade-insecure-requests']).toEqual([]);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(api.headers['strict-transport-security']).toBe(response.headers['strict-transport-security']);
  });
});
