import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { earningsSchema, payoutHistoryPageSchema } from '@shared/earnings/earnings.schemas';
import { MAX_PAGE_SIZE, pageQuerySchema } from '@shared/paging';
import type { AppContext } from '@server/context';
import { requireUser } from '../auth/current-user';
import { listPayoutHistory } from './list-payout-history';
import { readEarnings } from './read-earnings';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export async function earningsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/me/earnings',
    {
      schema: {
        tags: ['payouts'],
        summary: `My earnings as a seller: escrow, payable and paid out over every order, and a page of the orders, newest first (at most ${MAX_PAGE_SIZE})`,
        querystring: pageQuerySchema,
        response: { 200: earningsSchema, ...errors },
      },
    },
    // Anyone signed in: someone who never sold reads zeros, and only ever their own figures.
    async (request) => readEarnings(ctx, (await requireUser(request, ctx)).id, request.query),
  );

  api.get(
    '/api/me/payouts',
    {
      schema: {
        tags: ['payouts'],
        summary: `A page of the payouts made to me, newest first (at most ${MAX_PAGE_SIZE}), each with its proof`,
        querystring: pageQuerySchema,
        response: { 200: payoutHistoryPageSchema, ...errors },
      },
    },
    async (request) => listPayoutHistory(ctx, (await requireUser(request, ctx)).id, request.query),
  );
}
