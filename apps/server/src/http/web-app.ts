import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';
import { isAssetPath } from './security-headers.ts';

const API_PREFIXES = ['/api/', '/ajax/'];

/**
 * Serves the built browser app. Any other GET that wants HTML gets index.html, where the router
 * decides (public site, panels, docs); API paths and other methods answer 404 in the error shape.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const hasBuild = existsSync(`${distDir}/index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes `.br` and `.gz` beside every text file: sent to browsers that accept them,
      // with `Vary: Accept-Encoding`, at no compression cost per request.
      preCompressed: true,
      // The ETag alone revalidates index.html; hashed files are never asked about again, and no
      // file here is fetched in ranges. Every header is paid on each of a first visit's files.
      lastModified: false,
      acceptRanges: false,
      // Hashed asset names never change content (nor do their compressed variants, whose paths are
      // the ones seen here); index.html must always be fresh.
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // A hashed file is never asked about again (immutable): its ETag would only add bytes to each
    // of a first visit's files. index.html keeps its own, to be revalidated.
    app.addHook('onSend', async (request, reply, payload) => {
      if (isAssetPath(request.url)) reply.removeHeader('etag');
      return payload;
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: only the API is served (run npm run build)');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]!;
    // A missing file (a path with an extension) is a 404, not the app's page.
    const wantsPage =
      hasBuild &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((prefix) => path.startsWith(prefix)) &&
      !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const allowed = app.allowedMethods(path);
    if (allowed.length > 0) {
      reply.header('allow', allowed.join(', '));
      throw new AppError(405, 'method_not_allowed', { method: request.method });
    }
    throw AppError.notFound('route_not_found', { method: request.method, path });
  });
}
