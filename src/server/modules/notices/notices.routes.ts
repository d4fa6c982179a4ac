import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { noticeReceiptSchema, noticeSchema } from '@shared/moderation/notice.schemas';
import type { AppContext } from '@server/context';
import { getCurrentUser } from '../auth/current-user';
import { sendNotice } from './send-notice';

/** Enough for a person reporting several things; not enough to flood the queue or the mailer. */
export const NOTICES_PER_HOUR = 10;

export async function noticesRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/notices',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Send a notice about a listing, a member, a message or a review (DSA art. 16), visitors included',
        body: noticeSchema,
        response: { 201: noticeReceiptSchema, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
      config: { access: 'optional', rateLimit: { max: NOTICES_PER_HOUR, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const sender = await getCurrentUser(request, ctx);
      return reply.status(201).send(await sendNotice(ctx, sender, request.body));
    },
  );
}
