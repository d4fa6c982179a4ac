import { SORTS, type Sort, sortLabels } from '@shared/catalogue/product-options';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';

const isSort = (value: string): value is Sort => (SORTS as readonly string[]).includes(value);

export function ShopSortSelect({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  return (
    <Select value={value} onValueChange={(next) => isSort(next) && onChange(next)}>
      <SelectTrigger aria-label="Trier par" className="w-auto min-w-40 sm:w-48">
        <SelectValue />
      </SelectTrigger>
      <SelectContent align="end">
        {SORTS.map((sort) => (
          <SelectItem key={sort} value={sort}>
            {sortLabels[sort]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
