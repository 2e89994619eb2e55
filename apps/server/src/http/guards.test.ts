import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { ACCESS_LEVELS } from './guards.ts';
import { teamAccessRule } from './team-access.ts';

// The rule of the route table: every route sits behind a guard, and each prefix behind its own.
const PREFIX_ACCESS: [prefix: string, access: string][] = [
  ['/api/v1/apanel/', 'staff'],
  ['/api/v1/cpanel/', 'subscribed'],
  ['/api/v1/integrations/', 'integration'],
  ['/api/v1/account/subscription/check-if-subscribed/', 'authenticated'],
  ['/api/v1/account/onboarding/check-subscription/', 'authenticated'],
  ['/api/v1/account/subscription/', 'customer'],
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the route table', () => {
  const apiRoutes = () => ctx.app.routeTable.filter((route) => route.url.startsWith('/api/v1/'));

  it('has a guard on every API route', () => {
    expect(apiRoutes().length).toBeGreaterThan(20);
    const unguarded = apiRoutes()
      .filter((route) => !ACCESS_LEVELS.includes(route.config?.access as never))
      .map((route) => `${route.method} ${route.url}`);
    expect(unguarded).toEqual([]);
  });

  it('puts each prefix behind its own guard', () => {
    const routesOf = new Map(PREFIX_ACCESS.map(([prefix]) => [prefix, [] as string[]]));
    const misguarded: string[] = [];
    for (const route of apiRoutes()) {
      const rule = PREFIX_ACCESS.find(([prefix]) => route.url.startsWith(prefix));
      if (!rule) continue;
      routesOf.get(rule[0])?.push(route.url);
      if (route.config?.access !== rule[1]) misguarded.push(`${route.url} ${route.config?.access}`);
    }
    expect(misguarded).toEqual([]);
    // Every prefix names real routes: a renamed prefix must not leave its rule checking nothing.
    const empty = [...routesOf].filter(([, urls]) => urls.length === 0).map(([prefix]) => prefix);
    expect(empty).toEqual([]);
  });

  it('leaves only the visitor-facing calls public', () => {
    const open = apiRoutes()
      .filter((route) => route.config?.access === 'public')
      .map((route) => route.url)
      .filter((url) => !url.startsWith('/api/docs'));
    for (const url of open) {
      // The sandbox phone page is public as a real phone is: the QR token is the secret. The docs
      // site's two calls are the spec's, at its paths.
      if (url === '/api/v1/sections/' || url === '/api/v1/content') continue;
      expect(url).toMatch(/^\/api\/v1\/(health|site|captcha|auth|account\/onboarding|sandbox)\//);
    }
  });

  it('classifies every panel route for team members (agents) or the owner alone', () => {
    const panel = apiRoutes().filter((route) => /^\/api\/v1\/(cpanel|account)\//.test(route.url));
    const unclassified = panel
      .filter((route) => route.config?.access !== 'public' && teamAccessRule(route.url) === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(unclassified).toEqual([]);
    // The classification is what the guard enforces.
    for (const route of panel) {
      if (route.config?.access === 'public') continue;
      expect(`${route.url} ${route.config?.agents}`).toBe(
        `${route.url} ${teamAccessRule(route.url) === 'agents'}`,
      );
    }
  });
});
