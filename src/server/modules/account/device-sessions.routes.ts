import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEVICE_SESSIONS_SHOWN,
  deviceSessionListSchema,
  deviceSessionMessages,
} from '@shared/account/device-sessions.schemas';
import { apiErrorSchema } from '@shared/errors/api-error';
import type { AppContext } from '@server/context';
import { requireUser } from '../auth/current-user';
import { endDeviceSession, endOtherDeviceSessions, listDeviceSessions } from './device-sessions';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export async function deviceSessionRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  api.get(
    '/api/me/sessions',
    {
      schema: {
        tags,
        summary: `Where I am signed in: this session, then the most recently active, ${DEVICE_SESSIONS_SHOWN} at most, and how many more`,
        response: { 200: deviceSessionListSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      reply.header('cache-control', 'no-store');
      return listDeviceSessions(ctx, request, user.id);
    },
  );

  api.post(
    '/api/me/sessions/end-others',
    {
      schema: {
        tags,
        summary: 'Sign out everywhere else',
        body: z.object({}).optional(),
        response: { 200: z.object({ ended: z.number().int() }), 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      return { ended: await endOtherDeviceSessions(ctx, request, user.id) };
    },
  );

  api.delete(
    '/api/me/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Sign out one other device',
        params: z.object({ id: z.uuid({ error: deviceSessionMessages.notFound }) }),
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      await endDeviceSession(ctx, request, user.id, request.params.id);
      return reply.status(204).send();
    },
  );
}
