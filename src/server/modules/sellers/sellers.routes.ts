import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ratingSchema } from '@shared/catalogue/product.schemas';
import { sellerListingPageSchema, sellerProfileSchema, sellerReviewsSchema } from '@shared/catalogue/seller.schemas';
import { apiErrorSchema } from '@shared/errors/api-error';
import { MAX_PAGE_SIZE, pageQuerySchema } from '@shared/paging';
import { reviewListSchema } from '@shared/reviews/review-view.schemas';
import type { AppContext } from '@server/context';
import { getCurrentUser } from '../auth/current-user';
import { listReviews } from './list-reviews';
import { sellerListingPage } from './seller-listings';
import { getSellerProfile, getSellerRating, getSellerReviews, requirePublicProfile } from './sellers.service';

const sellerParams = z.object({ id: z.uuid({ error: 'Profil introuvable' }) });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

export async function sellerRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sellers'];

  api.get(
    '/api/sellers/:id',
    {
      schema: {
        tags,
        summary: `Public seller profile with the first ${MAX_PAGE_SIZE} listings and 10 latest reviews`,
        params: sellerParams,
        response: { 200: sellerProfileSchema, ...errors },
      },
      config: { access: 'optional' },
    },
    async (request) => getSellerProfile(ctx.db, request.params.id, await getCurrentUser(request, ctx)),
  );

  api.get(
    '/api/sellers/:id/products',
    {
      schema: {
        tags,
        summary: `A page of the seller's listings, newest first (at most ${MAX_PAGE_SIZE})`,
        params: sellerParams,
        querystring: pageQuerySchema,
        response: { 200: sellerListingPageSchema, ...errors },
      },
      config: { access: 'optional' },
    },
    async (request) => {
      const viewer = await getCurrentUser(request, ctx);
      await requirePublicProfile(ctx.db, request.params.id, viewer);
      return sellerListingPage(ctx.db, request.params.id, viewer?.id ?? null, request.query);
    },
  );

  api.get(
    '/api/sellers/:id/rating',
    {
      schema: {
        tags,
        summary: 'Average rating and review count',
        params: sellerParams,
        response: { 200: ratingSchema, ...errors },
      },
    },
    async (request) => getSellerRating(ctx.db, request.params.id),
  );

  api.get(
    '/api/sellers/:id/reviews',
    {
      schema: {
        tags,
        summary: `A page of a seller's reviews, newest first (at most ${MAX_PAGE_SIZE}), with her rating over all of them`,
        params: sellerParams,
        querystring: pageQuerySchema,
        response: { 200: sellerReviewsSchema, ...errors },
      },
    },
    async (request) => getSellerReviews(ctx.db, request.params.id, request.query),
  );

  api.get(
    '/api/products/:id/reviews',
    {
      schema: {
        tags: ['catalogue'],
        summary: `A page of the reviews left on orders of this product, newest first (at most ${MAX_PAGE_SIZE})`,
        params: z.object({ id: z.uuid({ error: 'Produit non trouvé' }) }),
        querystring: pageQuerySchema,
        response: { 200: reviewListSchema, ...errors },
      },
    },
    async (request) => listReviews(ctx.db, { productId: request.params.id }, request.query),
  );
}
