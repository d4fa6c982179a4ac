import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/api-error';
import { avatarResponseSchema, ownProfileSchema, userContactSchema } from '@shared/profile/own-profile.schemas';
import { avatarFileRules, profileFormSchema } from '@shared/profile/profile.schemas';
import type { AppContext } from '@server/context';
import { fileField } from '@server/platform/openapi/upload-body';
import { readSingleUpload } from '@server/platform/read-upload';
import { requireAdmin, requireUser } from '../auth/current-user';
import { getOwnProfile } from './own-profile';
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
      return getOwnProfile(ctx.db, user.id);
    },
  );

  api.patch(
    '/api/me/profile',
    {
      schema: {
        tags,
        summary: 'Save the profile form: every field is sent; a blank or missing one is saved as null',
        body: profileFormSchema,
        response: { 200: ownProfileSchema, 403: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      await updateProfile(ctx, user, request.body);
      return getOwnProfile(ctx.db, user.id);
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
