import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromSearchParams } from '@shared/catalogue/shop-url';
import { searchParamsFromFilters, type ShopFilters } from '../shop-search-params';

type UpdateOptions = {
  /** Replace the history entry instead of adding one (typing in the search box). */
  replace?: boolean;
};

/**
 * The shop's view lives in the URL: a link shares it and Back restores it.
 * Each filter change is a history entry; the page does not scroll back up.
 */
export function useShopFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);

  const setFilters = useCallback(
    (next: (current: ShopFilters) => ShopFilters, options: UpdateOptions = {}) => {
      setSearchParams((previous) => searchParamsFromFilters(next(filtersFromSearchParams(previous))), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );

  const updateFilters = useCallback(
    (patch: Partial<ShopFilters>, options?: UpdateOptions) =>
      setFilters((current) => ({ ...current, ...patch }), options),
    [setFilters],
  );

  return { filters, setFilters, updateFilters };
}
