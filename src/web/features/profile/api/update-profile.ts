import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OwnProfile, ownProfileSchema } from '@shared/profile/own-profile.schemas';
import type { ProfilePatch } from '@shared/profile/profile.schemas';
import { apiFetch } from '@web/lib/api-client';
import { ownProfileQueryKey } from './get-own-profile';
import { refreshPublicViews } from './refresh-public-views';

/** Sends only the fields that changed: one left out is kept (merge semantics). */
export async function updateProfile(changes: ProfilePatch): Promise<OwnProfile> {
  return ownProfileSchema.parse(await apiFetch('/api/me/profile', { method: 'PATCH', body: changes }));
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
