import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { avatarResponseSchema, ownProfileSchema, userContactSchema } from '@shared/profile/own-profile.schemas';
import { payoutDetailsSchema } from '@shared/profile/payout-details.schemas';
import { avatarFileRules, profilePatchSchema } from '@shared/profile/profile.schemas';
import type { AppContext } from '@server/context';
import { fileField } from '@server/platform/openapi/upload-body';
import { readSingleUpload } from '@server/platform/read-upload';
import { requireAdmin, requireUser } from '../auth/current-user';
import { getOwnProfile } from './own-profile';
import { updatePayoutDetails } from './update-payout-details';
import { updateProfile } from './update-profile';
import { uploadAvatar } from './upload-avatar';
import { getUserContact, userNotFoundMessage } from './user-contact';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];

  api.get(
    '/api/me/profile',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s own profile, payout details included',
        response: { 200: ownProfileSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      reply.header('cache-control', 'no-store');
      return getOwnProfile(ctx, user.id);
    },
  );

  api.patch(
    '/api/me/profile',
    {
      schema: {
        tags,
        summary:
          'Change my profile (merge, RFC 7396): a field sent is saved (null or blank clears it), a field left out is kept',
        body: profilePatchSchema,
        response: { 200: ownProfileSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      await updateProfile(ctx, user.id, request.body);
      return getOwnProfile(ctx, user.id);
    },
  );

  api.put(
    '/api/me/payout-details',
    {
      schema: {
        tags,
        summary:
          'Replace my payout details (password, and TOTP code when enrolled): I am told by e-mail, payouts to them wait',
        body: payoutDetailsSchema,
        response: { 200: ownProfileSchema, 403: apiErrorSchema, 429: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      await updatePayoutDetails(ctx, request, user, request.body);
      reply.header('cache-control', 'no-store');
      return getOwnProfile(ctx, user.id);
    },
  );

  api.post(
    '/api/me/avatar',
    {
      schema: {
        tags,
        summary: 'Replace the profile photo (multipart field "file"; JPG, PNG or WEBP, 2 MB)',
        response: { 200: avatarResponseSchema, ...errors },
      },
      config: { upload: { files: [fileField('file', avatarFileRules)] } },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      const upload = await readSingleUpload(request, avatarFileRules.maxBytes, avatarFileRules.messages.required);
      return uploadAvatar(ctx, user.id, upload);
    },
  );

  api.get(
    '/api/admin/users/:id/contact',
    {
      schema: {
        tags: ['admin'],
        summary: 'Admin: a user’s e-mail and phone (spec get-users-details)',
        params: z.object({ id: z.uuid({ error: userNotFoundMessage }) }),
        response: { 200: userContactSchema, 403: apiErrorSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const admin = await requireAdmin(request, ctx);
      reply.header('cache-control', 'no-store');
      return getUserContact(ctx.db, admin.id, request.params.id);
    },
  );
}
