import type { FastifyPluginAsync } from 'fastify';
import { prometheusContentType, type Registry } from 'prom-client';
import { AppError } from '../../http/errors.ts';
import { bearerMatches } from './metrics-token.ts';

export const METRICS_PATH = '/metrics';

interface MetricsRouteDeps {
  /** METRICS_TOKEN; unset, the path answers 404 as any unknown path does. */
  token: string | undefined;
  /** Fresh figures for a scrape: the registries to write out. */
  scrape(): Promise<Registry[]>;
}

/** `GET /metrics`: the Prometheus text format, behind `Authorization: Bearer <METRICS_TOKEN>`. */
export function metricsRoutes({ token, scrape }: MetricsRouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get(
      METRICS_PATH,
      // Operators' endpoint, not the customers' API: kept out of the OpenAPI document.
      { schema: { hide: true } },
      async (request, reply) => {
        if (!token)
          throw AppError.notFound('route_not_found', { method: request.method, path: METRICS_PATH });
        if (!bearerMatches(request.headers.authorization, token)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw AppError.unauthenticated();
        }
        const registries = await scrape();
        const text = (await Promise.all(registries.map((r) => r.metrics()))).join('\n');
        return reply
          .header('content-type', prometheusContentType)
          .header('cache-control', 'no-store')
          .send(text);
      },
    );
  };
}
