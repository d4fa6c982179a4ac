import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorSchema } from '@shared/errors/api-error';
import { avatarResponseSchema, type OwnProfile } from '@shared/profile/own-profile.schemas';
import { ApiError } from '@web/lib/api-client';
import { ownProfileQueryKey } from './get-own-profile';
import { refreshPublicViews } from './refresh-public-views';

/** POST /api/me/avatar with the file as multipart; rejects with the server's ApiError when it refuses. */
export async function uploadAvatar(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch('/api/me/avatar', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    body,
  });
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return avatarResponseSchema.parse(payload).avatarUrl;
  const refusal = apiErrorSchema.safeParse(payload);
  if (refusal.success) throw new ApiError(refusal.data.error.code, refusal.data.error.message, response.status);
  throw new Error(`Avatar upload failed with status ${response.status}`);
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (avatarUrl) => {
      // Shown at once, without waiting for a refetch.
      queryClient.setQueryData<OwnProfile>(ownProfileQueryKey, (profile) => profile && { ...profile, avatarUrl });
      refreshPublicViews(queryClient);
    },
  });
}
