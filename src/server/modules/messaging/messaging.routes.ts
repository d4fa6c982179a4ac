import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import {
  conversationListSchema,
  conversationReportSchema,
  conversationViewQuerySchema,
  conversationViewSchema,
  flaggedConversationListSchema,
  messagePhotoRules,
  openConversationSchema,
  openedConversationSchema,
  sendMessageSchema,
  unreadCountSchema,
} from '@shared/messaging/message.schemas';
import { MESSAGE_PHOTO_MAX, messagingTexts } from '@shared/messaging/message-texts';
import { MAX_PAGE_SIZE, pageQuerySchema } from '@shared/paging';
import type { AppContext } from '@server/context';
import { fileField } from '@server/platform/openapi/upload-body';
import { idParams } from '@server/platform/route-params';
import { requireAdmin, requireUser } from '../auth/current-user';
import { listFlaggedConversations, markFlagReviewed } from './admin-conversations';
import { listConversations, unreadMessageCount } from './list-conversations';
import { markConversationRead } from './mark-read';
import { openConversation } from './open-conversation';
import { readConversation } from './read-conversation';
import { readMessageRequest } from './read-message-request';
import { reportConversation } from './report-conversation';
import { sendMessage } from './send-message';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const conversationParams = idParams(messagingTexts.notFound);

export async function messagingRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['messaging'];

  api.post(
    '/api/conversations',
    {
      schema: {
        tags,
        summary: 'Open (or find again) my conversation about a listing or an order',
        body: openConversationSchema,
        response: { 200: openedConversationSchema, ...errors },
      },
    },
    async (request) => ({ id: await openConversation(ctx.db, await requireUser(request, ctx), request.body) }),
  );

  api.get(
    '/api/conversations',
    {
      schema: {
        tags,
        summary: `A page of my conversations, last activity first (at most ${MAX_PAGE_SIZE}), with their unread counts`,
        querystring: pageQuerySchema,
        response: { 200: conversationListSchema, ...errors },
      },
    },
    async (request) => listConversations(ctx.db, (await requireUser(request, ctx)).id, request.query),
  );

  api.get(
    '/api/conversations/unread-count',
    {
      schema: { tags, summary: 'How many messages I have not read', response: { 200: unreadCountSchema, ...errors } },
    },
    async (request) => ({ unreadCount: await unreadMessageCount(ctx.db, (await requireUser(request, ctx)).id) }),
  );

  api.get(
    '/api/conversations/:id',
    {
      schema: {
        tags,
        summary: 'A conversation of mine (or, for an admin, one with an open flag or report), 50 messages a page',
        params: conversationParams,
        querystring: conversationViewQuerySchema,
        response: { 200: conversationViewSchema, ...errors },
      },
    },
    async (request) => readConversation(ctx, await requireUser(request, ctx), request.params.id, request.query.before),
  );

  api.post(
    '/api/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'Send a message: JSON {body}, or multipart "body" and up to 3 "photos" (JPG, PNG, WEBP, 5 MB)',
        params: conversationParams,
        response: { 201: z.object({ id: z.uuid() }), 429: apiErrorSchema, ...errors },
      },
      config: {
        upload: {
          fields: sendMessageSchema,
          files: [fileField('photos', messagePhotoRules, { maxCount: MESSAGE_PHOTO_MAX })],
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      const id = await sendMessage(ctx, request.log, user, request.params.id, await readMessageRequest(request));
      return reply.status(201).send({ id });
    },
  );

  api.post(
    '/api/conversations/:id/read',
    {
      schema: {
        tags,
        summary: 'I have read this conversation',
        params: conversationParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      await markConversationRead(ctx.db, user.id, request.params.id, ctx.clock.now());
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/api/conversations/:id/reports',
    {
      schema: {
        tags,
        summary: 'Report this conversation, or one message of the other person (`messageId`)',
        params: conversationParams,
        body: conversationReportSchema,
        response: { 201: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request, reply) => {
      await reportConversation(ctx.db, (await requireUser(request, ctx)).id, request.params.id, request.body);
      return reply.status(201).send({ ok: true as const });
    },
  );

  api.get(
    '/api/admin/conversations',
    {
      schema: {
        tags: ['admin'],
        summary: `Admin: a page of the conversations to review (a payment warning not yet reviewed, or an open report), oldest first (at most ${MAX_PAGE_SIZE})`,
        querystring: pageQuerySchema,
        response: { 200: flaggedConversationListSchema, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request, ctx);
      return listFlaggedConversations(ctx.db, request.query);
    },
  );

  api.post(
    '/api/admin/conversations/:id/review',
    {
      schema: {
        tags: ['admin'],
        summary: "Mark a flagged conversation's payment warning as reviewed",
        params: conversationParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request, ctx);
      await markFlagReviewed(ctx.db, admin.id, request.params.id, ctx.clock.now());
      return reply.status(204).send(null);
    },
  );
}
