import type { FastifyInstance, RouteOptions } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, with its final options (its group's guard included). */
    routeTable: RouteOptions[];
    /** The methods a path answers to, for a 405 with `Allow` when another method was asked. */
    allowedMethods(path: string): string[];
  }
}

/**
 * Keeps the registered routes: the guard test walks them, and a wrong method on a known path
 * answers 405 rather than 404. Register before any route.
 */
export function registerRouteTable(app: FastifyInstance) {
  const routes: RouteOptions[] = [];
  const router = FindMyWay({ ignoreTrailingSlash: false });
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
    const methods = ([] as string[]).concat(route.method) as HTTPMethod[];
    for (const method of methods) {
      if (!router.hasRoute(method, route.url)) router.on(method, route.url, () => {});
    }
  });
  app.decorate('allowedMethods', (path: string) =>
    ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((method) =>
      router.find(method as HTTPMethod, path),
    ),
  );
}
