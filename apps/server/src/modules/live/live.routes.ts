import { AGENT_LIVE_TOPICS, LIVE_PATHS, liveQuerySchema, tabPresenceSchema } from '@siar/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors.ts';
import { inGroup } from '../../http/guards.ts';
import type { PresenceTracker } from '../team/index.ts';
import type { LiveEvents } from './live-events.ts';
import { frameSender } from './live-frames.ts';

/** How often the server pings an idle socket, so proxies keep it open and dead peers are noticed. */
const PING_MS = 25_000;

/**
 * Whether a browser opened the socket from the product's own pages: a browser sends the page's
 * Origin with every websocket (and the session cookie, whoever's page it is), so another site's
 * page must be refused here. A client that sends no Origin is not a browser and carries no
 * visitor's cookie.
 */
function fromOwnPages(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === publicOrigin) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The panel's websocket: it carries the caller's account's events and nothing else. A customer
 * hears their own account (an agent only its contacts and chats); staff hear the account they name
 * (the Scan QR dialog on a customer's subscription). The session is checked when the socket opens,
 * by the group's guard, and the page's origin here.
 */
export function liveRoutes(
  live: LiveEvents,
  presence: PresenceTracker,
  publicUrl: string,
): FastifyPluginAsyncZod {
  const publicOrigin = new URL(publicUrl).origin;
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
          if (!fromOwnPages(request, publicOrigin)) throw AppError.forbidden('permission_denied');
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
        const agent = request.user.role === 'agent';
        const unsubscribe = live.subscribe(accountId, (event, payload) => {
          if (!agent || AGENT_LIVE_TOPICS.includes(event.topic)) send(payload);
        });
        // A customer's tab counts toward their presence; it says when it is hidden or idle.
        const tab = request.user.isStaff ? undefined : presence.open(request.user.id, accountId);
        socket.on('message', (data) => {
          const said = tabPresenceSchema.safeParse(parseJson(String(data)));
          if (said.success) tab?.setAway(said.data.presence === 'away');
        });
        const ping = setInterval(() => socket.ping(), PING_MS);
        socket.on('close', () => {
          clearInterval(ping);
          unsubscribe();
          tab?.close();
        });
      },
    );
  };
}
