import { useLocation } from 'react-router';
import { PageOutlet } from '../components/PageOutlet.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { useDocumentMeta } from './use-document-meta.ts';
import { useScrollToTop } from './use-scroll-to-top.ts';

/**
 * The root of both route tables: page title and description from route meta, the route error
 * page for a page that fails, a loader while a layout's chunk arrives, new pages opened at the top.
 */
export function AppRoot() {
  useDocumentMeta();
  useScrollToTop();
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <PageOutlet fullScreen />
    </RouteErrorBoundary>
  );
}
