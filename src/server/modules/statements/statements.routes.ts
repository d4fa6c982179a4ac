import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { MAX_PAGE_SIZE, pageQuerySchema } from '@shared/paging';
import {
  complaintDecisionSchema,
  complaintSchema,
  pendingComplaintListSchema,
  statementAccessSchema,
  statementListSchema,
  statementMessages,
  statementSchema,
} from '@shared/moderation/statement.schemas';
import { transparencyQuerySchema, transparencyReportSchema } from '@shared/moderation/transparency.schemas';
import { okResponseSchema } from '@shared/orders/order-view.schemas';
import type { AppContext } from '@server/context';
import { idParams } from '@server/platform/route-params';
import { logAdminAction } from '../admin-log/log-admin-action';
import { getCurrentUser, requireAdmin, requireUser } from '../auth/current-user';
import { listPendingComplaints } from './list-complaints';
import { lodgeComplaint } from './lodge-complaint';
import { listOwnStatements, readStatement } from './read-statement';
import { reviewComplaint } from './review-complaint';
import { transparencyCsv, transparencyReport } from './transparency-report';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const params = idParams(statementMessages.notFound);
/** A person contests one decision at a time; a few tries cover typing mistakes. */
const COMPLAINTS_PER_HOUR = 10;

export async function statementsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/me/moderation-decisions',
    {
      schema: {
        tags: ['moderation'],
        summary: `A page of the signed-in person’s moderation decisions, newest first (at most ${MAX_PAGE_SIZE}), with their statements of reasons`,
        querystring: pageQuerySchema,
        response: { 200: statementListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      reply.header('cache-control', 'no-store');
      return listOwnStatements(ctx, user, request.query);
    },
  );

  api.get(
    '/api/moderation-decisions/:id',
    {
      schema: {
        tags: ['moderation'],
        summary: 'A statement of reasons (DSA art. 17), for the person concerned: session or the e-mail’s key',
        params,
        querystring: statementAccessSchema,
        response: { 200: statementSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
      config: { access: 'optional' },
    },
    async (request, reply) => {
      const user = await getCurrentUser(request, ctx);
      reply.header('cache-control', 'no-store');
      return readStatement(ctx, request.params.id, { user, ...(request.query.cle ? { key: request.query.cle } : {}) });
    },
  );

  api.post(
    '/api/moderation-decisions/:id/complaint',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Contest a decision within six months (DSA art. 20)',
        params,
        body: complaintSchema,
        response: { 200: okResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
      config: { access: 'optional', rateLimit: { max: COMPLAINTS_PER_HOUR, timeWindow: '1 hour' } },
    },
    async (request) => {
      const user = await getCurrentUser(request, ctx);
      await lodgeComplaint(ctx, request.params.id, { user, key: request.body.key }, request.body.explanation);
      return { ok: true as const };
    },
  );

  api.get(
    '/api/admin/complaints',
    {
      schema: {
        tags: ['admin'],
        summary: `Admin: a page of the complaints waiting for review, oldest first (at most ${MAX_PAGE_SIZE})`,
        querystring: pageQuerySchema,
        response: { 200: pendingComplaintListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request, ctx);
      reply.header('cache-control', 'no-store');
      return listPendingComplaints(ctx, admin, request.query);
    },
  );

  api.post(
    '/api/admin/complaints/:id/review',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin: uphold or reverse a contested decision (never the admin who took it)',
        params,
        body: complaintDecisionSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await reviewComplaint(ctx, await requireAdmin(request, ctx), request.params.id, request.body);
      return { ok: true as const };
    },
  );

  api.get(
    '/api/admin/transparency-report',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin: the yearly transparency report (DSA art. 15 and 24) as JSON',
        querystring: transparencyQuerySchema,
        response: { 200: transparencyReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireAdmin(request, ctx);
      reply.header('cache-control', 'no-store');
      return transparencyReport(ctx.db, request.query.year);
    },
  );

  api.get(
    '/api/admin/transparency-report.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin: the yearly transparency report (DSA art. 15 and 24) as CSV',
        querystring: transparencyQuerySchema,
        response: {
          200: { description: 'CSV for French spreadsheets', content: { 'text/csv': { schema: z.string() } } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request, ctx);
      const { year } = request.query;
      await logAdminAction(ctx.db, {
        adminId: admin.id,
        action: 'export_transparency_report',
        targetType: 'transparency_report',
        targetId: String(year),
      });
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="boucles-transparence-${year}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(transparencyCsv(await transparencyReport(ctx.db, year)));
    },
  );
}
