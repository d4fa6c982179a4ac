import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  enrolFactorSchema,
  enrolmentSchema,
  factorListSchema,
  factorSchema,
  removeFactorSchema,
  twoFactorMessages,
  verifyFactorSchema,
} from '@shared/account/two-factor.schemas';
import { apiErrorSchema } from '@shared/errors/api-error';
import type { AppContext } from '@server/context';
import { requireUser } from '../auth/current-user';
import { forwardAuthCookies } from './auth-call';
import { enrolFactor, listFactors, removeFactor, verifyFactor } from './two-factor';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const factorParams = z.object({ id: z.uuid({ error: twoFactorMessages.factorNotFound }) });

/** Spec §7 'multi-factor paths', under our API: list, enrol, verify, remove. */
export async function twoFactorRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  api.get(
    '/api/me/factors',
    { schema: { tags, summary: 'My second factors', response: { 200: factorListSchema, 401: apiErrorSchema } } },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      reply.header('cache-control', 'no-store');
      return { items: await listFactors(ctx.db, user.id) };
    },
  );

  api.post(
    '/api/me/factors',
    {
      schema: {
        tags,
        summary: 'Enrol a TOTP authenticator (password asked again); answers the QR URI and backup codes once',
        body: enrolFactorSchema,
        response: { 201: enrolmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(await enrolFactor(ctx, request, user, request.body));
    },
  );

  api.post(
    '/api/me/factors/:id/verify',
    {
      schema: {
        tags,
        summary: 'Verify a new factor with a first code',
        params: factorParams,
        body: verifyFactorSchema,
        response: { 200: z.object({ factor: factorSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      const { factor, cookies } = await verifyFactor(ctx, request, user.id, request.params.id, request.body.code);
      forwardAuthCookies(reply, cookies);
      return { factor };
    },
  );

  api.delete(
    '/api/me/factors/:id',
    {
      schema: {
        tags,
        summary: 'Remove a factor (password asked again)',
        params: factorParams,
        body: removeFactorSchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      const { cookies } = await removeFactor(ctx, request, user, request.params.id, request.body.password);
      forwardAuthCookies(reply, cookies);
      return reply.status(204).send();
    },
  );
}
