import type { ModerationGround } from '@shared/moderation/grounds';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminUser, adminUserListSchema } from '@shared/trust/admin-search.schemas';
import { type UserContact, userContactSchema } from '@shared/profile/own-profile.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export async function searchUsers(q: string, signal?: AbortSignal): Promise<AdminUser[]> {
  return adminUserListSchema.parse(await apiFetch(`/api/admin/users?q=${encodeURIComponent(q)}`, { signal })).users;
}

export const userSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...adminRootKey, 'users', q],
    queryFn: ({ signal }) => searchUsers(q, signal),
    enabled: q.trim().length >= 2,
  });

export function useUserSearch(q: string) {
  return useQuery(userSearchQueryOptions(q));
}

/** Logged on the server: read only when the admin asks for it. */
export async function getUserContact(userId: string): Promise<UserContact> {
  return userContactSchema.parse(await apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/contact`));
}

export async function suspendUser({
  userId,
  reason,
  ground,
}: {
  userId: string;
  reason: string;
  ground: ModerationGround;
}): Promise<void> {
  await apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/suspend`, {
    method: 'POST',
    body: { reason, ground },
  });
}

export async function restoreUser(userId: string): Promise<void> {
  await apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/restore`, { method: 'POST', body: {} });
}

function useUserMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRootKey }) });
}

export const useSuspendUser = () => useUserMutation(suspendUser);
export const useRestoreUser = () => useUserMutation(restoreUser);
/** The read is logged: the activity tab refreshes. */
export const useUserContact = () => useUserMutation(getUserContact);
