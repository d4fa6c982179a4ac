import {
  ATTACHMENTS,
  attachmentLabels,
  CAP_SIZES,
  capSizeHelp,
  COLORS,
  colorLabels,
  CURL_PATTERNS,
  DENSITIES,
  HAIR_QUALITIES,
  hairQualityLabels,
  HAIR_TYPES,
  LACE_COLOURS,
  laceColourLabels,
  LACES,
  laceLabels,
  LENGTH_RANGES,
  LISTING_CONDITIONS,
  listingConditionLabels,
  ORIGINS,
  originLabels,
  SHOP_FILTER_CATEGORIES,
  TEXTURES,
  textureLabels,
} from '@shared/catalogue/product-options';
import { shopQuerySchema } from '@shared/catalogue/shop-query.schemas';
import { Label } from '@web/components/ui/label';
import { NativeSelect, type NativeSelectOption, optionsOf } from '@web/components/ui/native-select';
import type { ShopFilters } from '../shop-search-params';
import { PriceRangeFilter } from './price-range-filter';

type SelectKey =
  | 'category'
  | 'hairType'
  | 'color'
  | 'length'
  | 'texture'
  | 'lace'
  | 'capSize'
  | 'hairQuality'
  | 'origin'
  | 'density'
  | 'condition'
  | 'laceColour'
  | 'curlPattern'
  | 'attachment';

type Field = { key: SelectKey; label: string; any: string; options: NativeSelectOption[] };

const mainFields: Field[] = [
  { key: 'category', label: 'Catégorie', any: 'Toutes', options: optionsOf(SHOP_FILTER_CATEGORIES) },
  { key: 'hairType', label: 'Type de cheveux', any: 'Tous', options: optionsOf(HAIR_TYPES) },
  { key: 'color', label: 'Couleur', any: 'Toutes', options: optionsOf(COLORS, colorLabels) },
  {
    key: 'length',
    label: 'Longueur',
    any: 'Toutes',
    options: LENGTH_RANGES.map(({ value, label }) => ({ value, label })),
  },
  { key: 'condition', label: 'État', any: 'Tous', options: optionsOf(LISTING_CONDITIONS, listingConditionLabels) },
  {
    key: 'curlPattern',
    label: 'Type de boucle',
    any: 'Tous',
    options: CURL_PATTERNS.map((pattern) => ({ value: pattern, label: pattern })),
  },
  { key: 'attachment', label: 'Pose des extensions', any: 'Toutes', options: optionsOf(ATTACHMENTS, attachmentLabels) },
];

const wigFields: Field[] = [
  { key: 'texture', label: 'Texture', any: 'Toutes', options: optionsOf(TEXTURES, textureLabels) },
  { key: 'lace', label: 'Lace', any: 'Tous', options: optionsOf(LACES, laceLabels) },
  {
    key: 'laceColour',
    label: 'Couleur de la lace',
    any: 'Toutes',
    options: optionsOf(LACE_COLOURS, laceColourLabels),
  },
  {
    key: 'capSize',
    label: 'Taille du bonnet',
    any: 'Toutes',
    // The head measurement beside each size, so a buyer can pick without a size chart.
    options: CAP_SIZES.map((size) => ({ value: size, label: `${size} — ${capSizeHelp[size]}` })),
  },
  {
    key: 'hairQuality',
    label: 'Qualité des cheveux',
    any: 'Toutes',
    options: optionsOf(HAIR_QUALITIES, hairQualityLabels),
  },
  { key: 'origin', label: 'Origine', any: 'Toutes', options: optionsOf(ORIGINS, originLabels) },
  {
    key: 'density',
    label: 'Densité',
    any: 'Toutes',
    options: DENSITIES.map((d) => ({ value: String(d), label: `${d} %` })),
  },
];

type ShopFilterFieldsProps = {
  filters: ShopFilters;
  onChange: (patch: Partial<ShopFilters>) => void;
};

export function ShopFilterFields({ filters, onChange }: ShopFilterFieldsProps) {
  function select(field: Field) {
    const id = `filter-${field.key}`;
    return (
      <div key={field.key} className="grid gap-1.5">
        <Label htmlFor={id}>{field.label}</Label>
        <NativeSelect
          id={id}
          placeholder={field.any}
          options={field.options}
          value={filters[field.key] === undefined ? '' : String(filters[field.key])}
          // The shared schema turns the text back into the typed value ('' and unknown → unset).
          onChange={(event) =>
            onChange({ [field.key]: shopQuerySchema.shape[field.key].parse(event.target.value || undefined) })
          }
        />
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <PriceRangeFilter
        min={filters.priceMin}
        max={filters.priceMax}
        onCommit={([priceMin, priceMax]) => onChange({ priceMin, priceMax })}
      />
      {mainFields.map(select)}
      <div role="group" aria-labelledby="filter-wig-details" className="grid gap-4 border-t border-border pt-4">
        <h3 id="filter-wig-details" className="text-sm font-semibold text-primary">
          Détails des perruques
        </h3>
        {wigFields.map(select)}
      </div>
    </div>
  );
}
