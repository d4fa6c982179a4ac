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
