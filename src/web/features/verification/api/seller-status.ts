import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MySellerStatus, mySellerStatusSchema, type SellerStatusInput } from '@shared/trust/seller-status.schemas';
import { apiFetch } from '@web/lib/api-client';

export const mySellerStatusQueryKey = ['me', 'seller-status'] as const;

export async function getMySellerStatus(signal?: AbortSignal): Promise<MySellerStatus> {
  return mySellerStatusSchema.parse(await apiFetch('/api/me/seller-status', { signal }));
}

export const mySellerStatusQueryOptions = () =>
  queryOptions({ queryKey: mySellerStatusQueryKey, queryFn: ({ signal }) => getMySellerStatus(signal) });

export function useMySellerStatus() {
  return useQuery(mySellerStatusQueryOptions());
}

export async function saveSellerStatus(input: SellerStatusInput): Promise<MySellerStatus> {
  return mySellerStatusSchema.parse(await apiFetch('/api/me/seller-status', { method: 'PUT', body: input }));
}

export function useSaveSellerStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSellerStatus,
    onSuccess: (state) => queryClient.setQueryData(mySellerStatusQueryKey, state),
  });
}
