import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { paymentProofRules } from '@shared/orders/checkout.schemas';
import { okResponseSchema, orderViewSchema, rejectPaymentSchema } from '@shared/orders/order-view.schemas';
import { orderMessages } from '@shared/orders/order-messages';
import { supplementMessages } from '@shared/orders/supplement-status';
import type { AppContext } from '@server/context';
import { fileField } from '@server/platform/openapi/upload-body';
import { readSingleUpload } from '@server/platform/read-upload';
import { idParams } from '@server/platform/route-params';
import { requireAdmin, requireUser } from '../auth/current-user';
import { getOrderView } from '../orders/order-views';
import { cancelSupplement } from './cancel-supplement';
import { approveSupplement, rejectSupplement } from './review-supplement';
import { submitSupplementProof } from './submit-supplement-proof';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const orderParams = idParams(orderMessages.notFound);
const supplementParams = idParams(supplementMessages.notFound);
const viewResponse = { 200: orderViewSchema, ...errors };
const ok = { ok: true as const };

/** Decision 040: the delivery supplement of a switch to home delivery after payment. */
export async function supplementRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/orders/:id/supplement/proof',
    {
      schema: {
        tags: ['orders'],
        summary: 'Buyer: send the proof of the delivery supplement (JPG, PNG or PDF, 5 MB), field "proof"',
        params: orderParams,
        response: viewResponse,
      },
      config: { upload: { files: [fileField('proof', paymentProofRules)] } },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      const upload = await readSingleUpload(request, paymentProofRules.maxBytes, paymentProofRules.messages.required);
      await submitSupplementProof(ctx, request.log, user, request.params.id, upload);
      return getOrderView(ctx, user, request.params.id);
    },
  );

  api.post(
    '/api/orders/:id/supplement/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Buyer: give up an unpaid delivery supplement; the order stays a pickup order',
        params: orderParams,
        response: viewResponse,
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      await cancelSupplement(ctx, user, request.params.id);
      return getOrderView(ctx, user, request.params.id);
    },
  );

  api.post(
    '/api/admin/supplements/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin: validate a delivery supplement (records the money; the order becomes home delivery)',
        params: supplementParams,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await approveSupplement(ctx, await requireAdmin(request, ctx), request.params.id);
      return ok;
    },
  );

  api.post(
    '/api/admin/supplements/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin: reject a supplement proof, with a note for the buyer',
        params: supplementParams,
        body: rejectPaymentSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await rejectSupplement(ctx, await requireAdmin(request, ctx), request.params.id, request.body.note);
      return ok;
    },
  );
}
