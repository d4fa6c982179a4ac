import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { notificationListSchema, notificationTexts } from '@shared/notifications/notification.schemas';
import type { AppContext } from '@server/context';
import { openEventStream } from '@server/platform/event-stream';
import { idParams } from '@server/platform/route-params';
import { loadCurrentUser, requireUser } from '../auth/current-user';
import { deleteNotification, listNotifications, markAllRead } from './notifications.service';

export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  api.get(
    '/api/me/notifications',
    {
      schema: {
        tags,
        summary: 'My 20 newest notifications and my unread count',
        response: { 200: notificationListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listNotifications(ctx.db, (await requireUser(request, ctx)).id),
  );

  api.post(
    '/api/me/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Mark all my notifications read',
        response: { 200: z.object({ unreadCount: z.literal(0) }), 401: apiErrorSchema },
      },
    },
    async (request) => {
      await markAllRead(ctx.db, (await requireUser(request, ctx)).id);
      return { unreadCount: 0 as const };
    },
  );

  api.delete(
    '/api/me/notifications/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of my notifications (opening it)',
        params: idParams(notificationTexts.notFound),
        response: { 204: z.null(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteNotification(ctx.db, (await requireUser(request, ctx)).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/api/me/events',
    {
      schema: {
        tags,
        summary:
          'Live stream (Server-Sent Events) of my notifications: `notification` {op, id} when one is created, read or deleted; `resync` when everything must be refetched',
        response: { 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      // A stream outlives its request: it ends once the session no longer holds (signed out elsewhere).
      const stream = openEventStream(request, reply, async (open) => {
        if ((await loadCurrentUser(request, ctx))?.id !== user.id) open.end();
      });
      const unsubscribe = ctx.realtime.subscribe((message) => {
        if (message.kind === 'notification' && message.userId === user.id) {
          stream.send('notification', { op: message.op, id: message.id });
        }
        if (message.kind === 'resync') stream.send('resync', {});
      });
      stream.onClose(unsubscribe);
    },
  );
}
