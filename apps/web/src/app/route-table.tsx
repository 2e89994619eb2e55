import { createContext, type ReactNode, use, useMemo } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';

const RouteTableContext = createContext<RouteObject[]>([]);

type Props = {
  routes: RouteObject[];
};

/** Draws the routes that match the location, and lets route meta be read from the same table. */
export function RouteTable({ routes }: Props): ReactNode {
  const element = useRoutes(routes);
  return <RouteTableContext value={routes}>{element}</RouteTableContext>;
}

/** The `handle` of every route that matches the location, outermost first. */
export function useRouteHandles(): unknown[] {
  const routes = use(RouteTableContext);
  const { pathname } = useLocation();
  return useMemo(
    () => (matchRoutes(routes, pathname) ?? []).map((match) => match.route.handle),
    [routes, pathname],
  );
}
