import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import {
  NOTIFICATION_PANEL_LIMIT,
  notificationListSchema,
  notificationPageQuerySchema,
} from '@shared/notifications/notification.schemas';
import { notificationTexts } from '@shared/notifications/notification-texts';
import { MAX_PAGE_SIZE } from '@shared/paging';
import type { AppContext } from '@server/context';
import { badRequest } from '@server/platform/errors';
import { eventStreamAnswer } from '@server/platform/event-stream';
import { idParams } from '@server/platform/route-params';
import { requireSessionId, requireUser } from '../auth/current-user';
import { deleteNotification, listNotifications, markAllRead } from './notifications.service';
import { unsubscribe } from './unsubscribe';
import { unsubscribeDonePage, unsubscribePage, unsubscribeTexts } from './unsubscribe-page';

/** An answer that is a page for a person, not JSON (documentation: a string is sent as it is). */
const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });

export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  api.get(
    '/api/me/notifications',
    {
      schema: {
        tags,
        summary: `A page of my notifications, newest first (${NOTIFICATION_PANEL_LIMIT} unless asked, at most ${MAX_PAGE_SIZE}), and my unread count`,
        querystring: notificationPageQuerySchema,
        response: { 200: notificationListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listNotifications(ctx.db, (await requireUser(request, ctx)).id, request.query),
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

  const unsubscribeQuery = z.object({ token: z.string().max(200, unsubscribeTexts.invalid) });

  // RFC 8058 one-click: the mail client posts `List-Unsubscribe=One-Click` as a form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  api.post(
    '/api/notifications/unsubscribe',
    {
      config: { csrfExempt: true },
      schema: {
        tags,
        summary: "One-click unsubscribe from an e-mail's List-Unsubscribe link (signed token)",
        querystring: unsubscribeQuery,
        response: { 200: z.object({ message: z.string() }), 400: apiErrorSchema },
      },
    },
    async (request) => {
      if (!(await unsubscribe(ctx.db, ctx.secrets.signing, request.query.token, ctx.clock.now()))) {
        throw badRequest(unsubscribeTexts.invalid, 'INVALID_TOKEN');
      }
      return { message: unsubscribeTexts.done };
    },
  );

  // What the page's button posts (a browser form, from our own page): the answer is a page too.
  api.post(
    '/api/notifications/unsubscribe/confirm',
    {
      // A browser posted it: a mangled link gets the same page as an expired one, never JSON.
      attachValidation: true,
      schema: {
        tags,
        summary: "The unsubscribe page's confirmation (HTML answer)",
        querystring: unsubscribeQuery,
        response: { 200: htmlPage('Unsubscribed'), 400: htmlPage('Invalid or expired link') },
      },
    },
    async (request, reply) => {
      const done =
        !request.validationError &&
        (await unsubscribe(ctx.db, ctx.secrets.signing, request.query.token, ctx.clock.now()));
      return reply
        .status(done ? 200 : 400)
        .type('text/html; charset=utf-8')
        .send(unsubscribeDonePage(done));
    },
  );

  // Opened in a browser (or by a link checker): a page that asks, since a GET must change nothing.
  api.get(
    '/api/notifications/unsubscribe',
    {
      schema: {
        tags,
        summary: 'The page behind the unsubscribe link: a button that confirms',
        querystring: unsubscribeQuery,
        response: { 200: htmlPage('The page with its button') },
      },
    },
    async (request, reply) => reply.type('text/html; charset=utf-8').send(unsubscribePage(request.query.token)),
  );

  api.get(
    '/api/me/events',
    {
      schema: {
        tags,
        summary:
          'Live stream (Server-Sent Events) of my notifications: `notification` {op, id} when one is created, read or deleted; `conversation` {conversationId} when a message or a read receipt arrives in one of my conversations; `resync` when everything must be refetched',
        response: { 200: eventStreamAnswer, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      // A stream outlives its request: it ends once its session no longer holds (signed out elsewhere).
      const sessionId = await requireSessionId(request, ctx);
      const stream = app.liveStreams.open(request, reply, { userId: user.id, sessionId, needsAdmin: false });
      const unsubscribe = ctx.realtime.subscribe((message) => {
        if (message.kind === 'notification' && message.userId === user.id) {
          stream.send('notification', { op: message.op, id: message.id });
        }
        if (message.kind === 'conversation' && message.userIds.includes(user.id)) {
          stream.send('conversation', { conversationId: message.conversationId });
        }
        if (message.kind === 'resync') stream.send('resync', {});
      });
      stream.onClose(unsubscribe);
    },
  );
}
