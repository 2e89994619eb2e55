import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lazyPage, preloadRoutes } from './lazy-page.tsx';

function Page() {
  return null;
}

describe('preloadRoutes', () => {
  it('starts fetching the chunks of the routes that match, and only those', () => {
    const fetched: string[] = [];
    const page = (name: string) =>
      lazyPage(async () => {
        fetched.push(name);
        return { Page };
      }, 'Page');
    const routes: RouteObject[] = [
      {
        path: '/app/c',
        element: page('panel'),
        children: [
          { path: 'dashboard', element: page('dashboard') },
          { path: 'contacts', element: page('contacts') },
        ],
      },
      { path: '/pricing', element: page('pricing') },
    ];

    preloadRoutes(routes, '/app/c/dashboard');
    expect(fetched).toEqual(['panel', 'dashboard']);

    // Fetched once: drawing the page later reuses the same chunk.
    preloadRoutes(routes, '/app/c/dashboard');
    expect(fetched).toEqual(['panel', 'dashboard']);
  });
});
