import { contactAnswerSchema, contactMessageSchema, SITE_PATHS } from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requestLanguage } from '../../http/language.ts';
import type { CaptchaService } from '../captcha/captcha.service.ts';
import { sendContactMessage } from './contact.service.ts';

export function contactRoutes(deps: { db: Database; captcha: CaptchaService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      SITE_PATHS.contact,
      {
        schema: {
          tags: ['site'],
          summary: 'The public contact form: stored for support, answered within 24 hours',
          body: contactMessageSchema,
          response: { 201: contactAnswerSchema },
        },
      },
      async (request, reply) => {
        const { id } = await sendContactMessage(deps, request.body, {
          remoteIp: request.ip,
          language: requestLanguage(request),
        });
        return reply.code(201).send({
          detail: 'Thank you for your message! We will get back to you within 24 hours.',
          message_id: id,
        });
      },
    );
  };
}
