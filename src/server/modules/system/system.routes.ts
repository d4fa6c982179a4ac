import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { publicConfigSchema } from '@shared/auth/session.schemas';
import type { AppContext } from '@server/context';
import { hasDevOutbox } from '../dev-outbox/dev-outbox.routes';

export async function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => {
      await sql`SELECT 1`.execute(ctx.db);
      return { status: 'ok' as const, database: ctx.dbKind };
    },
  );

  const lifecycleSchema = z.object({ status: z.enum(['starting', 'ready', 'draining']) });
  api.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness for a load balancer: 200 when serving, 503 while starting or draining (shutting down)',
        response: { 200: lifecycleSchema, 503: lifecycleSchema },
      },
      // Probed every second or so by each load balancer: never a 429, which would take the instance out.
      config: { rateLimit: false },
    },
    async (_request, reply) => {
      const status = app.lifecycle.state;
      return reply.status(status === 'ready' ? 200 : 503).send({ status });
    },
  );

  api.get(
    '/api/public-config',
    {
      schema: {
        tags: ['system'],
        summary: 'Contact details shown in the app, the consumer mediator, and whether addresses are suggested',
        response: { 200: publicConfigSchema },
      },
    },
    async () => ({
      support: ctx.config.support,
      addressSuggestions: ctx.config.addressProviderUrl !== undefined,
      mediator: ctx.config.mediator,
      devOutbox: hasDevOutbox(ctx),
    }),
  );

  api.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
