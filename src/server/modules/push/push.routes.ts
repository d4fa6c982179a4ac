import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { pushSubscriptionSchema } from '@shared/notifications/notification.schemas';
import type { AppContext } from '@server/context';
import { requireUser } from '../auth/current-user';
import { removePushSubscription } from './remove-push-subscription';
import { savePushSubscription } from './save-push-subscription';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export async function pushRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['push'];

  api.get(
    '/api/push/public-key',
    {
      schema: {
        tags,
        summary: "The VAPID public key a browser subscribes with (the application server's key)",
        response: { 200: z.object({ publicKey: z.string() }) },
      },
    },
    async () => ({ publicKey: ctx.secrets.vapid.publicKey }),
  );

  api.post(
    '/api/me/push-subscriptions',
    {
      schema: {
        tags,
        summary: 'Turn push on for this browser (its PushSubscription.toJSON())',
        body: pushSubscriptionSchema,
        response: { 201: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      await savePushSubscription(ctx.db, user.id, request.body, ctx.clock.now(), ctx.config.push.serviceHosts);
      return reply.status(201).send({ ok: true });
    },
  );

  api.delete(
    '/api/me/push-subscriptions',
    {
      schema: {
        tags,
        summary: 'Turn push off for this browser',
        body: pushSubscriptionSchema.pick({ endpoint: true }),
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      await removePushSubscription(ctx.db, user.id, request.body.endpoint);
      return reply.status(204).send();
    },
  );
}
