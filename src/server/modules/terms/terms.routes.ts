import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import {
  acceptTermsSchema,
  myTermsSchema,
  publishTermsSchema,
  termsHistorySchema,
  termsVersionSchema,
} from '@shared/legal/terms.schemas';
import type { AppContext } from '@server/context';
import { requireAdmin, requireUser } from '../auth/current-user';
import { acceptTerms, myTerms } from './accept-terms';
import { publishTerms } from './publish-terms';
import { termsHistory } from './terms-versions';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };

export async function termsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/terms',
    {
      schema: {
        tags: ['terms'],
        summary: 'The terms version in force, the one announced, and every version with its date',
        response: { 200: termsHistorySchema },
      },
    },
    async () => termsHistory(ctx.db, ctx.clock.now()),
  );

  api.get(
    '/api/me/terms',
    {
      schema: {
        tags: ['terms'],
        summary: 'Whether the signed-in person must accept the terms version in force',
        response: { 200: myTermsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      reply.header('cache-control', 'no-store');
      return myTerms(ctx, user.id);
    },
  );

  api.post(
    '/api/me/terms/accept',
    {
      schema: {
        tags: ['terms'],
        summary: 'Accept the terms version in force (recorded with its time)',
        body: acceptTermsSchema,
        response: { 200: myTermsSchema, ...errors },
      },
    },
    async (request) => acceptTerms(ctx, (await requireUser(request, ctx)).id, request.body.version),
  );

  api.post(
    '/api/admin/terms',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin: publish a new terms version, in force at least 15 days later; sellers are told at once',
        body: publishTermsSchema,
        response: { 201: termsVersionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request, ctx);
      return reply.status(201).send(await publishTerms(ctx, admin, request.body));
    },
  );
}
