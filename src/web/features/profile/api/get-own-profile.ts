import { queryOptions, useQuery } from '@tanstack/react-query';
import { type OwnProfile, ownProfileSchema } from '@shared/profile/own-profile.schemas';
import { apiFetch } from '@web/lib/api-client';

export const ownProfileQueryKey = ['me', 'profile'] as const;

export async function getOwnProfile(signal?: AbortSignal): Promise<OwnProfile> {
  return ownProfileSchema.parse(await apiFetch('/api/me/profile', { signal }));
}

export const ownProfileQueryOptions = () =>
  queryOptions({ queryKey: ownProfileQueryKey, queryFn: ({ signal }) => getOwnProfile(signal) });

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions());
}
