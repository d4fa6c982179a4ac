import { useMutation, useQueryClient } from '@tanstack/react-query';
import { avatarResponseSchema, type OwnProfile } from '@shared/profile/own-profile.schemas';
import { apiFetch } from '@web/lib/api-client';
import { ownProfileQueryKey } from './get-own-profile';
import { refreshPublicViews } from './refresh-public-views';

/** POST /api/me/avatar with the file as multipart; rejects with the server's ApiError when it refuses. */
export async function uploadAvatar(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return avatarResponseSchema.parse(await apiFetch('/api/me/avatar', { method: 'POST', body })).avatarUrl;
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
