import { Outlet, ScrollRestoration } from 'react-router';
import { useDocumentMeta } from './use-document-meta.ts';

/** The root of both routers: page title and description from route meta, scroll restored. */
export function AppRoot() {
  useDocumentMeta();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
