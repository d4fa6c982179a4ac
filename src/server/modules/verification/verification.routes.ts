import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { okResponseSchema } from '@shared/orders/order-view.schemas';
import {
  adminVerificationPageSchema,
  cursorQuerySchema,
  myVerificationSchema,
  refuseVerificationSchema,
  verificationDocumentRules,
  verificationMessages,
  verificationRequestSchema,
} from '@shared/trust/verification.schemas';
import type { AppContext } from '@server/context';
import { badRequest } from '@server/platform/errors';
import { fileField } from '@server/platform/openapi/upload-body';
import { idParams } from '@server/platform/route-params';
import { requireAdmin, requireUser } from '../auth/current-user';
import { decideVerification, revokeVerification } from './decide-verification';
import { listPendingVerifications } from './list-verifications';
import { readVerificationRequest } from './read-verification-request';
import { requestVerification } from './request-verification';
import { getMyVerification } from './verification-state';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const requestParams = idParams(verificationMessages.notFound);
const userParams = z.object({ id: z.uuid({ error: 'Utilisateur introuvable' }) });
const ok = { ok: true as const };

export async function verificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/me/verification',
    {
      schema: {
        tags: ['verification'],
        summary: 'Where the signed-in seller’s verification stands, with the reason of a refusal',
        response: { 200: myVerificationSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      reply.header('cache-control', 'no-store');
      return getMyVerification(ctx.db, user.id);
    },
  );

  api.post(
    '/api/me/verification',
    {
      schema: {
        tags: ['verification'],
        summary: 'Seller: ask to be verified; multipart fields kind, siret and file "document"',
        response: { 201: myVerificationSchema, ...errors },
      },
      config: {
        upload: {
          files: [fileField('document', verificationDocumentRules)],
          fields: z.object({ kind: z.enum(['individual', 'professional']), siret: z.string().optional() }),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      const form = await readVerificationRequest(request);
      const parsed = verificationRequestSchema.safeParse(form.fields);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? verificationMessages.requestFailed);
      const state = await requestVerification(ctx, request.log, user, parsed.data, form.document);
      return reply.status(201).send(state);
    },
  );

  api.get(
    '/api/admin/verifications',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin: pending verification requests, 10 at a time, documents signed for one hour',
        querystring: cursorQuerySchema,
        response: { 200: adminVerificationPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireAdmin(request, ctx);
      reply.header('cache-control', 'no-store');
      return listPendingVerifications(ctx, request.query.after);
    },
  );

  api.post(
    '/api/admin/verifications/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin: approve a pending request (the seller gets the verified badge)',
        params: requestParams,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await decideVerification(ctx, await requireAdmin(request, ctx), request.params.id, { status: 'approved' });
      return ok;
    },
  );

  api.post(
    '/api/admin/verifications/:id/refuse',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin: refuse a pending request with the reason the seller reads',
        params: requestParams,
        body: refuseVerificationSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request, ctx);
      await decideVerification(ctx, admin, request.params.id, {
        status: 'refused',
        reason: request.body.reason,
        ground: request.body.ground,
      });
      return ok;
    },
  );

  api.post(
    '/api/admin/users/:id/verification/revoke',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin: withdraw a verification in force, with a reason',
        params: userParams,
        body: refuseVerificationSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await revokeVerification(
        ctx,
        await requireAdmin(request, ctx),
        request.params.id,
        request.body.reason,
        request.body.ground,
      );
      return ok;
    },
  );
}
