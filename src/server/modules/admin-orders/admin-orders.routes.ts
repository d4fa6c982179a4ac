import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { MAX_PAGE_SIZE, pageQuerySchema } from '@shared/paging';
import { adminSetStatusSchema } from '@shared/orders/checkout.schemas';
import { adminParcelClaimListSchema, parcelClaimDecisionSchema } from '@shared/orders/parcel-claim.schemas';
import {
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminPaymentListQuerySchema,
  adminPaymentListResponseSchema,
  adminStatsSchema,
  okResponseSchema,
  rejectPaymentSchema,
} from '@shared/orders/order-view.schemas';
import { orderMessages } from '@shared/orders/order-messages';
import type { AppContext } from '@server/context';
import { eventStreamAnswer } from '@server/platform/event-stream';
import { idParams } from '@server/platform/route-params';
import { requireAdmin, requireSessionId } from '../auth/current-user';
import { streamAdminEvents } from './admin-events';
import { listAdminOrders, listAdminPayments } from './admin-lists';
import { adminStats } from './admin-stats';
import { decideParcelClaim, listParcelClaims } from './parcel-claims';
import { approvePayment, rejectPayment } from './review-payment';
import { setOrderStatus } from './set-order-status';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const paymentParams = idParams('Paiement introuvable');
const orderParams = idParams(orderMessages.notFound);
const ok = { ok: true as const };

export async function adminOrderRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/payments',
    {
      schema: {
        tags,
        summary: 'Admin: payments with a proof to check, or still awaiting one',
        querystring: adminPaymentListQuerySchema,
        response: { 200: adminPaymentListResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request, ctx);
      return listAdminPayments(ctx, request.query);
    },
  );

  api.post(
    '/api/admin/payments/:id/approve',
    {
      schema: {
        tags,
        summary: 'Admin: validate a payment (records the money received)',
        params: paymentParams,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await approvePayment(ctx, await requireAdmin(request, ctx), request.params.id);
      return ok;
    },
  );

  api.post(
    '/api/admin/payments/:id/reject',
    {
      schema: {
        tags,
        summary: 'Admin: reject a proof, with a note for the buyer',
        params: paymentParams,
        body: rejectPaymentSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await rejectPayment(ctx, await requireAdmin(request, ctx), request.params.id, request.body.note);
      return ok;
    },
  );

  api.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        summary: 'Admin: orders, newest first, searched by number, party, status and dates',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request, ctx);
      return listAdminOrders(ctx, request.query);
    },
  );

  api.post(
    '/api/admin/orders/:id/status',
    {
      schema: {
        tags,
        summary: 'Admin: set any status, with a reason (admin log)',
        params: orderParams,
        body: adminSetStatusSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await setOrderStatus(ctx, await requireAdmin(request, ctx), request.params.id, request.body);
      return ok;
    },
  );

  api.get(
    '/api/admin/parcel-claims',
    {
      schema: {
        tags,
        summary: `Admin: a page of the orders whose buyer said 'Colis non reçu', to decide, oldest claim first (at most ${MAX_PAGE_SIZE})`,
        querystring: pageQuerySchema,
        response: { 200: adminParcelClaimListSchema, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request, ctx);
      return listParcelClaims(ctx, request.query);
    },
  );

  api.post(
    '/api/admin/orders/:id/parcel-claim',
    {
      schema: {
        tags,
        summary: "Admin: decide a 'Colis non reçu': refund from escrow, or delivered (admin log)",
        params: orderParams,
        body: parcelClaimDecisionSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await decideParcelClaim(ctx, await requireAdmin(request, ctx), request.params.id, request.body);
      return ok;
    },
  );

  api.get(
    '/api/admin/stats',
    {
      schema: {
        tags,
        summary: 'Admin: stat cards, money from the ledger',
        response: { 200: adminStatsSchema, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request, ctx);
      return adminStats(ctx.db);
    },
  );

  api.get(
    '/api/admin/events',
    {
      schema: {
        tags,
        summary: 'Admin: Server-Sent Events `orders` / `payments` when one changes',
        response: { 200: eventStreamAnswer, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request, ctx);
      // Ends when the session does, or once the account is no longer an admin.
      const sessionId = await requireSessionId(request, ctx);
      streamAdminEvents(ctx, request, reply, { userId: admin.id, sessionId, needsAdmin: true });
    },
  );
}
