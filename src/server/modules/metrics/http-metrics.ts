import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, type Metric, type Registry } from 'prom-client';

/** The apps built on one context, whose streams the gauge adds up (a test may build a second one). */
const appsOf = new WeakMap<Registry, Set<FastifyInstance>>();

/**
 * Requests by method, route pattern and status, their latency, and the open live streams.
 * The route is the pattern (/api/orders/:id), never the URL: one series per route, whatever
 * ids or probes arrive. Registered before the routes, so that its hook sees them all. A second
 * app on the same context counts into the same series.
 */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const registers = [registry];
  const existing = <T extends Metric>(name: string, make: () => T): T =>
    (registry.getSingleMetric(name) as T | undefined) ?? make();
  const requests = existing(
    'http_requests_total',
    () =>
      new Counter({
        name: 'http_requests_total',
        help: 'HTTP requests answered, by method, route pattern and status',
        labelNames: ['method', 'route', 'status'],
        registers,
      }),
  );
  const duration = existing(
    'http_request_duration_seconds',
    () =>
      new Histogram({
        name: 'http_request_duration_seconds',
        help: 'Time from the request to the end of its answer, by method and route pattern',
        labelNames: ['method', 'route'],
        registers,
      }),
  );
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeLabel(request, reply) };
    requests.inc({ ...labels, status: String(reply.statusCode) });
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  const apps = appsOf.get(registry) ?? new Set();
  appsOf.set(registry, apps.add(app));
  app.addHook('onClose', async () => void apps.delete(app));
  existing(
    'live_streams_open',
    () =>
      new Gauge({
        name: 'live_streams_open',
        help: 'Live event streams (Server-Sent Events) open on this instance',
        registers,
        collect() {
          this.set([...apps].reduce((open, each) => open + each.liveStreams.size, 0));
        },
      }),
  );
}

/** No route matched: the web app's pages (answered by the fallback) apart from everything else. */
function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  const route = request.routeOptions.url;
  if (route !== undefined) return route;
  return request.method === 'GET' && reply.statusCode < 400 ? 'page' : 'unmatched';
}
