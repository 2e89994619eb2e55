import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

// Google's reCAPTCHA v2 (its CSP guidance): the script, and the frame the challenge runs in.
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/**
 * The headers every answer carries (helmet's): no framing by other sites, no MIME sniffing,
 * only the origin as referrer to other sites, and a Content-Security-Policy the product works under:
 * - Mantine and the ALTCHA widget set inline styles, so `style-src` allows them (scripts stay
 *   same-origin only);
 * - the ALTCHA widget solves its challenge in a worker it starts from a `blob:` URL;
 * - reCAPTCHA's domains are allowed only when it is configured;
 * - the API reference at `/api/docs` (Swagger UI) loads its scripts from this server and shows
 *   `data:` images.
 * Over https, browsers are also told to use https only (HSTS) and to upgrade insecure requests.
 */
export function securityHeaderOptions(config: Config): HelmetOptions {
  const https = config.PUBLIC_URL.startsWith('https:');
  const recaptcha = !!config.RECAPTCHA_SITE_KEY;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        scriptSrc: ["'self'", ...(recaptcha ? RECAPTCHA_SCRIPTS : [])],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: recaptcha ? RECAPTCHA_FRAMES : ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    // Pages open no cross-origin windows they need to talk to; reCAPTCHA runs in a frame.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Helmet's headers as a fixed table: they depend on the configuration only (no nonces), so helmet
 * runs once at start, against a stand-in response that records what it sets. Running helmet's
 * middleware on every request cost a sixth of a cached read's CPU (bench/README.md).
 */
export function securityHeaderValues(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(securityHeaderOptions(config))({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * What an API answer (JSON, a CSV, a stored media file) needs: no framing, no sniffing, no
 * loading by other sites' pages, the origin only as referrer, HSTS over https, and a policy that
 * lets nothing run should a browser open one as a document. The rest of the pages' set (their
 * CSP, COOP, Origin-Agent-Cluster, DNS prefetching, IE's and Flash's switches) applies to
 * documents only; sent with every JSON answer it was half of its bytes (848 of a small answer's,
 * now 426; bench/README.md, G).
 */
export function apiSecurityHeaderValues(config: Config): Record<string, string> {
  const pages = securityHeaderValues(config);
  const kept = [
    'cross-origin-resource-policy',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-frame-options',
  ].filter((name) => pages[name] !== undefined);
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    ...Object.fromEntries(kept.map((name) => [name, pages[name]!])),
  };
}

/**
 * What the browser app's hashed files (scripts, styles, fonts) need: no sniffing and no loading by
 * other sites' pages. A policy, framing rules or a referrer policy mean nothing on a script; sent
 * with each of the dozen files a first visit fetches they were some 800 bytes apiece, more than
 * many of the files themselves (e2e/first-page-weight.spec.ts counts headers as the wire does).
 */
export function assetSecurityHeaderValues(config: Config): Record<string, string> {
  const pages = securityHeaderValues(config);
  return Object.fromEntries(
    ['cross-origin-resource-policy', 'x-content-type-options', 'strict-transport-security']
      .filter((name) => pages[name] !== undefined)
      .map((name) => [name, pages[name]!]),
  );
}

/** The JSON API's paths; anything else (the app's pages and files, the API reference) is a document. */
const isApiPath = (url: string) => url.startsWith('/api/v1/') || url.startsWith('/ajax/');

/** The build's hashed files: never a document. */
export const isAssetPath = (url: string) => url.startsWith('/assets/');

/** Every answer, errors and static files included, carries the security headers its kind needs. */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const pages = securityHeaderValues(config);
  const api = apiSecurityHeaderValues(config);
  const assets = assetSecurityHeaderValues(config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? api : isAssetPath(request.url) ? assets : pages);
    done();
  });
}
