import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { MAX_PAGE_SIZE } from '@shared/paging';
import { dac7Texts } from '@shared/tax/dac7';
import { statementContent, statementFileName } from '@shared/tax/statement-lines';
import {
  dac7SellerListQuerySchema,
  dac7SellerListSchema,
  dac7YearQuerySchema,
  taxDetailsInputSchema,
  taxDetailsSchema,
  taxProfileSchema,
  taxStatementSchema,
} from '@shared/tax/tax-details.schemas';
import type { AppContext } from '@server/context';
import { conflict } from '@server/platform/errors';
import { logAdminAction } from '../admin-log/log-admin-action';
import { requireAdmin, requireUser } from '../auth/current-user';
import { dac7SellerPage } from './dac7-seller-page';
import { listDac7Sellers } from './dac7-sellers';
import { dpiXmlChunks } from './dpi-xml';
import { readTaxProfile } from './read-tax-profile';
import { renderStatementPdf } from './statement-pdf';
import { saveTaxDetails } from './tax-details';
import { readTaxStatement } from './yearly-statement';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const file = (type: string, description: string) => ({ description, content: { [type]: { schema: z.string() } } });

/** A download; the plain reply type, as the documented answer (a string) cannot type a Buffer or a stream. */
function sendAttachment(reply: FastifyReply, fileName: string, type: string, bytes: Buffer | string | Readable) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .type(type)
    .send(bytes);
}

/** DAC7 (decision 063): the seller's tax details and statements, and the admin's yearly report. */
export async function taxReportRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/me/tax-profile',
    {
      schema: {
        tags: ['payouts'],
        summary:
          'My DAC7 standing this year: sales and consideration by quarter, what is asked, whether payouts are held',
        response: { 200: taxProfileSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    // Anyone signed in: someone who never sold reads zeros.
    async (request) => readTaxProfile(ctx, (await requireUser(request, ctx)).id),
  );

  api.put(
    '/api/me/tax-details',
    {
      schema: {
        tags: ['payouts'],
        summary: 'Give or replace my tax identification for the DAC7 report (releases payouts held for it)',
        body: taxDetailsInputSchema,
        response: { 200: taxDetailsSchema, ...errors },
      },
    },
    async (request) => saveTaxDetails(ctx, (await requireUser(request, ctx)).id, request.body),
  );

  api.get(
    '/api/me/tax-statement',
    {
      schema: {
        tags: ['payouts'],
        summary: 'My yearly statement (CGI art. 242 bis) for a past year in which I was reportable',
        querystring: dac7YearQuerySchema,
        response: { 200: taxStatementSchema, ...errors },
      },
    },
    async (request) => readTaxStatement(ctx, (await requireUser(request, ctx)).id, request.query.year),
  );

  api.get(
    '/api/me/tax-statement.pdf',
    {
      schema: {
        tags: ['payouts'],
        summary: 'My yearly statement as a PDF download',
        querystring: dac7YearQuerySchema,
        response: { 200: file('application/pdf', 'The statement as an A4 PDF, as an attachment'), ...errors },
      },
    },
    async (request, reply) => {
      const statement = await readTaxStatement(ctx, (await requireUser(request, ctx)).id, request.query.year);
      const pdf = await renderStatementPdf(statementContent(statement));
      return sendAttachment(reply, statementFileName(statement.year), 'application/pdf', pdf);
    },
  );

  api.get(
    '/api/admin/tax-reports/dac7/sellers',
    {
      schema: {
        tags: ['admin'],
        summary: `Admin: a page of the year's sellers with their DAC7 figures and status (at most ${MAX_PAGE_SIZE}), with the year's counts`,
        querystring: dac7SellerListQuerySchema,
        response: { 200: dac7SellerListSchema, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request, ctx);
      return dac7SellerPage(ctx.db, request.query);
    },
  );

  api.get(
    '/api/admin/tax-reports/dac7',
    {
      schema: {
        tags: ['admin'],
        summary: "Admin: the platform's DAC7 report for a year, as DPI XML",
        querystring: dac7YearQuerySchema,
        response: { 200: file('application/xml', 'The DPI XML report, as an attachment'), ...errors },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request, ctx);
      const operator = ctx.config.dac7Operator;
      if (!operator) throw conflict(dac7Texts.operatorMissing, 'DAC7_OPERATOR_MISSING');
      const { year } = request.query;
      const sellers = await listDac7Sellers(ctx.db, year);
      // Who took the report out, and for which year (like the accounting exports).
      await logAdminAction(ctx.db, {
        adminId: admin.id,
        action: 'export_tax_report',
        targetType: 'tax_report',
        targetId: `dac7-${year}`,
        details: { year, reported: sellers.filter((seller) => seller.status === 'to_report').length },
      });
      // One seller's element at a time, at the pace the browser reads (decision 078).
      const xml = Readable.from(dpiXmlChunks(operator, year, sellers, ctx.clock.now()), { objectMode: false });
      return sendAttachment(reply, `dac7-${year}.xml`, 'application/xml; charset=utf-8', xml);
    },
  );
}
