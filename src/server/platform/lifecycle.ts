import type { FastifyInstance } from 'fastify';

export type LifecycleState = 'starting' | 'ready' | 'draining';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: { state: LifecycleState };
  }
}

/** Where the instance stands, for a load balancer's readiness probe (`GET /api/ready`). */
export function registerLifecycle(app: FastifyInstance): void {
  const lifecycle: { state: LifecycleState } = { state: 'starting' };
  app.decorate('lifecycle', lifecycle);
  app.addHook('onReady', async () => {
    lifecycle.state = 'ready';
  });
}

/** From now on the probe answers 503, so the load balancer sends new requests elsewhere. */
export function beginDraining(app: FastifyInstance): void {
  app.lifecycle.state = 'draining';
}

/**
 * Stops listening and waits for the requests in flight. Node closes the connections idle at
 * that moment only; one a proxy keeps alive and that finishes its request afterwards would
 * hold the server open until its keep-alive timeout, so idle ones are swept until the end,
 * and whatever is still open after `graceMs` is cut.
 */
export async function closeGracefully(app: FastifyInstance, graceMs = 5_000): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  const cutOff = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cutOff);
  }
}
