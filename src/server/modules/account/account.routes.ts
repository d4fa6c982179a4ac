import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rolesResponseSchema, sessionResponseSchema } from '@shared/auth/session.schemas';
import { apiErrorSchema } from '@shared/errors/api-error';
import { becomeSellerSchema } from '@shared/profile/profile.schemas';
import type { AppContext } from '@server/context';
import { getCurrentUser, requireUser } from '../auth/current-user';
import { requireVerifiedEmail } from '../auth/require-verified-email';
import { accountLifeRoutes } from './account-life.routes';
import { becomeSeller, getSessionUser } from './account.service';
import { authHeaders, forwardAuthCookies } from './auth-call';
import { credentialsRoutes } from './credentials.routes';
import { deviceSessionRoutes } from './device-sessions.routes';
import { notificationPreferenceRoutes } from './notification-preferences.routes';
import { twoFactorRoutes } from './two-factor.routes';

export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/session',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user, or null for a visitor',
        response: { 200: sessionResponseSchema },
      },
      config: { access: 'optional' },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Every page asks this first, so here the session slides forward (at most hourly).
      const { headers } = await ctx.auth.api.getSession({ headers: authHeaders(request), returnHeaders: true });
      forwardAuthCookies(reply, headers);
      const current = await getCurrentUser(request, ctx);
      return { user: current ? await getSessionUser(ctx.db, current) : null };
    },
  );

  api.post(
    '/api/me/roles/seller',
    {
      schema: {
        tags: ['account'],
        summary: 'Become a seller',
        description: 'Someone without a username gives one: sellers are shown publicly by it, never by their full name.',
        body: becomeSellerSchema.optional(),
        response: {
          201: rolesResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      requireVerifiedEmail(user);
      const roles = await becomeSeller(ctx.db, user.id, request.body?.username);
      return reply.status(201).send({ roles });
    },
  );

  await notificationPreferenceRoutes(app, ctx);
  await twoFactorRoutes(app, ctx);
  await deviceSessionRoutes(app, ctx);
  await accountLifeRoutes(app, ctx);
  await credentialsRoutes(app, ctx);
}
