import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { okResponseSchema } from '@shared/orders/order-view.schemas';
import { MAX_PAGE_SIZE, pageQuerySchema } from '@shared/paging';
import { reportDecisionSchema, reportQueueSchema } from '@shared/trust/report-queue.schemas';
import type { AppContext } from '@server/context';
import { requireAdmin } from '../auth/current-user';
import { decideReports } from './decide-reports';
import { listReportQueue } from './list-report-queue';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export async function reportQueueRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/reports',
    {
      schema: {
        tags,
        summary: `Admin: a page of open reports grouped by target (at most ${MAX_PAGE_SIZE} groups), most recently reported first`,
        querystring: pageQuerySchema,
        response: { 200: reportQueueSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireAdmin(request, ctx);
      reply.header('cache-control', 'no-store');
      return listReportQueue(ctx.db, request.query);
    },
  );

  api.post(
    '/api/admin/reports/decisions',
    {
      schema: {
        tags,
        summary: 'Admin: decide on every open report about one target (dismiss, take down, warn, suspend)',
        body: reportDecisionSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await decideReports(ctx, await requireAdmin(request, ctx), request.body);
      return { ok: true as const };
    },
  );
}
