import { countryInfoSchema, SITE_PATHS } from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryCodeForIp } from './geo-ip.ts';

export const countryInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SITE_PATHS.countryInfo,
    {
      schema: {
        tags: ['site'],
        summary: "The visitor's country from their IP address (null when unknown)",
        response: { 200: countryInfoSchema },
      },
    },
    async (request) => ({ country_code: countryCodeForIp(request.ip) }),
  );
};
