import { COOKIES } from '@siar/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/client.ts';
import { type AuthUser, endSession, resolveSession, startSession } from '../modules/auth/sessions.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, looked up once per request and only when something asks. */
    currentUser(): Promise<AuthUser | null>;
  }
  interface FastifyReply {
    /** Starts a session for the user, sets the cookie, and returns the user as the session sees it. */
    logIn(userId: string): Promise<AuthUser>;
    logOut(): Promise<void>;
  }
}

interface SessionOptions {
  db: Database;
  maxAgeSeconds: number;
  secureCookies: boolean;
}

/** Sessions live in the database behind an httpOnly cookie, so any API process can serve any user. */
export function registerSessions(app: FastifyInstance, options: SessionOptions) {
  const { db, maxAgeSeconds, secureCookies } = options;
  const cache = new WeakMap<object, Promise<AuthUser | null>>();

  app.decorateRequest('currentUser', function () {
    let pending = cache.get(this);
    if (!pending) {
      const token = this.cookies[COOKIES.session];
      pending = token ? resolveSession(db, token).then((user) => user ?? null) : Promise.resolve(null);
      cache.set(this, pending);
    }
    return pending;
  });

  app.decorateReply('logIn', async function (this: FastifyReply, userId: string) {
    const token = await startSession(db, {
      userId,
      maxAgeSeconds,
      ipAddress: this.request.ip,
      userAgent: this.request.headers['user-agent'],
    });
    this.setCookie(COOKIES.session, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: maxAgeSeconds,
    });
    const user = await resolveSession(db, token);
    if (!user) throw new Error('a session just started could not be read back');
    cache.set(this.request, Promise.resolve(user));
    return user;
  });

  app.decorateReply('logOut', async function (this: FastifyReply) {
    const token = this.request.cookies[COOKIES.session];
    if (token) await endSession(db, token);
    cache.set(this.request, Promise.resolve(null));
    this.clearCookie(COOKIES.session, { path: '/' });
  });
}
