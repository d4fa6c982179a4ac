import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportSchema } from '@shared/catalogue/report.schemas';
import { blockedUserListSchema, hiddenListingListSchema } from '@shared/moderation/block.schemas';
import { apiErrorSchema } from '@shared/errors/api-error';
import { MAX_PAGE_SIZE, pageQuerySchema } from '@shared/paging';
import type { AppContext } from '@server/context';
import { requireUser } from '../auth/current-user';
import { blockUser, createReport, hideProductForViewer, unblockUser } from './moderation.service';
import { listBlockedUsers, listHiddenListings, showProductAgain } from './viewer-choices';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const reportBody = reportSchema.extend({
  target: z.discriminatedUnion('type', [
    z.object({ type: z.literal('product'), productId: z.uuid() }),
    z.object({ type: z.literal('user'), userId: z.uuid() }),
  ]),
});
const userParams = z.object({ userId: z.uuid({ error: 'Profil introuvable' }) });
const productParams = z.object({ id: z.uuid({ error: 'Produit non trouvé' }) });

export async function moderationRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['moderation'];

  api.post(
    '/api/reports',
    {
      schema: {
        tags,
        summary: 'Report a product or a user',
        body: reportBody,
        response: { 201: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      await createReport(ctx.db, (await requireUser(request, ctx)).id, request.body);
      return reply.status(201).send({ ok: true as const });
    },
  );

  api.put(
    '/api/blocks/:userId',
    {
      schema: {
        tags,
        summary: 'Block a user (their listings disappear for me)',
        params: userParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await blockUser(ctx.db, (await requireUser(request, ctx)).id, request.params.userId);
      return reply.status(204).send();
    },
  );

  api.delete(
    '/api/blocks/:userId',
    { schema: { tags, summary: 'Unblock a user', params: userParams, response: { 204: z.undefined(), ...errors } } },
    async (request, reply) => {
      await unblockUser(ctx.db, (await requireUser(request, ctx)).id, request.params.userId);
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/products/:id/hide',
    {
      schema: {
        tags,
        summary: 'Hide a listing from my shop',
        params: productParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await hideProductForViewer(ctx.db, (await requireUser(request, ctx)).id, request.params.id);
      return reply.status(204).send();
    },
  );

  api.delete(
    '/api/products/:id/hide',
    {
      schema: {
        tags,
        summary: 'Show again a listing I hid',
        params: productParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await showProductAgain(ctx.db, (await requireUser(request, ctx)).id, request.params.id);
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/me/blocks',
    {
      schema: {
        tags,
        summary: `A page of the users I blocked, newest first (at most ${MAX_PAGE_SIZE})`,
        querystring: pageQuerySchema,
        response: { 200: blockedUserListSchema, ...errors },
      },
    },
    async (request) => listBlockedUsers(ctx.db, (await requireUser(request, ctx)).id, request.query),
  );

  api.get(
    '/api/me/hidden-products',
    {
      schema: {
        tags,
        summary: `A page of the listings I hid, newest first (at most ${MAX_PAGE_SIZE})`,
        querystring: pageQuerySchema,
        response: { 200: hiddenListingListSchema, ...errors },
      },
    },
    async (request) => listHiddenListings(ctx.db, (await requireUser(request, ctx)).id, request.query),
  );
}
