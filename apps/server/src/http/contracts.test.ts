import * as shared from '@siar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

// The rule of the contracts: every API route's path is in a feature's `*_PATHS` of packages/shared,
// which both the server and the web use, and every path there is a route.

/** Every path of every contract: the values of the `*_PATHS` objects `@siar/shared` exports. */
const contractPaths = Object.entries(shared)
  .filter(([name]) => name.endsWith('_PATHS'))
  .flatMap(([, paths]) => Object.values(paths as Record<string, string>));

const isApi = (url: string) => /^\/(api|ajax)\//.test(url) && !url.startsWith('/api/docs');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the contracts', () => {
  const routePaths = () => [...new Set(ctx.app.routeTable.map((route) => route.url).filter(isApi))];

  it('name every API route the server registers', () => {
    expect(routePaths().length).toBeGreaterThan(20);
    const withoutContract = routePaths().filter((url) => !contractPaths.includes(url));
    expect(withoutContract).toEqual([]);
  });

  it('name only paths the server registers', () => {
    const registered = new Set(routePaths());
    const stale = contractPaths.filter((path) => !registered.has(path));
    expect(stale).toEqual([]);
  });

  it('give each path to one contract only', () => {
    expect(contractPaths.length).toBe(new Set(contractPaths).size);
  });
});
