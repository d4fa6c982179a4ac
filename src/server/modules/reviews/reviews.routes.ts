import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { createdReviewSchema, reviewContextSchema, reviewMessages } from '@shared/reviews/review-context.schemas';
import { reviewSchema } from '@shared/reviews/review.schemas';
import type { AppContext } from '@server/context';
import { requireUser } from '../auth/current-user';
import { getReviewContext } from './review-context';
import { submitReview } from './submit-review';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };
const orderParams = z.object({ orderId: z.uuid({ error: reviewMessages.notAllowed }) });

export async function reviewRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reviews'];

  api.get(
    '/api/orders/:orderId/review-context',
    {
      schema: {
        tags,
        summary: 'Buyer: the order the review form rates, and why it may not',
        params: orderParams,
        response: { 200: reviewContextSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      return getReviewContext(ctx, user.id, request.params.orderId);
    },
  );

  api.post(
    '/api/orders/:orderId/review',
    {
      schema: {
        tags,
        summary: 'Buyer: rate a delivered order once; completes it and notifies the seller',
        params: orderParams,
        body: reviewSchema,
        response: { 201: createdReviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      return reply.status(201).send(await submitReview(ctx, user, request.params.orderId, request.body));
    },
  );
}
