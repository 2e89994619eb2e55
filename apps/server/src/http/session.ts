import { COOKIES } from '@siar/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';
import { SessionCache } from '../modules/auth/sessions.cache.ts';
import { type AuthUser, endSession, resolveSession, startSession } from '../modules/auth/sessions.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, looked up once per request and only when something asks. */
    currentUser(): Promise<AuthUser | null>;
    /** What `currentUser` found (or is finding) for this request. */
    sessionUser: Promise<AuthUser | null> | null;
  }
  interface FastifyReply {
    /** Starts a session for the user, sets the cookie, and returns the user as the session sees it. */
    logIn(userId: string): Promise<AuthUser>;
    logOut(): Promise<void>;
  }
}

interface SessionOptions {
  database: DatabaseHandle;
  maxAgeSeconds: number;
  secureCookies: boolean;
  /** How long a process may keep a session's user between requests; 0 looks it up every time. */
  cacheSeconds: number;
}

/**
 * Sessions live in the database behind an httpOnly cookie, so any API process can serve any user.
 * Each process keeps the users of recent sessions, and drops one the moment the database announces
 * a change to its session, user or subscription (a logout, a deactivation, a plan that ends);
 * while it cannot hear those announcements, it looks every session up.
 */
export async function registerSessions(app: FastifyInstance, options: SessionOptions) {
  const { database, maxAgeSeconds, secureCookies } = options;
  const db = database.db;
  const cache = options.cacheSeconds > 0 ? new SessionCache(options.cacheSeconds * 1000) : undefined;
  const feed = cache
    ? await database.listenForChanges({
        onChange: (change) => cache.forget(change),
        onGap: () => cache.clear(),
      })
    : undefined;
  app.addHook('onClose', async () => feed?.close());
  const liveCache = () => (feed?.isLive() ? cache : undefined);
  // A property of the request (declared, so every request keeps one shape) rather than a WeakMap
  // entry per request, which the garbage collector traces apart on the hot path.
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('currentUser', function () {
    this.sessionUser ??= this.cookies[COOKIES.session]
      ? resolveSession(db, this.cookies[COOKIES.session]!, liveCache()).then((user) => user ?? null)
      : Promise.resolve(null);
    return this.sessionUser;
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
    this.issueCsrfToken(token);
    const user = await resolveSession(db, token, liveCache());
    if (!user) throw new Error('a session just started could not be read back');
    this.request.sessionUser = Promise.resolve(user);
    return user;
  });

  app.decorateReply('logOut', async function (this: FastifyReply) {
    const token = this.request.cookies[COOKIES.session];
    // The cache is told even while it is not live, so that it never holds an ended session.
    if (token) await endSession(db, token, cache);
    this.request.sessionUser = Promise.resolve(null);
    this.clearCookie(COOKIES.session, { path: '/' });
    this.issueCsrfToken(null);
  });
}
