import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { registerCsrf } from './csrf.ts';
import { AppError } from './errors.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerSessions } from './session.ts';

/**
 * What every request passes before a route: security headers, rate limits (where a route asks),
 * cookies, websockets, the CSRF check and the session. In this order: each reads what the one
 * before set.
 */
export async function registerRequestPlugins(
  app: FastifyInstance,
  deps: { config: Config; database: DatabaseHandle; secret: string },
) {
  const { config, database, secret } = deps;
  const secureCookies = config.PUBLIC_URL.startsWith('https:');
  registerSecurityHeaders(app, config);
  // Only routes that ask for it (config.rateLimit) are limited; counters live in this process.
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => AppError.tooManyRequests('checks_throttled'),
  });
  await app.register(fastifyCookie);
  // Websockets (the panel's live events) pass the same hooks as requests: cookies, session, guards.
  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  registerCsrf(app, { secret, secureCookies });
  await registerSessions(app, {
    database,
    maxAgeSeconds: config.SESSION_MAX_AGE_DAYS * 24 * 60 * 60,
    secureCookies,
    cacheSeconds: config.SESSION_CACHE_SECONDS,
  });
}
