import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { earningsSchema } from '@shared/earnings/earnings.schemas';
import type { AppContext } from '@server/context';
import { requireUser } from '../auth/current-user';
import { readEarnings } from './read-earnings';

export async function earningsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/me/earnings',
    {
      schema: {
        tags: ['payouts'],
        summary: 'My earnings as a seller: escrow, payable, paid out, per order, and the payout history',
        response: { 200: earningsSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    // Anyone signed in: someone who never sold reads zeros, and only ever their own figures.
    async (request) => readEarnings(ctx, (await requireUser(request, ctx)).id),
  );
}
