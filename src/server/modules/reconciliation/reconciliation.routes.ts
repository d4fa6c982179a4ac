import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { pageQuerySchema } from '@shared/paging';
import {
  STATEMENT_MAX_BYTES,
  lineDecisionResultSchema,
  lineNoteSchema,
  linkLineSchema,
  reconciliationExceptionPageSchema,
  reconciliationMessages,
  statementImportSchema,
} from '@shared/payments/reconciliation.schemas';
import {
  importsQuerySchema,
  statementFileUrlSchema,
  statementImportsPageSchema,
} from '@shared/payments/statement-imports.schemas';
import type { AppContext } from '@server/context';
import { badRequest } from '@server/platform/errors';
import { fileField } from '@server/platform/openapi/upload-body';
import { readSingleUpload } from '@server/platform/read-upload';
import { requireAdmin } from '../auth/current-user';
import { closeLine, linkLine } from './decide-exception';
import { importStatement } from './import-statement';
import { listReconciliationExceptions } from './list-exceptions';
import { listImports } from './list-imports';
import { statementFileUrl } from './statement-file';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };
const lineParams = z.object({ id: z.string().uuid('Ligne de relevé introuvable') });
const decisionResponse = { 200: lineDecisionResultSchema, 404: apiErrorSchema, ...errors };
const statementFile = {
  types: ['application/xml', 'text/xml', 'text/csv', 'text/plain'],
  maxBytes: STATEMENT_MAX_BYTES,
};

export async function reconciliationRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.post(
    '/api/admin/reconciliation/statements',
    {
      schema: {
        tags,
        summary:
          'Admin: import a bank statement (camt.053, camt.054 or French CSV, 10 MB), multipart field "file"; ' +
          'answered once the file and its lines are stored, the lines matched in the background',
        response: { 202: statementImportSchema, ...errors },
      },
      config: { upload: { files: [fileField('file', statementFile)] } },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request, ctx);
      const upload = await readSingleUpload(request, STATEMENT_MAX_BYTES, reconciliationMessages.fileRequired);
      if (upload.truncated) throw badRequest(reconciliationMessages.tooLarge, 'FILE_TOO_LARGE');
      if (upload.data.length === 0) throw badRequest(reconciliationMessages.fileRequired, 'FILE_REQUIRED');
      return reply.status(202).send(await importStatement(ctx, admin, upload));
    },
  );

  api.get(
    '/api/admin/reconciliation/exceptions',
    {
      schema: {
        tags,
        summary: "Admin: bank statement lines 'À examiner', newest first, paged by cursor, with their total",
        querystring: pageQuerySchema,
        response: { 200: reconciliationExceptionPageSchema, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request, ctx);
      return listReconciliationExceptions(ctx, request.query);
    },
  );

  api.get(
    '/api/admin/reconciliation/imports',
    {
      schema: {
        tags,
        summary: 'Admin: the statement imports, newest first, 20 a page; the share matched automatically this month',
        querystring: importsQuerySchema,
        response: { 200: statementImportsPageSchema, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request, ctx);
      return listImports(ctx, request.query.page);
    },
  );

  api.get(
    '/api/admin/reconciliation/imports/:id/file',
    {
      schema: {
        tags,
        summary: 'Admin: a link signed for an hour to download the statement file of an import',
        params: z.object({ id: z.string().uuid('Import introuvable') }),
        response: { 200: statementFileUrlSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request, ctx);
      return { url: await statementFileUrl(ctx, request.params.id) };
    },
  );

  api.post(
    '/api/admin/reconciliation/lines/:id/link',
    {
      schema: {
        tags,
        summary: "Admin: 'Rattacher' a line to an order by its number; validated like an automatic match",
        params: lineParams,
        body: linkLineSchema,
        response: decisionResponse,
      },
    },
    async (request) => {
      const admin = await requireAdmin(request, ctx);
      return linkLine(ctx, admin, request.params.id, request.body.orderNumber);
    },
  );

  for (const [path, outcome] of [
    ['refund', 'to_refund'],
    ['dismiss', 'dismissed'],
  ] as const) {
    api.post(
      `/api/admin/reconciliation/lines/:id/${path}`,
      {
        schema: {
          tags,
          summary: `Admin: ${outcome === 'to_refund' ? "'À rembourser'" : "'Ignorer'"} a line, with a note`,
          params: lineParams,
          body: lineNoteSchema,
          response: decisionResponse,
        },
      },
      async (request) => {
        const admin = await requireAdmin(request, ctx);
        return closeLine(ctx, admin, request.params.id, { outcome, note: request.body.note });
      },
    );
  }
}
