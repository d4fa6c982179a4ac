import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { okResponseSchema } from '@shared/orders/order-view.schemas';
import { MAX_PAGE_SIZE } from '@shared/paging';
import { adminUserListSchema, userSearchQuerySchema } from '@shared/trust/admin-search.schemas';
import { suspensionSchema } from '@shared/trust/report-queue.schemas';
import type { AppContext } from '@server/context';
import { requireAdmin } from '../auth/current-user';
import { searchUsers } from './search-users';
import { restoreUser, suspendUser } from './suspend-user';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const userParams = z.object({ id: z.uuid({ error: 'Utilisateur introuvable' }) });
const ok = { ok: true as const };

export async function adminUserRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: `Admin: a page of users (at most ${MAX_PAGE_SIZE}) by name, e-mail, username, referral code or id, in name order`,
        querystring: userSearchQuerySchema,
        response: { 200: adminUserListSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireAdmin(request, ctx);
      reply.header('cache-control', 'no-store');
      return searchUsers(ctx.db, request.query);
    },
  );

  api.post(
    '/api/admin/users/:id/suspend',
    {
      schema: {
        tags,
        summary: 'Admin: suspend a user (sessions end, sign-in refused, listings out of the shop)',
        params: userParams,
        body: suspensionSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await suspendUser(ctx, await requireAdmin(request, ctx), request.params.id, request.body.reason, request.body.ground);
      return ok;
    },
  );

  api.post(
    '/api/admin/users/:id/restore',
    {
      schema: {
        tags,
        summary: 'Admin: lift a suspension',
        params: userParams,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await restoreUser(ctx, await requireAdmin(request, ctx), request.params.id);
      return ok;
    },
  );
}
