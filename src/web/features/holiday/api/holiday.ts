import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type HolidayRequest, type HolidayState, holidayStateSchema } from '@shared/profile/holiday.schemas';
import { apiFetch } from '@web/lib/api-client';
import { productsRootKey } from '@web/lib/product-query-keys';
import { sellersRootKey } from '@web/lib/seller-query-keys';

const URL = '/api/me/holiday';

export async function getHoliday(signal?: AbortSignal): Promise<HolidayState> {
  return holidayStateSchema.parse(await apiFetch(URL, { signal }));
}

export const holidayQueryOptions = () =>
  queryOptions({ queryKey: ['holiday'], queryFn: ({ signal }) => getHoliday(signal) });

export function useHoliday() {
  return useQuery(holidayQueryOptions());
}

/** On until a day, or off (null). Either changes what the shop, product pages and seller page say. */
export function useSetHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: HolidayRequest | null) =>
      holidayStateSchema.parse(await apiFetch(URL, request ? { method: 'PUT', body: request } : { method: 'DELETE' })),
    onSuccess: (state) => {
      queryClient.setQueryData(holidayQueryOptions().queryKey, state);
      void queryClient.invalidateQueries({ queryKey: productsRootKey });
      void queryClient.invalidateQueries({ queryKey: sellersRootKey });
    },
  });
}
