import { Button } from '@web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@web/components/ui/sheet';
import type { ShopFilters } from '../shop-search-params';
import { ShopFilterFields } from './shop-filter-fields';
import { FILTER_PANEL_ID } from './shop-toolbar';

type ShopFilterPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Desktop: a column beside the results; phone: a drawer over them. */
  docked: boolean;
  filters: ShopFilters;
  onChange: (patch: Partial<ShopFilters>) => void;
  onReset: () => void;
  /** The first page's count as shown, e.g. "12" or "1000+". */
  total: string | undefined;
};

/** Filters apply at once; on a phone the drawer's footer shows how many products match before closing. */
export function ShopFilterPanel({
  open,
  onOpenChange,
  docked,
  filters,
  onChange,
  onReset,
  total,
}: ShopFilterPanelProps) {
  const fields = <ShopFilterFields filters={filters} onChange={onChange} />;
  const reset = (
    <Button variant="ghost" onClick={onReset}>
      Réinitialiser les filtres
    </Button>
  );

  if (docked) {
    if (!open) return null;
    return (
      <aside
        id={FILTER_PANEL_ID}
        aria-labelledby="shop-filters-title"
        className="flex h-fit flex-col gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm"
      >
        <h2 id="shop-filters-title" className="text-lg font-semibold">
          Filtres
        </h2>
        {fields}
        {reset}
      </aside>
    );
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent id={FILTER_PANEL_ID} side="right">
        <SheetHeader>
          <SheetTitle>Filtres</SheetTitle>
          <SheetDescription>Les résultats se mettent à jour à chaque choix.</SheetDescription>
        </SheetHeader>
        <div className="flex-1 overflow-y-auto px-5 pb-4">{fields}</div>
        <SheetFooter>
          <Button onClick={() => onOpenChange(false)}>
            {total === undefined ? 'Voir les résultats' : `Voir les résultats (${total})`}
          </Button>
          {reset}
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
