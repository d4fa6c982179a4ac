import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { paymentProofRules } from '@shared/orders/checkout.schemas';
import { MAX_PAGE_SIZE, pageQuerySchema } from '@shared/paging';
import {
  payoutMessages,
  payoutViewSchema,
  recordPayoutSchema,
  sellerBalanceListSchema,
} from '@shared/orders/payout.schemas';
import type { AppContext } from '@server/context';
import { fileField } from '@server/platform/openapi/upload-body';
import { readSingleUpload } from '@server/platform/read-upload';
import { requireAdmin } from '../auth/current-user';
import { attachPayoutProof, recordPayout } from './record-payout';
import { listSellerBalances } from './seller-balances';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export async function payoutRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/payouts',
    {
      schema: {
        tags,
        summary: `Admin: a page of sellers (at most ${MAX_PAGE_SIZE}), most owed first, with what escrow holds and their payout details`,
        querystring: pageQuerySchema,
        response: { 200: sellerBalanceListSchema, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request, ctx);
      const hold = { holdMs: ctx.config.payoutDetailsHoldMs, now: ctx.clock.now() };
      return listSellerBalances(ctx.db, hold, request.query);
    },
  );

  api.post(
    '/api/admin/payouts',
    {
      schema: {
        tags,
        summary: 'Admin: record a payout made to a seller (ledger, notification)',
        body: recordPayoutSchema,
        response: { 201: payoutViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request, ctx);
      return reply.status(201).send(await recordPayout(ctx, admin, request.body));
    },
  );

  api.post(
    '/api/admin/payouts/:id/proof',
    {
      schema: {
        tags,
        summary: 'Admin: attach the proof of a payout (JPG, PNG or PDF, 5 MB)',
        params: z.object({ id: z.uuid({ error: payoutMessages.notFound }) }),
        response: { 200: payoutViewSchema, ...errors },
      },
      config: { upload: { files: [fileField('proof', paymentProofRules)] } },
    },
    async (request) => {
      await requireAdmin(request, ctx);
      const upload = await readSingleUpload(request, paymentProofRules.maxBytes, paymentProofRules.messages.required);
      return attachPayoutProof(ctx, request.params.id, upload);
    },
  );
}
