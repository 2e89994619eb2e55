import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The app a route plugin is given: routes are registered on it one function each (`xRoute(app, deps)`),
 * so that a request's types still come from the schema written beside its handler.
 */
export type RouteApp = Parameters<FastifyPluginAsyncZod>[0];
