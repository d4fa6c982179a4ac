import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ComplaintDecisionInput,
  type PendingComplaintList,
  pendingComplaintListSchema,
} from '@shared/moderation/statement.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export async function getPendingComplaints(cursor: string | null, signal?: AbortSignal): Promise<PendingComplaintList> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return pendingComplaintListSchema.parse(await apiFetch(`/api/admin/complaints${query}`, { signal }));
}

/** The waiting complaints a page at a time, oldest first (decision 074). */
export const complaintsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...adminRootKey, 'complaints'],
    queryFn: ({ pageParam, signal }) => getPendingComplaints(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const usePendingComplaints = () => useInfiniteQuery(complaintsQueryOptions());

/** A reversal puts a listing or an account back: the whole dashboard refreshes. */
export function useReviewComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...review }: ComplaintDecisionInput & { id: string }) =>
      apiFetch(`/api/admin/complaints/${encodeURIComponent(id)}/review`, { method: 'POST', body: review }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRootKey }),
  });
}
