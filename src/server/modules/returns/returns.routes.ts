import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { orderViewSchema, okResponseSchema } from '@shared/orders/order-view.schemas';
import { orderMessages } from '@shared/orders/order-messages';
import { MAX_PAGE_SIZE } from '@shared/paging';
import {
  adminRefundProofRules,
  adminReturnListQuerySchema,
  adminReturnListResponseSchema,
  disputeDecisionSchema,
  RETURN_PHOTO_MAX,
  returnApprovalSchema,
  returnDisputeSchema,
  returnReceivedSchema,
  returnRefundSchema,
  returnRefusalSchema,
  returnShippingSchema,
  returnMessages,
  returnPhotoRules,
  returnRequestFieldsSchema,
} from '@shared/returns/return.schemas';
import type { AppContext } from '@server/context';
import { badRequest } from '@server/platform/errors';
import { fileField } from '@server/platform/openapi/upload-body';
import { readMultipartForm } from '@server/platform/read-multipart-form';
import { idParams } from '@server/platform/route-params';
import { requireAdmin, requireUser } from '../auth/current-user';
import { getOrderView } from '../orders/order-views';
import { listAdminReturns } from './admin-return-list';
import { refundReturn, validateReturn } from './admin-return-actions';
import { decideDispute } from './decide-dispute';
import { openDispute } from './open-dispute';
import { type PartyReturnAction, partyReturnAction } from './party-return-actions';
import { readReturnRequest } from './read-return-request';
import { requestReturn } from './request-return';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const orderParams = idParams(orderMessages.notFound);
const returnParams = idParams(returnMessages.notFound);
const viewResponse = { 200: orderViewSchema, ...errors };
const refundFormLimits = {
  maxBytes: adminRefundProofRules.maxBytes,
  maxFiles: 1,
  maxFields: 5,
  tooManyFiles: 'Une seule preuve de remboursement, s’il vous plaît',
  fileTooLarge: adminRefundProofRules.messages.size,
};

const partySteps: { path: string; action: PartyReturnAction; summary: string; body?: z.ZodType }[] = [
  {
    path: 'approve',
    action: 'approve',
    summary: 'Seller: accept a pending (or admin-ordered) return, with the return address',
    body: returnApprovalSchema,
  },
  {
    path: 'reject',
    action: 'reject',
    summary: 'Seller: refuse a pending return, with a reason',
    body: returnRefusalSchema,
  },
  {
    path: 'shipped-back',
    action: 'markShippedBack',
    summary: "Buyer: the item is on its way back, with the carrier's tracking number",
    body: returnShippingSchema,
  },
  {
    path: 'received',
    action: 'confirmReceived',
    summary: "Seller: the returned item arrived, and whether the unit goes back on sale ('Remettre en vente')",
    body: returnReceivedSchema,
  },
  { path: 'cancel', action: 'cancel', summary: 'Buyer: withdraw a pending return' },
];

export async function returnRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['returns'];

  api.post(
    '/api/orders/:id/return',
    {
      schema: {
        tags,
        summary:
          'Buyer: ask for a return (multipart: reason, description, refund details as payout details, up to 5 "photos")',
        params: orderParams,
        response: viewResponse,
      },
      config: {
        upload: {
          fields: returnRequestFieldsSchema,
          files: [fileField('photos', returnPhotoRules, { maxCount: RETURN_PHOTO_MAX })],
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      await requestReturn(ctx, request.log, user, request.params.id, await readReturnRequest(request));
      return getOrderView(ctx, user, request.params.id);
    },
  );

  for (const step of partySteps) {
    api.post(
      `/api/returns/:id/${step.path}`,
      {
        schema: {
          tags,
          summary: step.summary,
          params: returnParams,
          ...(step.body ? { body: step.body } : {}),
          response: viewResponse,
        },
      },
      async (request) => {
        const user = await requireUser(request, ctx);
        const input = (request.body ?? {}) as Record<string, unknown>;
        const orderId = await partyReturnAction(ctx, user, request.params.id, step.action, input);
        return getOrderView(ctx, user, orderId);
      },
    );
  }

  api.post(
    '/api/returns/:id/dispute',
    {
      schema: {
        tags,
        summary: 'Buyer: contest the seller’s refusal within 7 days (multipart: message, up to 5 "photos")',
        params: returnParams,
        response: viewResponse,
      },
      config: {
        upload: {
          fields: returnDisputeSchema,
          files: [fileField('photos', returnPhotoRules, { maxCount: RETURN_PHOTO_MAX })],
        },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      const orderId = await openDispute(ctx, request.log, user, request.params.id, await readReturnRequest(request));
      return getOrderView(ctx, user, orderId);
    },
  );

  api.get(
    '/api/admin/returns',
    {
      schema: {
        tags: ['admin'],
        summary: `Admin: a page of the returns in one status (approved by default: waiting for validation), oldest change first (at most ${MAX_PAGE_SIZE})`,
        querystring: adminReturnListQuerySchema,
        response: { 200: adminReturnListResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request, ctx);
      return listAdminReturns(ctx, request.query);
    },
  );

  api.post(
    '/api/admin/returns/:id/validate',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin: agree to an approved return; the buyer may then ship it back (no proof: nothing is paid yet)',
        params: returnParams,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await validateReturn(ctx, await requireAdmin(request, ctx), request.params.id);
      return { ok: true as const };
    },
  );

  api.post(
    '/api/admin/returns/:id/dispute-decision',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin: decide a disputed return, upholding the refusal or ordering the return, with a reason',
        params: returnParams,
        body: disputeDecisionSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await decideDispute(ctx, await requireAdmin(request, ctx), request.params.id, request.body);
      return { ok: true as const };
    },
  );

  api.post(
    '/api/admin/returns/:id/refund',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Admin: pay the buyer back from escrow and close a received return (multipart: method, reference, "proof")',
        params: returnParams,
        response: { 200: okResponseSchema, ...errors },
      },
      config: { upload: { fields: returnRefundSchema, files: [fileField('proof', adminRefundProofRules)] } },
    },
    async (request) => {
      const admin = await requireAdmin(request, ctx);
      const form = await readMultipartForm(request, refundFormLimits);
      const refund = returnRefundSchema.safeParse(form.fields);
      if (!refund.success) throw badRequest(refund.error.issues[0]?.message ?? 'Requête invalide');
      const [proof] = form.photos;
      if (!proof) throw badRequest(adminRefundProofRules.messages.required, 'PROOF_REQUIRED');
      await refundReturn(ctx, request.log, admin, request.params.id, { refund: refund.data, proof });
      return { ok: true as const };
    },
  );
}
