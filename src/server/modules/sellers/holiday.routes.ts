import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { holidayRequestSchema, holidayStateSchema } from '@shared/profile/holiday.schemas';
import type { AppContext } from '@server/context';
import { requireUser } from '../auth/current-user';
import { readHolidayState, turnHolidayOff, turnHolidayOn } from './set-holiday';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

/** The seller's holiday mode in Settings (decision 059). */
export async function holidayRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sellers'];

  api.get(
    '/api/me/holiday',
    {
      schema: {
        tags,
        summary: 'Seller: the holiday mode, and the orders whose deadlines keep running',
        response: { 200: holidayStateSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      reply.header('cache-control', 'no-store');
      return readHolidayState(ctx.db, user);
    },
  );

  api.put(
    '/api/me/holiday',
    {
      schema: {
        tags,
        summary: 'Seller: turn the holiday mode on until a return day (tomorrow to 90 days ahead)',
        body: holidayRequestSchema,
        response: { 200: holidayStateSchema, 400: apiErrorSchema, ...errors },
      },
    },
    async (request) => turnHolidayOn(ctx, await requireUser(request, ctx), request.body),
  );

  api.delete(
    '/api/me/holiday',
    {
      schema: {
        tags,
        summary: 'Seller: turn the holiday mode off; the listings return at once',
        response: { 200: holidayStateSchema, ...errors },
      },
    },
    async (request) => turnHolidayOff(ctx, await requireUser(request, ctx)),
  );
}
