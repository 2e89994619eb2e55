import { altchaChallengeSchema, CAPTCHA_PATHS, captchaConfigSchema } from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors.ts';
import type { CaptchaService } from './captcha.service.ts';

export function captchaRoutes(captcha: CaptchaService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      CAPTCHA_PATHS.config,
      {
        schema: {
          tags: ['captcha'],
          summary: 'Which captcha the forms show: ALTCHA (self-hosted) or reCAPTCHA v2 with its site key',
          response: { 200: captchaConfigSchema },
        },
      },
      async () => ({ provider: captcha.provider, site_key: captcha.siteKey }),
    );

    app.get(
      CAPTCHA_PATHS.challenge,
      {
        schema: {
          tags: ['captcha'],
          summary: "A new ALTCHA challenge for the widget; solved payloads go in a form's captcha field",
          response: { 200: altchaChallengeSchema },
        },
      },
      async (_request, reply) => {
        const challenge = await captcha.challenge();
        if (!challenge) throw AppError.notFound('captcha_not_altcha');
        return reply.header('cache-control', 'no-store').send({ ...challenge });
      },
    );
  };
}
