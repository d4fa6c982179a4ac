import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeEmailSchema } from '@shared/auth/email.schemas';
import { changePasswordSchema } from '@shared/auth/password.schemas';
import { apiErrorSchema } from '@shared/errors/api-error';
import type { AppContext } from '@server/context';
import { requireUser } from '../auth/current-user';
import { forwardAuthCookies } from './auth-call';
import { requestEmailChange } from './change-email';
import { changePassword } from './change-password';
import { resendVerification } from './resend-verification';

const done = z.object({ ok: z.literal(true) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

/** The password and the e-mail address of the signed-in account (Settings, and the banner). */
export async function credentialsRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  api.post(
    '/api/me/password',
    {
      schema: {
        tags,
        summary: 'Change my password (current one asked): my other sessions end, this one goes on',
        body: changePasswordSchema,
        response: { 200: done, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      forwardAuthCookies(reply, await changePassword(ctx, request, user, request.body));
      return { ok: true as const };
    },
  );

  api.post(
    '/api/me/email',
    {
      schema: {
        tags,
        summary: 'Change my e-mail address (password asked): applied when the link sent to the new one is followed',
        body: changeEmailSchema,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      await requestEmailChange(ctx, request, user, request.body);
      return { ok: true as const };
    },
  );

  api.post(
    '/api/me/email-verification',
    {
      schema: {
        tags,
        summary: 'Send me a new link to confirm my e-mail address (one a minute)',
        body: z.object({}).optional(),
        response: { 200: done, 401: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      await resendVerification(ctx, request, user);
      return { ok: true as const };
    },
  );
}
