import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ComplaintDecisionInput,
  type PendingComplaint,
  pendingComplaintListSchema,
} from '@shared/moderation/statement.schemas';
import { apiFetch } from '@web/lib/api-client';
import { adminRootKey } from './admin-keys';

export async function getPendingComplaints(signal?: AbortSignal): Promise<PendingComplaint[]> {
  return pendingComplaintListSchema.parse(await apiFetch('/api/admin/complaints', { signal })).items;
}

export const complaintsQueryOptions = () =>
  queryOptions({ queryKey: [...adminRootKey, 'complaints'], queryFn: ({ signal }) => getPendingComplaints(signal) });

export const usePendingComplaints = () => useQuery(complaintsQueryOptions());

/** A reversal puts a listing or an account back: the whole dashboard refreshes. */
export function useReviewComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...review }: ComplaintDecisionInput & { id: string }) =>
      apiFetch(`/api/admin/complaints/${encodeURIComponent(id)}/review`, { method: 'POST', body: review }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRootKey }),
  });
}
