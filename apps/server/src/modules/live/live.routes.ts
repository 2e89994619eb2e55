import { LIVE_PATHS, liveQuerySchema } from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors.ts';
import { inGroup } from '../../http/guards.ts';
import type { LiveEvents } from '../../whatsapp/live-events.ts';
import { frameSender } from './live-frames.ts';

/** How often the server pings an idle socket, so proxies keep it open and dead peers are noticed. */
const PING_MS = 25_000;

/**
 * The panel's websocket: it carries the caller's account's events and nothing else. A customer
 * hears their own account; staff hear the account they name (the Scan QR dialog on a customer's
 * subscription). The session is checked when the socket opens, by the group's guard.
 */
export function liveRoutes(live: LiveEvents): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      inGroup('authenticated', LIVE_PATHS.events),
      {
        websocket: true,
        schema: {
          tags: ['live'],
          summary:
            "A websocket of the account's live events (what changed: devices, warmup); no data in them",
          querystring: liveQuerySchema,
        },
        preHandler: async (request) => {
          const wanted = request.query.account_id;
          if (request.user.isStaff ? !wanted : wanted && wanted !== request.user.accountId) {
            throw AppError.forbidden('permission_denied');
          }
        },
      },
      (socket, request) => {
        const accountId = request.user.isStaff ? request.query.account_id! : request.user.accountId!;
        // The event's text goes on as it came: parsed once per process, never once per socket.
        const send = frameSender(socket);
        const unsubscribe = live.subscribe(accountId, (_event, payload) => send(payload));
        const ping = setInterval(() => socket.ping(), PING_MS);
        socket.on('close', () => {
          clearInterval(ping);
          unsubscribe();
        });
      },
    );
  };
}
