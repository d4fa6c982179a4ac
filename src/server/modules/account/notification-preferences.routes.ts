import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationPreferencesSchema } from '@shared/account/notification-preferences.schemas';
import { apiErrorSchema } from '@shared/errors/api-error';
import type { AppContext } from '@server/context';
import { requireUser } from '../auth/current-user';
import { getNotificationPreferences, saveNotificationPreferences } from './notification-preferences';

export async function notificationPreferenceRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  api.get(
    '/api/me/notification-preferences',
    {
      schema: {
        tags,
        summary: 'My notification preferences (all on by default)',
        response: { 200: notificationPreferencesSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      reply.header('cache-control', 'no-store');
      return getNotificationPreferences(ctx.db, user.id);
    },
  );

  api.put(
    '/api/me/notification-preferences',
    {
      schema: {
        tags,
        summary: 'Save my notification preferences',
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      return saveNotificationPreferences(ctx.db, user.id, request.body, ctx.clock.now());
    },
  );
}
