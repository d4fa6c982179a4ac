import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { format } from 'date-fns';
import { z } from 'zod';
import { accountMessages, deleteAccountSchema } from '@shared/account/account-life';
import { apiErrorSchema } from '@shared/errors/api-error';
import type { AppContext } from '@server/context';
import { requireUser } from '../auth/current-user';
import { forwardAuthCookies } from './auth-call';
import { exportUserData } from './export-data';
import { requestAccountDeletion } from './request-deletion';
import { dateTimeSchema } from '@shared/date-time';

/** Leaving (deletion after 14 days) and taking one's data along (export). */
export async function accountLifeRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  api.delete(
    '/api/me',
    {
      schema: {
        tags,
        summary:
          'Delete my account (password, and TOTP code when enrolled): signed out everywhere now, anonymised after 14 days',
        body: deleteAccountSchema,
        response: {
          200: z.object({ message: z.literal(accountMessages.deletionScheduled), deletionDate: dateTimeSchema }),
          400: apiErrorSchema,
          401: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      const { cookies, deletionDate } = await requestAccountDeletion(ctx, request, user, request.body);
      forwardAuthCookies(reply, cookies);
      return { message: accountMessages.deletionScheduled, deletionDate: deletionDate.toISOString() };
    },
  );

  api.get(
    '/api/me/export',
    {
      schema: {
        tags,
        summary: 'Download my data (JSON file): profile, products, orders, reviews, referrals, notifications',
        response: {
          200: {
            description: 'A JSON file to save (`Content-Disposition: attachment`)',
            content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
          },
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      const now = ctx.clock.now();
      const data = await exportUserData(ctx.db, user.id, now);
      // Pretty-printed: the file is meant to be read by the person it is about.
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="boucles-mes-donnees-${format(now, 'yyyy-MM-dd')}.json"`)
        .type('application/json; charset=utf-8')
        .serializer((payload) => JSON.stringify(payload, null, 2))
        .send(data);
    },
  );
}
