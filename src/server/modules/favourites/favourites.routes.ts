import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productPageMessages } from '@shared/catalogue/product-page-messages';
import { apiErrorSchema } from '@shared/errors/api-error';
import { FAVOURITE_COUNTS_MAX_IDS, FAVOURITE_LIMIT } from '@shared/favourites/favourite-texts';
import {
  favouriteCountsQuerySchema,
  favouriteCountsSchema,
  favouriteIdsSchema,
  favouriteListSchema,
} from '@shared/favourites/favourite.schemas';
import { MAX_PAGE_SIZE, pageQuerySchema } from '@shared/paging';
import type { AppContext } from '@server/context';
import { idParams } from '@server/platform/route-params';
import { requireUser } from '../auth/current-user';
import { favouriteCounts, favouriteIds, listFavourites } from './list-favourites';
import { addFavourite, removeFavourite } from './save-favourite';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const productParams = idParams(productPageMessages.notFound);

export async function favouriteRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['favourites'];

  api.get(
    '/api/me/favourites',
    {
      schema: {
        tags,
        summary: `A page of my favourites, newest first (at most ${MAX_PAGE_SIZE}), with whether each can still be bought`,
        querystring: pageQuerySchema,
        response: { 200: favouriteListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listFavourites(ctx.db, (await requireUser(request, ctx)).id, request.query),
  );

  api.get(
    '/api/me/favourites/ids',
    {
      schema: {
        tags,
        summary: `The ids of my favourites (the hearts on cards): a set of at most ${FAVOURITE_LIMIT}, the most a member may save`,
        response: { 200: favouriteIdsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ productIds: await favouriteIds(ctx.db, (await requireUser(request, ctx)).id) }),
  );

  api.put(
    '/api/me/favourites/:id',
    {
      schema: {
        tags,
        summary: 'Save a listing in my favourites',
        params: productParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await addFavourite(ctx.db, (await requireUser(request, ctx)).id, request.params.id);
      return reply.status(204).send();
    },
  );

  api.delete(
    '/api/me/favourites/:id',
    {
      schema: {
        tags,
        summary: 'Remove a listing from my favourites',
        params: productParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await removeFavourite(ctx.db, (await requireUser(request, ctx)).id, request.params.id);
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/me/favourite-counts',
    {
      schema: {
        tags,
        summary: `How many people saved each of my listings asked about (?ids=, 1 to ${FAVOURITE_COUNTS_MAX_IDS})`,
        querystring: favouriteCountsQuerySchema,
        response: { 200: favouriteCountsSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => favouriteCounts(ctx.db, (await requireUser(request, ctx)).id, request.query.ids),
  );
}
