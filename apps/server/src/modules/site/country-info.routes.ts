import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countryCodeForIp } from './geo-ip.ts';

export const countryInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ajax/get-country-info/',
    {
      schema: {
        tags: ['site'],
        summary: "The visitor's country from their IP address (null when unknown)",
        response: { 200: z.object({ country_code: z.string().length(2).nullable() }) },
      },
    },
    async (request) => ({ country_code: countryCodeForIp(request.ip) }),
  );
};
