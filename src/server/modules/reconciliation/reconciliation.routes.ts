import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import {
  STATEMENT_MAX_BYTES,
  reconciliationExceptionListSchema,
  reconciliationMessages,
  statementImportSchema,
} from '@shared/payments/reconciliation.schemas';
import type { AppContext } from '@server/context';
import { badRequest } from '@server/platform/errors';
import { fileField } from '@server/platform/openapi/upload-body';
import { readSingleUpload } from '@server/platform/read-upload';
import { requireAdmin } from '../auth/current-user';
import { importStatement } from './import-statement';
import { listReconciliationExceptions } from './list-exceptions';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };
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
        summary: 'Admin: import a bank statement (camt.053, camt.054 or French CSV, 10 MB), multipart field "file"',
        response: { 200: statementImportSchema, ...errors },
      },
      config: { upload: { files: [fileField('file', statementFile)] } },
    },
    async (request) => {
      const admin = await requireAdmin(request, ctx);
      const upload = await readSingleUpload(request, STATEMENT_MAX_BYTES, reconciliationMessages.fileRequired);
      if (upload.truncated) throw badRequest(reconciliationMessages.tooLarge, 'FILE_TOO_LARGE');
      if (upload.data.length === 0) throw badRequest(reconciliationMessages.fileRequired, 'FILE_REQUIRED');
      return importStatement(ctx, admin, upload);
    },
  );

  api.get(
    '/api/admin/reconciliation/exceptions',
    {
      schema: {
        tags,
        summary: "Admin: bank statement lines 'À examiner', newest first",
        response: { 200: reconciliationExceptionListSchema, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request, ctx);
      return { exceptions: await listReconciliationExceptions(ctx) };
    },
  );
}
