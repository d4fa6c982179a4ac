import { useState } from 'react';
import { PRICE_FILTER } from '@shared/catalogue/product-options';
import { Slider } from '@web/components/ui/slider';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';

type Range = [number, number];

type PriceRangeFilterProps = {
  min: number | undefined;
  max: number | undefined;
  onCommit: (range: Range) => void;
};

// The top of the slider means "and above" (the API does not cap prices at 500 €).
const euros = (value: number) => (value >= PRICE_FILTER.max ? `${value} € et plus` : `${value} €`);

/**
 * Two thumbs, 0-500 € by 10 €. The URL (a history entry and a request) changes once a thumb
 * is released, and once a run of arrow-key steps stops, not at every step.
 */
export function PriceRangeFilter({ min, max, onCommit }: PriceRangeFilterProps) {
  const fromUrl: Range = [min ?? PRICE_FILTER.min, max ?? PRICE_FILTER.max];
  const [range, setRange] = useState<Range>(fromUrl);
  const [urlKey, setUrlKey] = useState(fromUrl.join('-'));
  const commit = useDebouncedCallback(onCommit, 400);

  // Back or a reset moved the range in the URL: follow it.
  if (fromUrl.join('-') !== urlKey) {
    setUrlKey(fromUrl.join('-'));
    setRange(fromUrl);
  }

  const toRange = (values: number[]): Range => [values[0] ?? PRICE_FILTER.min, values[1] ?? PRICE_FILTER.max];

  return (
    <div className="grid gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <span id="filter-price" className="text-sm font-medium">
          Prix
        </span>
        <span className="text-sm text-muted-foreground" aria-hidden="true">
          {range[0]} € – {euros(range[1])}
        </span>
      </div>
      <Slider
        aria-labelledby="filter-price"
        min={PRICE_FILTER.min}
        max={PRICE_FILTER.max}
        step={PRICE_FILTER.step}
        minStepsBetweenThumbs={1}
        value={range}
        onValueChange={(values) => setRange(toRange(values))}
        onValueCommit={(values) => commit.schedule(toRange(values))}
        thumbLabels={['Prix minimum', 'Prix maximum']}
        valueText={euros}
      />
    </div>
  );
}
