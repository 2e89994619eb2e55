import { type ComponentType, isValidElement, lazy, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { loadFeatureStrings, loadSitePageStrings } from './i18n.ts';

type Preloadable = { preload: () => Promise<unknown> };

function isPreloadable(type: unknown): type is Preloadable {
  return typeof type === 'object' && type !== null && typeof (type as Preloadable).preload === 'function';
}

/** The whole of Mantine's styles: the main chunk carries only the first page's (first-page-styles.css). */
export const loadAllStyles = () => import('./mantine-styles.ts');

/**
 * `site`: a public page, which needs only the core texts; `site-pages`: one with long texts of its
 * own (pricing, terms, refund); the panels' pages bring their features'.
 */
type PageKind = 'site' | 'site-pages' | 'panel';

/** The texts a page of this kind needs beyond the core ones. */
function stringsFor(kind: PageKind): Promise<void> | undefined {
  if (kind === 'panel') return loadFeatureStrings();
  return kind === 'site-pages' ? loadSitePageStrings() : undefined;
}

/**
 * A route's element whose component comes in a chunk of its own, fetched the first time it is
 * drawn (or preloaded), together with all of Mantine's styles. While it is on its way the nearest
 * Suspense boundary shows a loader; a chunk that cannot be fetched (a release in between) throws
 * to the route error boundary.
 */
export function lazyPage<Module extends Record<Name, ComponentType>, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
  kind: PageKind = 'panel',
): ReactElement {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), loadAllStyles(), stringsFor(kind)])
      .then(([module]) => ({ default: module[name] as ComponentType }))
      .catch((error: unknown) => {
        // Not kept: the next render (after a reload of a chunk or the strings) may succeed.
        loading = undefined;
        throw error;
      });
    return loading;
  };
  const Page = Object.assign(lazy(preload), { preload });
  return <Page />;
}

/**
 * Starts fetching the chunks of every route that matches `pathname`, so that the first page's
 * code arrives while the language's strings do, not after. Failures surface when the page renders.
 */
export function preloadRoutes(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const { element } = match.route;
    if (isValidElement(element) && isPreloadable(element.type)) {
      element.type.preload().catch(() => undefined);
    }
  }
}
