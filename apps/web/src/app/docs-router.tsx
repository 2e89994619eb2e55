import './mantine-styles.ts';
import { BrowserRouter, type RouteObject } from 'react-router';
import { DocsLayout } from '../layouts/DocsLayout.tsx';
import { AppRoot } from './AppRoot.tsx';
import { lazyPage } from './lazy-page.tsx';
import { routeMeta } from './route-meta.ts';
import { RouteTable } from './route-table.tsx';

/** The docs site's own routes, mounted when the host is docs.* or tdocs.*. */
export const docsRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    handle: routeMeta('error'),
    children: [
      {
        path: '/',
        element: <DocsLayout />,
        children: [
          {
            index: true,
            element: lazyPage(() => import('../features/docs/pages/DocsHomePage.tsx'), 'DocsHomePage'),
            handle: routeMeta('docs-home'),
          },
          {
            path: ':section_slug/:content_slug',
            element: lazyPage(() => import('../features/docs/pages/DocsContentPage.tsx'), 'DocsContentPage'),
            handle: routeMeta('docs-content'),
          },
          {
            path: '*',
            element: lazyPage(() => import('../features/site/pages/NotFoundPage.tsx'), 'NotFoundPage'),
            handle: routeMeta('not-found'),
          },
        ],
      },
    ],
  },
];

/** The docs host's router, a chunk of its own that the product's pages never fetch. */
export function DocsRouter() {
  return (
    <BrowserRouter useTransitions={false}>
      <RouteTable routes={docsRoutes} />
    </BrowserRouter>
  );
}
