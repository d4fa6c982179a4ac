import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { adminLogPageSchema, adminLogQuerySchema } from '@shared/trust/admin-log.schemas';
import type { AppContext } from '@server/context';
import { requireAdmin } from '../auth/current-user';
import { listAdminLogs } from './list-admin-logs';

export async function adminLogRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/logs',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin: the activity log, 20 at a time, by action and by target',
        querystring: adminLogQuerySchema,
        response: { 200: adminLogPageSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await requireAdmin(request, ctx);
      reply.header('cache-control', 'no-store');
      return listAdminLogs(ctx.db, request.query);
    },
  );
}
