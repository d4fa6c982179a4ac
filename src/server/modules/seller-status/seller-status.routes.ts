import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { mySellerStatusSchema, sellerStatusInputSchema } from '@shared/trust/seller-status.schemas';
import type { AppContext } from '@server/context';
import { requireUser } from '../auth/current-user';
import { getMySellerStatus, setSellerStatus } from './seller-status';

export async function sellerStatusRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];

  api.get(
    '/api/me/seller-status',
    {
      schema: {
        tags,
        summary: 'My seller status (Particulier or Professionnel), my legal details, whether I may publish',
        response: { 200: mySellerStatusSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      reply.header('cache-control', 'no-store');
      return getMySellerStatus(ctx.db, user.id);
    },
  );

  api.put(
    '/api/me/seller-status',
    {
      schema: {
        tags,
        summary:
          'Say Particulier or Professionnel; a professional gives company name, address, phone, e-mail, SIRET, VAT number if any and the EU-law certification (DSA art. 30)',
        body: sellerStatusInputSchema,
        response: { 200: mySellerStatusSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      return setSellerStatus(ctx, user, request.body);
    },
  );
}
