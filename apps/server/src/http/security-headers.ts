import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config.ts';

// Google's reCAPTCHA v2 (its CSP guidance): the script, and the frame the challenge runs in.
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/**
 * The headers every answer carries (@fastify/helmet): no framing by other sites, no MIME sniffing,
 * only the origin as referrer to other sites, and a Content-Security-Policy the product works under:
 * - Mantine and the ALTCHA widget set inline styles, so `style-src` allows them (scripts stay
 *   same-origin only);
 * - the ALTCHA widget solves its challenge in a worker it starts from a `blob:` URL;
 * - reCAPTCHA's domains are allowed only when it is configured;
 * - the API reference at `/api/docs` (Swagger UI) loads its scripts from this server and shows
 *   `data:` images.
 * Over https, browsers are also told to use https only (HSTS) and to upgrade insecure requests.
 */
export function securityHeaders(config: Config): FastifyHelmetOptions {
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
