import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { balancesAtSchema, balancesQuerySchema, exportRangeSchema } from '@shared/accounting/accounting.schemas';
import { apiErrorSchema } from '@shared/errors/api-error';
import type { AppContext } from '@server/context';
import { logAdminAction } from '../admin-log/log-admin-action';
import { requireAdmin } from '../auth/current-user';
import { balancesAt } from './balances-at';
import { exportLedger } from './export-ledger';
import { exportOrders } from './export-orders';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const csvFile = {
  description: 'A CSV file for French spreadsheets (UTF-8 with BOM, `;`, decimal comma), as an attachment',
  content: { 'text/csv': { schema: z.string() } },
};

const exports = [
  { path: 'orders', file: 'commandes', build: exportOrders, summary: 'Admin: orders of a period as CSV' },
  { path: 'ledger', file: 'mouvements', build: exportLedger, summary: 'Admin: ledger lines of a period as CSV' },
] as const;

/** Written as it is read, at the pace the client reads: memory stays flat whatever the period (decision 069). */
function sendCsv(reply: FastifyReply, fileName: string, chunks: AsyncIterable<string>) {
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .type('text/csv; charset=utf-8')
    .send(Readable.from(chunks));
}

export async function accountingRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  for (const made of exports) {
    api.get(
      `/api/admin/accounting/${made.path}.csv`,
      {
        schema: { tags, summary: made.summary, querystring: exportRangeSchema, response: { 200: csvFile, ...errors } },
      },
      async (request, reply) => {
        const admin = await requireAdmin(request, ctx);
        const { from, to } = request.query;
        // Who took the books out, and which period (issue 14: every export is logged).
        await logAdminAction(ctx.db, {
          adminId: admin.id,
          action: 'export_accounting',
          targetType: 'accounting',
          targetId: made.path,
          details: { from, to },
        });
        return sendCsv(reply, `boucles-${made.file}-${from}-${to}.csv`, made.build(ctx.db, request.query));
      },
    );
  }

  api.get(
    '/api/admin/accounting/balances',
    {
      schema: {
        tags,
        summary: "Admin: the platform's account balances at the end of a day (UTC), from the ledger",
        querystring: balancesQuerySchema,
        response: { 200: balancesAtSchema, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request, ctx);
      return balancesAt(ctx.db, request.query.at);
    },
  );
}
