import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import {
  checkoutSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  markSentSchema,
  paymentProofRules,
  pickupPointSchema,
  switchToHomeSchema,
} from '@shared/orders/checkout.schemas';
import {
  orderListQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
  orderViewSchema,
  paymentReceivingDetailsSchema,
} from '@shared/orders/order-view.schemas';
import { orderMessages } from '@shared/orders/order-messages';
import type { AppContext } from '@server/context';
import { fileField } from '@server/platform/openapi/upload-body';
import { readSingleUpload } from '@server/platform/read-upload';
import { idParams } from '@server/platform/route-params';
import { requireUser } from '../auth/current-user';
import { createOrder } from './create-order';
import { extendShipping } from './extend-shipping';
import { getOrderView, listOrderViews } from './order-views';
import { cancelOrder, confirmReceipt, markSent, setPickupPoint, switchToHomeDelivery } from './party-actions';
import { paymentReceivingDetails } from './payment-details';
import { reportNotReceived } from './report-not-received';
import { submitPaymentProof } from './submit-payment-proof';

const orderParams = idParams(orderMessages.notFound);
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const viewResponse = { 200: orderViewSchema, ...errors };

export async function orderRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  api.get(
    '/api/orders',
    {
      schema: {
        tags,
        summary: 'A page of my purchases or my sales, newest first, with both counts',
        querystring: orderListQuerySchema,
        response: { 200: orderListResponseSchema, ...errors },
      },
    },
    async (request) => listOrderViews(ctx, await requireUser(request, ctx), request.query),
  );

  api.get(
    '/api/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order, for its buyer, its seller or an admin',
        params: orderParams,
        response: viewResponse,
      },
    },
    async (request) => getOrderView(ctx, await requireUser(request, ctx), request.params.id),
  );

  api.post(
    '/api/orders',
    {
      schema: {
        tags,
        summary: 'Checkout: order, pending payment, stock unit and referral in one transaction',
        description: `A retry carrying the same ${IDEMPOTENCY_KEY_HEADER} as an earlier checkout answers its order.`,
        headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }),
        body: checkoutSchema,
        response: { 201: orderResponseSchema, 422: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      const id = await createOrder(ctx, user, request.body, request.headers['idempotency-key']);
      return reply.status(201).send({ order: await getOrderView(ctx, user, id) });
    },
  );

  api.post(
    '/api/orders/:id/payment-proof',
    {
      schema: {
        tags,
        summary: 'Buyer: send the proof of payment (JPG, PNG or PDF, 5 MB), multipart field "proof"',
        params: orderParams,
        response: viewResponse,
      },
      config: { upload: { files: [fileField('proof', paymentProofRules)] } },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      const upload = await readSingleUpload(request, paymentProofRules.maxBytes, paymentProofRules.messages.required);
      await submitPaymentProof(ctx, request.log, user, request.params.id, upload);
      return getOrderView(ctx, user, request.params.id);
    },
  );

  api.post(
    '/api/orders/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Buyer: cancel before the payment is validated',
        params: orderParams,
        response: viewResponse,
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      await cancelOrder(ctx, user, request.params.id);
      return getOrderView(ctx, user, request.params.id);
    },
  );

  api.post(
    '/api/orders/:id/switch-to-home',
    {
      schema: {
        tags,
        summary: 'Buyer: switch a pickup order to home delivery (once paid: a delivery supplement to pay first)',
        params: orderParams,
        body: switchToHomeSchema,
        response: viewResponse,
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      await switchToHomeDelivery(ctx, user, request.params.id, {
        address: request.body.address,
        country: request.body.country,
      });
      return getOrderView(ctx, user, request.params.id);
    },
  );

  api.post(
    '/api/orders/:id/pickup-point',
    {
      schema: {
        tags,
        summary: 'Seller: set the pickup point',
        params: orderParams,
        body: pickupPointSchema,
        response: viewResponse,
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      await setPickupPoint(ctx, user, request.params.id, request.body.pickupLocation);
      return getOrderView(ctx, user, request.params.id);
    },
  );

  api.post(
    '/api/orders/:id/ship',
    {
      schema: {
        tags,
        summary: 'Seller: mark as sent, with an optional tracking number',
        params: orderParams,
        body: markSentSchema,
        response: viewResponse,
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      await markSent(ctx, user, request.params.id, request.body.trackingNumber);
      return getOrderView(ctx, user, request.params.id);
    },
  );

  api.post(
    '/api/orders/:id/confirm-receipt',
    { schema: { tags, summary: 'Buyer: confirm the parcel arrived', params: orderParams, response: viewResponse } },
    async (request) => {
      const user = await requireUser(request, ctx);
      await confirmReceipt(ctx, user, request.params.id);
      return getOrderView(ctx, user, request.params.id);
    },
  );

  api.post(
    '/api/orders/:id/extend-shipping',
    {
      schema: {
        tags,
        summary: 'Buyer: give the seller 3 more days to ship, once, before the deadline',
        params: orderParams,
        response: viewResponse,
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      await extendShipping(ctx, user, request.params.id);
      return getOrderView(ctx, user, request.params.id);
    },
  );

  api.post(
    '/api/orders/:id/not-received',
    {
      schema: {
        tags,
        summary: 'Buyer: say the parcel in transit never came (the admin decides)',
        params: orderParams,
        response: viewResponse,
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      await reportNotReceived(ctx, user, request.params.id);
      return getOrderView(ctx, user, request.params.id);
    },
  );

  api.get(
    '/api/payment-details',
    {
      schema: {
        tags,
        summary: 'The platform’s receiving details per payment mode',
        response: { 200: paymentReceivingDetailsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      await requireUser(request, ctx);
      return paymentReceivingDetails(ctx.config);
    },
  );
}
