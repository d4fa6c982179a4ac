import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { MAX_PAGE_SIZE } from '@shared/paging';
import {
  adminReferralListQuerySchema,
  adminReferralListSchema,
  adminReferralSchema,
  myReferralsSchema,
  referralMessages,
} from '@shared/referrals/referral-view.schemas';
import type { AppContext } from '@server/context';
import { requireAdmin, requireUser } from '../auth/current-user';
import { referralCodeExists } from './check-referral-code';
import { listAdminReferrals } from './admin-referrals';
import { getMyReferrals } from './my-referrals';
import { payReferral } from './pay-referral';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** Per address: enough for people opening links, too few to try codes in bulk. */
export const REFERRAL_CHECKS_PER_MINUTE = 20;

export async function referralRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/referral-codes/:code',
    {
      schema: {
        tags: ['referrals'],
        summary: "Whether a referral link's code exists (yes or no only; 20 a minute per address)",
        params: z.object({ code: z.string().max(64) }),
        response: { 200: z.object({ valid: z.boolean() }), 400: apiErrorSchema, 429: apiErrorSchema },
      },
      config: { rateLimit: { max: REFERRAL_CHECKS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => ({ valid: await referralCodeExists(ctx.db, request.params.code) }),
  );

  api.get(
    '/api/me/referrals',
    {
      schema: {
        tags: ['referrals'],
        summary: 'My referral code, invite link, counts and earnings',
        response: { 200: myReferralsSchema, ...errors },
      },
    },
    async (request) => getMyReferrals(ctx, (await requireUser(request, ctx)).id),
  );

  api.get(
    '/api/admin/referrals',
    {
      schema: {
        tags: ['admin'],
        summary: `Admin: a page of one status's referral bonuses (pending by default, at most ${MAX_PAGE_SIZE}), with their count`,
        querystring: adminReferralListQuerySchema,
        response: { 200: adminReferralListSchema, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request, ctx);
      return listAdminReferrals(ctx.db, request.query);
    },
  );

  api.post(
    '/api/admin/referrals/:id/pay',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin: mark a referral bonus paid (ledger, notification), once',
        params: z.object({ id: z.uuid({ error: referralMessages.notFound }) }),
        response: { 200: adminReferralSchema, ...errors },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request, ctx);
      return payReferral(ctx, admin, request.params.id);
    },
  );
}
