import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics } from 'prom-client';
import type { AppContext } from '@server/context';
import { AppError } from '@server/platform/errors';
import { bearerCheck } from './bearer-token';

export const metricsTexts = { refused: 'Jeton de métriques absent ou invalide' } as const;

/**
 * GET /metrics on the main port, behind METRICS_TOKEN, unless METRICS_PORT serves it apart
 * (metrics-server.ts). With neither, the path is not served at all: a 404, like any unknown path.
 * Not in the API document: it is the operator's, not the app's.
 */
export async function metricsRoutes(app: FastifyInstance, ctx: AppContext) {
  const { token, port } = ctx.config.metrics;
  const { registry } = ctx.metrics;
  if (token === undefined && port === undefined) return;
  // The process's own figures (memory, CPU, event loop) only where someone reads them, once per context.
  if (!registry.getSingleMetric('process_cpu_seconds_total')) collectDefaultMetrics({ register: registry });
  if (token === undefined || port !== undefined) return;
  const authorized = bearerCheck(token);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!authorized(request.headers.authorization)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHORIZED', metricsTexts.refused, 401);
    }
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
