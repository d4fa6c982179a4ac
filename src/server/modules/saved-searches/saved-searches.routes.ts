import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import {
  saveSearchSchema,
  savedSearchListSchema,
  savedSearchSchema,
  savedSearchTexts,
  updateSavedSearchSchema,
} from '@shared/favourites/saved-search.schemas';
import type { AppContext } from '@server/context';
import { idParams } from '@server/platform/route-params';
import { requireUser } from '../auth/current-user';
import { deleteSavedSearch, listSavedSearches, updateSavedSearch } from './manage-saved-search';
import { saveSearch } from './save-search';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const searchParams = idParams(savedSearchTexts.notFound);

export async function savedSearchRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['saved-searches'];

  api.get(
    '/api/me/saved-searches',
    {
      schema: {
        tags,
        summary: 'My saved searches, newest first',
        response: { 200: savedSearchListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ items: await listSavedSearches(ctx.db, (await requireUser(request, ctx)).id) }),
  );

  api.post(
    '/api/me/saved-searches',
    {
      schema: {
        tags,
        summary: 'Save the shop’s current filters and search words; new matches are notified daily',
        body: saveSearchSchema,
        response: { 201: savedSearchSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      return reply.status(201).send(await saveSearch(ctx.db, user.id, request.body, ctx.clock.now()));
    },
  );

  api.patch(
    '/api/me/saved-searches/:id',
    {
      schema: {
        tags,
        summary: 'Rename, pause or resume one of my saved searches',
        params: searchParams,
        body: updateSavedSearchSchema,
        response: { 200: savedSearchSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      return updateSavedSearch(ctx.db, user.id, request.params.id, request.body, ctx.clock.now());
    },
  );

  api.delete(
    '/api/me/saved-searches/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of my saved searches',
        params: searchParams,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSavedSearch(ctx.db, (await requireUser(request, ctx)).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
