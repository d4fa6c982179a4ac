import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { testRunResultSchema } from '@shared/self-checks/self-check.schemas';
import type { AppContext } from '@server/context';
import { requireAdmin } from '../auth/current-user';
import { runSelfChecks } from './run-self-checks';
import { type FetchOwn, selfCheckList } from './self-check-list';

export async function selfCheckRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const fetchOwn: FetchOwn = async (url) => {
    const response = await app.inject({ method: 'GET', url });
    return { statusCode: response.statusCode, body: response.body };
  };

  api.post(
    '/api/admin/self-checks',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin: run live self-checks of the running system (decisions §7)',
        response: { 200: testRunResultSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request, ctx);
      return runSelfChecks(selfCheckList(ctx, fetchOwn, admin.email), ctx.clock.now(), request.log);
    },
  );
}
