import { SlidersHorizontal } from 'lucide-react';
import type { Sort } from '@shared/catalogue/product-options';
import { Button } from '@web/components/ui/button';
import { useHydrated } from '@web/lib/use-hydrated';
import { ShopSearchBox } from './shop-search-box';
import { ShopSortSelect } from './shop-sort-select';

// Here rather than in the panel's file: the panel's code loads only when a shopper opens it.
export const FILTER_PANEL_ID = 'shop-filters';

type ShopToolbarProps = {
  query: string | undefined;
  onSearch: (query: string) => void;
  sort: Sort;
  onSortChange: (sort: Sort) => void;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  /** A pointer over, a finger on or the focus on 'Filtres': time to fetch the panel's code. */
  onFiltersIntent: () => void;
  /** Filters set in the panel, shown on its button so a closed panel does not hide them. */
  activeFilters: number;
};

export function ShopToolbar(props: ShopToolbarProps) {
  const { activeFilters } = props;
  // The search box works as a plain form before the app runs; the filters and the sort wait for it.
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <ShopSearchBox query={props.query} onSearch={props.onSearch} />
      <div className="flex items-center gap-2">
        <Button
          variant={props.filtersOpen ? 'secondary' : 'outline'}
          aria-expanded={props.filtersOpen}
          aria-controls={props.filtersOpen ? FILTER_PANEL_ID : undefined}
          disabled={!hydrated}
          onClick={props.onToggleFilters}
          onPointerEnter={props.onFiltersIntent}
          onTouchStart={props.onFiltersIntent}
          onFocus={props.onFiltersIntent}
          className="flex-1 sm:flex-none"
        >
          <SlidersHorizontal aria-hidden="true" />
          Filtres
          {activeFilters > 0 ? (
            <>
              <span
                aria-hidden="true"
                className="rounded-full bg-primary px-1.5 text-xs leading-5 text-primary-foreground"
              >
                {activeFilters}
              </span>
              <span className="sr-only">
                ({activeFilters} {activeFilters > 1 ? 'filtres actifs' : 'filtre actif'})
              </span>
            </>
          ) : null}
        </Button>
        <ShopSortSelect value={props.sort} onChange={props.onSortChange} disabled={!hydrated} />
      </div>
    </div>
  );
}
