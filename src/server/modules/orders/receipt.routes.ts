import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { orderMessages } from '@shared/orders/order-messages';
import { receiptFileName } from '@shared/orders/receipt-lines';
import { receiptSchema } from '@shared/orders/receipt.schemas';
import type { AppContext } from '@server/context';
import { idParams } from '@server/platform/route-params';
import { requireUser } from '../auth/current-user';
import { readReceipt } from './receipt';
import { renderReceiptPdf } from './receipt-pdf';

const params = idParams(orderMessages.notFound);
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const pdfFile = {
  description: 'The receipt as an A4 PDF, as an attachment',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};

/** A PDF download; the plain reply type, as the documented answer (a binary string) cannot type a Buffer. */
function sendAttachment(reply: FastifyReply, fileName: string, bytes: Buffer) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .type('application/pdf')
    .send(bytes);
}

/** The buyer's receipt of a paid order: as JSON for the printable page, and as a PDF. */
export async function receiptRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  api.get(
    '/api/orders/:id/receipt',
    {
      schema: {
        tags,
        summary: 'Buyer: the receipt of a paid order (no commission)',
        params,
        response: { 200: receiptSchema, ...errors },
      },
    },
    async (request) => readReceipt(ctx, await requireUser(request, ctx), request.params.id),
  );

  api.get(
    '/api/orders/:id/receipt.pdf',
    {
      schema: {
        tags,
        summary: 'Buyer: the receipt of a paid order as a PDF download',
        params,
        response: { 200: pdfFile, ...errors },
      },
    },
    async (request, reply) => {
      const receipt = await readReceipt(ctx, await requireUser(request, ctx), request.params.id);
      return sendAttachment(reply, receiptFileName(receipt), await renderReceiptPdf(receipt));
    },
  );
}
