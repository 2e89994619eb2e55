import { createBrowserRouter, type RouteObject } from 'react-router';
import { DocsContentPage } from '../features/docs/pages/DocsContentPage.tsx';
import { DocsHomePage } from '../features/docs/pages/DocsHomePage.tsx';
import { NotFoundPage } from '../features/site/pages/NotFoundPage.tsx';
import { DocsLayout } from '../layouts/DocsLayout.tsx';
import { AppRoot } from './AppRoot.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { routeMeta } from './route-meta.ts';

/** The docs site's own routes, mounted when the host is docs.* or tdocs.*. */
export const docsRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    handle: routeMeta('error'),
    children: [
      {
        path: '/',
        element: <DocsLayout />,
        children: [
          { index: true, element: <DocsHomePage />, handle: routeMeta('docs-home') },
          {
            path: ':section_slug/:content_slug',
            element: <DocsContentPage />,
            handle: routeMeta('docs-content'),
          },
          { path: '*', element: <NotFoundPage />, handle: routeMeta('not-found') },
        ],
      },
    ],
  },
];

export function createDocsRouter() {
  return createBrowserRouter(docsRoutes);
}
