import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useProducts } from '@web/features/catalogue/api/get-products';
import { ShopResults } from '@web/features/catalogue/components/shop-results';
import { ShopToolbar } from '@web/features/catalogue/components/shop-toolbar';
import { useMediaQuery } from '@web/features/catalogue/hooks/use-media-query';
import { useShopFilters } from '@web/features/catalogue/hooks/use-shop-filters';
import { countPanelFilters, withoutPanelFilters } from '@web/features/catalogue/shop-search-params';
import { useSession } from '@web/lib/session';
import { cn } from '@web/lib/utils';
import { PageTitle } from '@web/components/page-title';

// The panel (a drawer, a slider, every option list) loads when a shopper reaches for it, not with the shop.
const loadFilterPanel = () => import('@web/features/catalogue/components/shop-filter-panel');
const ShopFilterPanel = lazy(() => loadFilterPanel().then((m) => ({ default: m.ShopFilterPanel })));

// Shown only once filters are set, and it brings zod with its schema: not part of the first download.
const SaveSearchButton = lazy(() =>
  import('@web/features/favourites/components/save-search-button').then((m) => ({ default: m.SaveSearchButton })),
);

export function MarketplacePage() {
  const { filters, setFilters, updateFilters } = useShopFilters();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Once opened, the panel stays mounted so that the drawer can animate closed.
  const [panelWanted, setPanelWanted] = useState(false);
  // From 1024 px the panel sits beside the results; below, it is a drawer over them.
  const docked = useMediaQuery('(min-width: 1024px)');
  // Same query as the results below (shared cache entry): the drawer's footer shows the count.
  const firstPage = useProducts(filters).data?.pages[0];
  const total = firstPage?.total == null ? undefined : `${firstPage.total}${firstPage.totalCapped ? '+' : ''}`;
  const activeFilters = countPanelFilters(filters);
  const reset = () => setFilters(withoutPanelFilters);
  // The empty state's way out: every filter and the search go, and the whole shop shows.
  const showEverything = () => setFilters(() => ({ sort: 'recent' }));
  const anythingSet = activeFilters > 0 || filters.q !== undefined;
  // Saving asks a visitor to sign in first: offered once the session is known, so never in the
  // page the server draws (decision 037), and never taken for a visitor's while it loads.
  const sessionKnown = !useSession().isPending;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6 sm:py-8">
      <PageTitle>Boutique — Boucles</PageTitle>
      <header className="flex flex-col gap-1">
        <h1 className="font-display text-3xl font-semibold text-primary sm:text-4xl">Boutique</h1>
        <p className="text-muted-foreground">Perruques, tissages, extensions et accessoires pour cheveux afro.</p>
        {/* P2B art. 5 and L111-7: how the order below is decided, one tap away (decision 062). */}
        <Link
          to="/comment-fonctionne-boucles#classement"
          className="w-fit text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground"
        >
          Comment les annonces sont classées
        </Link>
      </header>
      <ShopToolbar
        query={filters.q}
        onSearch={(q) => updateFilters({ q: q.trim() || undefined }, { replace: true })}
        sort={filters.sort}
        onSortChange={(sort) => updateFilters({ sort })}
        filtersOpen={filtersOpen}
        onToggleFilters={() => {
          setPanelWanted(true);
          setFiltersOpen((open) => !open);
        }}
        onFiltersIntent={() => void loadFilterPanel()}
        activeFilters={activeFilters}
      />
      {anythingSet && sessionKnown ? (
        <Suspense fallback={null}>
          <SaveSearchButton filters={filters} />
        </Suspense>
      ) : null}
      <div className={cn('grid gap-6', docked && filtersOpen && 'grid-cols-[17rem_1fr]')}>
        {panelWanted ? (
          <Suspense fallback={null}>
            <ShopFilterPanel
              open={filtersOpen}
              onOpenChange={setFiltersOpen}
              docked={docked}
              filters={filters}
              onChange={(patch) => updateFilters(patch)}
              onReset={reset}
              total={total}
            />
          </Suspense>
        ) : null}
        <ShopResults filters={filters} onReset={anythingSet ? showEverything : undefined} />
      </div>
    </div>
  );
}
