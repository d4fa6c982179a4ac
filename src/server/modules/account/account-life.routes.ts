import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { format } from 'date-fns';
import { z } from 'zod';
import { accountMessages, deleteAccountSchema } from '@shared/account/account-life';
import { apiErrorSchema } from '@shared/errors/api-error';
import type { AppContext } from '@server/context';
import { requireUser } from '../auth/current-user';
import { forwardAuthCookies } from './auth-call';
import { prettyJsonChunks } from '@server/platform/pretty-json-stream';
import { userDataDocument } from './export-data';
import { snapshotReads } from './export-snapshot';
import { requestAccountDeletion } from './request-deletion';
import { dateTimeSchema } from '@shared/date-time';

/**
 * Written as it is read, at the pace the browser reads (decision 078). Once the first bytes
 * are out a failure cannot become an error answer: Fastify then destroys the connection, so
 * the download fails in the browser instead of ending as a file cut short.
 */
function sendJsonFile(reply: FastifyReply, fileName: string, chunks: AsyncIterable<string>) {
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .type('application/json; charset=utf-8')
    .send(Readable.from(chunks, { objectMode: false }));
}

/** Leaving (deletion after 14 days) and taking one's data along (export). */
export async function accountLifeRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const inSnapshot = snapshotReads(ctx.dbKind);

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
      // Pretty-printed: the file is meant to be read by the person it is about.
      const chunks = inSnapshot(ctx.db, (reader) => prettyJsonChunks(userDataDocument(reader, user.id, now)));
      return sendJsonFile(reply, `boucles-mes-donnees-${format(now, 'yyyy-MM-dd')}.json`, chunks);
    },
  );
}
