import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OwnProfile, ownProfileSchema } from '@shared/profile/own-profile.schemas';
import type { ProfileFormData } from '@shared/profile/profile.schemas';
import { apiFetch } from '@web/lib/api-client';
import { ownProfileQueryKey } from './get-own-profile';
import { refreshPublicViews } from './refresh-public-views';

export async function updateProfile(form: ProfileFormData): Promise<OwnProfile> {
  return ownProfileSchema.parse(await apiFetch('/api/me/profile', { method: 'PATCH', body: form }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(ownProfileQueryKey, profile);
      refreshPublicViews(queryClient);
    },
  });
}
