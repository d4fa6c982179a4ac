import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { bundleDiscountSchema, bundleDiscountViewSchema } from '@shared/lots/bundle-discount.schemas';
import { lotItemRequestSchema, lotListSchema, lotMessages, lotViewSchema } from '@shared/lots/lot.schemas';
import { MAX_PAGE_SIZE, pageQuerySchema } from '@shared/paging';
import type { AppContext } from '@server/context';
import { requireUser } from '../auth/current-user';
import { addLotItem } from './add-lot-item';
import { readOwnBundleDiscount, saveBundleDiscount } from './bundle-discount';
import { listLots } from './list-lots';
import { readLot } from './read-lot';
import { removeLotItem } from './remove-lot-item';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const sellerId = z.uuid({ error: lotMessages.sellerInvalid });
const lotParams = z.object({ sellerId });
const lotItemParams = z.object({ sellerId, productId: z.uuid({ error: lotMessages.productInvalid }) });

/** Issue 32 / decision 065: the seller's bundle discount, and the buyer's open lots. */
export async function lotRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['lots'];

  api.get(
    '/api/me/bundle-discount',
    {
      schema: {
        tags,
        summary: 'Seller: my bundle discount steps (none: off)',
        response: { 200: bundleDiscountViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      reply.header('cache-control', 'no-store');
      return readOwnBundleDiscount(ctx.db, user);
    },
  );

  api.put(
    '/api/me/bundle-discount',
    {
      schema: {
        tags,
        summary: 'Seller: set my bundle discount, 0 to 4 steps (from 2–10 items, 1–50 %, growing)',
        body: bundleDiscountSchema,
        response: { 200: bundleDiscountViewSchema, ...errors },
      },
    },
    async (request) => saveBundleDiscount(ctx, await requireUser(request, ctx), request.body),
  );

  api.get(
    '/api/me/lots',
    {
      schema: {
        tags,
        summary: `A page of my open lots, one per seller, newest change first (at most ${MAX_PAGE_SIZE})`,
        querystring: pageQuerySchema,
        response: { 200: lotListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      reply.header('cache-control', 'no-store');
      return listLots(ctx.db, user.id, request.query);
    },
  );

  api.get(
    '/api/me/lots/:sellerId',
    {
      schema: {
        tags,
        summary: 'My lot with a seller: items at my prices, discount, delivery fee, total; sold items taken out',
        params: lotParams,
        response: { 200: lotViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      reply.header('cache-control', 'no-store');
      return readLot(ctx, user, request.params.sellerId);
    },
  );

  api.post(
    '/api/me/lots/:sellerId/items',
    {
      schema: {
        tags,
        summary: "'Ajouter au lot': add an available listing of this seller (10 at most; again: no change)",
        params: lotParams,
        body: lotItemRequestSchema,
        response: { 200: lotViewSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      await addLotItem(ctx, user, request.params.sellerId, request.body.productId);
      return readLot(ctx, user, request.params.sellerId);
    },
  );

  api.delete(
    '/api/me/lots/:sellerId/items/:productId',
    {
      schema: {
        tags,
        summary: 'Take a listing out of my lot',
        params: lotItemParams,
        response: { 200: lotViewSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      await removeLotItem(ctx, user, request.params.sellerId, request.params.productId);
      return readLot(ctx, user, request.params.sellerId);
    },
  );
}
