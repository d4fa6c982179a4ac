import type { ModerationGround } from '@shared/moderation/grounds';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminUserList, adminUserListSchema } from '@shared/trust/admin-search.schemas';
import { type UserContact, userContactSchema } from '@shared/profile/own-profile.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export async function searchUsers(q: string, cursor: string | null, signal?: AbortSignal): Promise<AdminUserList> {
  const query = new URLSearchParams({ q, ...(cursor ? { cursor } : {}) });
  return adminUserListSchema.parse(await apiFetch(`/api/admin/users?${query}`, { signal }));
}

/** The users found a page at a time, in name order (decision 075). */
export const userSearchQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...adminRootKey, 'users', q],
    queryFn: ({ pageParam, signal }) => searchUsers(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: q.trim().length >= 2,
  });

export function useUserSearch(q: string) {
  return useInfiniteQuery(userSearchQueryOptions(q));
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
