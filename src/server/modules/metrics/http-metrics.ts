import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/**
 * Requests by method, route pattern and status, their latency, and the open live streams.
 * The route is the pattern (/api/orders/:id), never the URL: one series per route, whatever
 * ids or probes arrive. Registered before the routes, so that its hook sees them all.
 */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const registers = [registry];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method and route pattern',
    labelNames: ['method', 'route'],
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeLabel(request, reply) };
    requests.inc({ ...labels, status: String(reply.statusCode) });
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  new Gauge({
    name: 'live_streams_open',
    help: 'Live event streams (Server-Sent Events) open on this instance',
    registers,
    collect() {
      this.set(app.liveStreams.size);
    },
  });
}

/** No route matched: the web app's pages (answered by the fallback) apart from everything else. */
function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  const route = request.routeOptions.url;
  if (route !== undefined) return route;
  return request.method === 'GET' && reply.statusCode < 400 ? 'page' : 'unmatched';
}
