import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';

/**
 * The OpenAPI document of every route registered after this (customers generate clients from it),
 * and its reference pages at /api/docs.
 */
export async function registerOpenApiDocument(app: FastifyInstance, config: Config) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Siar API',
        description: 'WhatsApp business automation',
        version: '1.0.0',
        license: { name: 'Proprietary', url: `${config.PUBLIC_URL}/terms` },
      },
      servers: [{ url: config.PUBLIC_URL }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFTOKEN' },
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The API secret key of Integrations → REST API',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
