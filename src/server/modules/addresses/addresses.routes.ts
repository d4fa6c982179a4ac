import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { addressQuerySchema, addressSuggestionsResponseSchema } from '@shared/orders/order-view.schemas';
import type { AppContext } from '@server/context';
import { requireUser } from '../auth/current-user';
import { suggestAddresses } from './suggest-addresses';

/** Our server calls the provider, so no key or buyer's address goes from the browser to a third party directly. */
export async function addressRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/addresses/suggest',
    {
      schema: {
        tags: ['orders'],
        summary: 'Address suggestions for checkout (at most 5; empty without a provider or on its error)',
        querystring: addressQuerySchema,
        response: { 200: addressSuggestionsResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      await requireUser(request, ctx);
      return { suggestions: await suggestAddresses(ctx.config.addressProviderUrl, request.query.q, request.log) };
    },
  );
}
