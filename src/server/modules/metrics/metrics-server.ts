import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import type { Logger } from '@server/platform/logger';
import { bearerCheck } from './bearer-token';

export type MetricsServer = { port: number; close(): Promise<void> };

/**
 * METRICS_PORT: /metrics on a listener of its own, on METRICS_HOST (127.0.0.1 unless told),
 * for a Prometheus on the same machine or network; METRICS_TOKEN, when set, is asked there too.
 * Nothing else is served on it.
 */
export async function startMetricsServer(
  registry: Registry,
  options: { port: number; host: string; token: string | undefined },
  logger: Logger,
): Promise<MetricsServer> {
  const authorized = options.token === undefined ? () => true : bearerCheck(options.token);
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
    } else if (!authorized(request.headers.authorization)) {
      response.writeHead(401, { 'www-authenticate': 'Bearer realm="metrics"' }).end();
    } else {
      registry.metrics().then(
        (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
        (error: unknown) => {
          logger.error({ err: error }, 'metrics not collected');
          response.writeHead(500).end();
        },
      );
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
