import { DOCS_PATHS, docContentQuerySchema, docContentSchema, docSectionsSchema } from '@siar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { publishedContent, publishedSections } from './docs.service.ts';

const tags = ['docs'];

/** The docs site's two public calls (spec section 7). */
export function docsRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      DOCS_PATHS.sections,
      {
        schema: {
          tags,
          summary: 'The published docs sections in order, each with its published documents (titles only)',
          response: { 200: docSectionsSchema },
        },
      },
      () => publishedSections(db),
    );

    app.get(
      DOCS_PATHS.content,
      {
        schema: {
          tags,
          summary: 'One published document with its four titles and four Markdown bodies',
          querystring: docContentQuerySchema,
          response: { 200: docContentSchema },
        },
      },
      (request) => publishedContent(db, request.query['section-slug'], request.query.slug),
    );
  };
}
