import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { publicConfigSchema } from '@shared/auth/session.schemas';
import type { AppContext } from '@server/context';

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

  api.get(
    '/api/public-config',
    {
      schema: { tags: ['system'], summary: 'Contact details shown in the app', response: { 200: publicConfigSchema } },
    },
    async () => ({ support: ctx.config.support }),
  );

  api.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
