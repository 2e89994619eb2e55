import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { COOKIES, CSRF_HEADER } from '@siar/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set to false on a route that authenticates without cookies (and so cannot be forged). */
    csrf?: boolean;
  }
}

/**
 * Double-submit CSRF protection: the first GET gets a `csrftoken` cookie the page can read; every
 * unsafe method must echo it in `X-CSRFTOKEN`. The token is signed, so a cookie planted by a
 * sibling subdomain is refused too.
 */
export function registerCsrf(app: FastifyInstance, options: { secret: string; secureCookies: boolean }) {
  const sign = (nonce: string) => createHmac('sha256', options.secret).update(nonce).digest('base64url');
  const isValid = (token: string | undefined): token is string => {
    if (!token) return false;
    const [nonce, signature] = token.split('.');
    return !!nonce && !!signature && safeEqual(signature, sign(nonce));
  };
  const issue = (reply: FastifyReply) => {
    const nonce = randomBytes(24).toString('base64url');
    reply.setCookie(COOKIES.csrf, `${nonce}.${sign(nonce)}`, {
      path: '/',
      sameSite: 'lax',
      secure: options.secureCookies,
      httpOnly: false,
      maxAge: ONE_YEAR_SECONDS,
    });
  };

  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[COOKIES.csrf];
    if (SAFE_METHODS.has(request.method)) {
      if (!isValid(cookie)) issue(reply);
      return;
    }
    if (request.routeOptions.config?.csrf === false) return;
    const header = request.headers[CSRF_HEADER];
    if (!isValid(cookie)) {
      throw AppError.forbidden(
        'CSRF verification failed: the csrftoken cookie is missing or invalid. Reload the page and try again.',
      );
    }
    if (typeof header !== 'string' || header.length === 0) {
      throw AppError.forbidden('CSRF verification failed: the X-CSRFTOKEN header is missing.');
    }
    if (!safeEqual(header, cookie)) {
      throw AppError.forbidden(
        'CSRF verification failed: the X-CSRFTOKEN header does not match the csrftoken cookie.',
      );
    }
  });
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
