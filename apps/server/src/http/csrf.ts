import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { COOKIES, CSRF_HEADER } from '@siar/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { isAssetPath } from './security-headers.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
// A 24-byte nonce and a SHA-256 signature, both base64url.
const TOKEN_SHAPE = /^[\w-]{32}\.[\w-]{43}$/;
// Tokens already checked, with their session: a browser sends the same pair on every request.
const VERIFIED_PAIRS_KEPT = 10_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set to false on a route that authenticates without cookies (and so cannot be forged). */
    csrf?: boolean;
  }
  interface FastifyReply {
    /** Sets a new csrftoken cookie bound to this session token (null: a visitor's). */
    issueCsrfToken(sessionToken: string | null): void;
  }
}

/**
 * Double-submit CSRF protection: the first GET gets a `csrftoken` cookie the page can read; every
 * unsafe method must echo it in `X-CSRFTOKEN`. The token is `nonce.signature`, the signature
 * covering the nonce and a hash of the session cookie (empty for a visitor): a cookie planted by a
 * sibling subdomain, or a token from another visit or session, is refused. A login or logout
 * issues a new token (`reply.issueCsrfToken`), and a GET renews one that no longer fits.
 */
export function registerCsrf(app: FastifyInstance, options: { secret: string; secureCookies: boolean }) {
  const sign = (nonce: string, sessionToken: string | null) => {
    const binding = sessionToken ? createHash('sha256').update(sessionToken).digest('base64url') : '';
    return createHmac('sha256', options.secret).update(`${nonce}|${binding}`).digest('base64url');
  };
  const sessionOf = (request: FastifyRequest) => request.cookies[COOKIES.session] || null;
  const verified = new Set<string>();
  const fits = (token: string | undefined, sessionToken: string | null): token is string => {
    if (!token || !TOKEN_SHAPE.test(token)) return false;
    const pair = `${token} ${sessionToken ?? ''}`;
    if (verified.has(pair)) return true;
    const [nonce, signature] = token.split('.') as [string, string];
    if (!safeEqual(signature, sign(nonce, sessionToken))) return false;
    // Two hashes per request were a twentieth of a cached read's CPU; a full set starts over.
    if (verified.size >= VERIFIED_PAIRS_KEPT) verified.clear();
    verified.add(pair);
    return true;
  };

  app.decorateReply('issueCsrfToken', function (this: FastifyReply, sessionToken: string | null) {
    const nonce = randomBytes(24).toString('base64url');
    this.setCookie(COOKIES.csrf, `${nonce}.${sign(nonce, sessionToken)}`, {
      path: '/',
      sameSite: 'lax',
      secure: options.secureCookies,
      httpOnly: false,
      maxAge: ONE_YEAR_SECONDS,
    });
  });

  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[COOKIES.csrf];
    const session = sessionOf(request);
    if (SAFE_METHODS.has(request.method)) {
      // The page that loads a script already set the cookie; a cookie on an immutable file would
      // also keep shared caches from keeping it.
      if (!fits(cookie, session) && !isAssetPath(request.url)) reply.issueCsrfToken(session);
      return;
    }
    if (request.routeOptions.config?.csrf === false) return;
    const header = request.headers[CSRF_HEADER];
    if (!cookie || !TOKEN_SHAPE.test(cookie)) {
      throw AppError.forbidden('csrf_cookie_invalid');
    }
    if (!fits(cookie, session)) {
      throw AppError.forbidden('csrf_wrong_session');
    }
    if (typeof header !== 'string' || header.length === 0) {
      throw AppError.forbidden('csrf_header_missing');
    }
    if (!safeEqual(header, cookie)) {
      throw AppError.forbidden('csrf_mismatch');
    }
  });
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
