import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { devOutboxMessages } from '@shared/auth/email.schemas';
import type { AppContext } from '@server/context';
import { AppError } from '@server/platform/errors';
import { requireUser } from '../auth/current-user';
import { latestOutboxMessage } from './latest-outbox-message';

/** Whether mail lands in DATA_DIR/outbox for a developer to open: never in production, only without SMTP. */
export function hasDevOutbox(ctx: AppContext): boolean {
  return ctx.config.env !== 'production' && ctx.config.mail.smtpUrl === undefined;
}

/**
 * Development only (decision 054): the newest outbox message sent to the signed-in person's own
 * address, opened in the browser, so following a confirmation link needs no mail server. The
 * route does not exist in production.
 */
export async function devOutboxRoutes(app: FastifyInstance, ctx: AppContext) {
  if (!hasDevOutbox(ctx)) return;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/me/outbox/latest',
    {
      schema: {
        tags: ['account'],
        summary: 'Development only: the newest message of the outbox sent to my address, as a page',
        response: {
          200: {
            description: 'The message: its HTML part, or its text with the links made clickable',
            content: { 'text/html': { schema: z.string() } },
          },
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      const message = await latestOutboxMessage(ctx.config.mail.outboxDir, user.email);
      if (message === null) throw new AppError('OUTBOX_EMPTY', devOutboxMessages.empty, 404);
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(message);
    },
  );
}
