import { ChevronDown } from 'lucide-react';
import { SORTS, type Sort, sortLabels } from '@shared/catalogue/product-options';

const isSort = (value: string): value is Sort => (SORTS as readonly string[]).includes(value);

type ShopSortSelectProps = { value: Sort; onChange: (sort: Sort) => void; disabled: boolean };

/** The system's own picker: on a phone it is quicker to use, and it costs the shop's first screen no code. */
export function ShopSortSelect({ value, onChange, disabled }: ShopSortSelectProps) {
  return (
    <div className="relative">
      <select
        aria-label="Trier par"
        value={value}
        disabled={disabled}
        onChange={(event) => isSort(event.target.value) && onChange(event.target.value)}
        className="flex h-11 w-auto min-w-40 appearance-none rounded-lg border border-input bg-card py-2 pr-9 pl-3 text-base text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 sm:w-48"
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {sortLabels[sort]}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
        aria-hidden="true"
      />
    </div>
  );
}
