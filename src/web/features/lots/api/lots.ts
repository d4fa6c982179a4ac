import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type LotView, lotListSchema, lotViewSchema } from '@shared/lots/lot.schemas';
import { apiFetch } from '@web/lib/api-client';

/** Every lot query (the list, each lot): the seller's discount and an ordered lot change them all. */
export const lotsRootKey = ['lots'] as const;

/** The lot screen of the buyer's lot with this seller. */
export const lotPath = (sellerId: string) => `/lots/${sellerId}`;

const lotUrl = (sellerId: string) => `/api/me/lots/${encodeURIComponent(sellerId)}`;

/** 'Mes lots' a page at a time, newest change first (decision 076). */
export const lotListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...lotsRootKey, 'list'],
    queryFn: async ({ pageParam, signal }) =>
      lotListSchema.parse(await apiFetch(`/api/me/lots${pageParam ? `?cursor=${pageParam}` : ''}`, { signal })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

/** 'Mes lots': one open lot per seller. */
export function useLots() {
  return useInfiniteQuery(lotListQueryOptions());
}

export const lotQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: [...lotsRootKey, 'seller', sellerId],
    queryFn: async ({ signal }) => lotViewSchema.parse(await apiFetch(lotUrl(sellerId), { signal })),
    // Read again on every screen that shows it: that read is when the server takes out what sold meanwhile.
    staleTime: 0,
  });

/** My lot with this seller (empty when I have none); `enabled` false for visitors. */
export function useLot(sellerId: string, enabled = true) {
  return useQuery({ ...lotQueryOptions(sellerId), enabled });
}

/** Every change answers the lot as it now is: it replaces the cached one, and the list is refreshed. */
function useLotChange<T>(request: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T): Promise<LotView> => lotViewSchema.parse(await request(input)),
    onSuccess: (lot) => {
      queryClient.setQueryData(lotQueryOptions(lot.seller.id).queryKey, lot);
      void queryClient.invalidateQueries({ queryKey: lotListQueryOptions().queryKey });
    },
  });
}

type LotItemInput = { sellerId: string; productId: string };

/** 'Ajouter au lot': adding a listing already there changes nothing. */
export function useAddToLot() {
  return useLotChange(({ sellerId, productId }: LotItemInput) =>
    apiFetch(`${lotUrl(sellerId)}/items`, { method: 'POST', body: { productId } }),
  );
}

export function useRemoveFromLot() {
  return useLotChange(({ sellerId, productId }: LotItemInput) =>
    apiFetch(`${lotUrl(sellerId)}/items/${encodeURIComponent(productId)}`, { method: 'DELETE' }),
  );
}

/** Once a lot is ordered it is gone (and a refused checkout may have lost an item sold meanwhile). */
export function useRefreshLots() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: lotsRootKey });
}
