import {
  capSizeHelp,
  cmToInches,
  colorLabels,
  hairQualityLabels,
  laceLabels,
  originLabels,
  textureLabels,
} from '@shared/catalogue/product-options';
import type { ProductDetail } from '@shared/catalogue/product.schemas';
import { formatFrenchNumber } from '@shared/french-number';

export type ProductBadge = {
  label: string;
  /** 'main' for the four spec fields, 'detail' for the wig details. */
  group: 'main' | 'detail';
  /** Extra help shown on hover (the head measurement of a cap size). */
  hint?: string;
};

/** '45 cm (17,7")': many sellers and buyers think of lengths in inches. */
export function lengthLabel(lengthCm: number): string {
  const inches = formatFrenchNumber(cmToInches(lengthCm), { minFractionDigits: 1, maxFractionDigits: 1 });
  return `${formatFrenchNumber(lengthCm, { maxFractionDigits: 1 })} cm (${inches}")`;
}

type BadgeFields = Pick<
  ProductDetail,
  | 'category'
  | 'hairType'
  | 'color'
  | 'lengthCm'
  | 'texture'
  | 'lace'
  | 'laceHd'
  | 'glueless'
  | 'densityPercent'
  | 'capSize'
  | 'hairQuality'
  | 'origin'
  | 'heatResistant'
>;

/** The badges of the product page, in reading order; unset fields give none. */
export function productBadges(product: BadgeFields): ProductBadge[] {
  const badges: ProductBadge[] = [{ label: product.category, group: 'main' }];
  const main = (label: string) => badges.push({ label, group: 'main' });
  const detail = (label: string, hint?: string) =>
    badges.push(hint ? { label, group: 'detail', hint } : { label, group: 'detail' });

  if (product.hairType) main(product.hairType);
  if (product.color) main(colorLabels[product.color]);
  if (product.lengthCm !== null) main(lengthLabel(product.lengthCm));
  if (product.texture) detail(textureLabels[product.texture]);
  if (product.lace) detail(product.laceHd ? `${laceLabels[product.lace]} HD` : laceLabels[product.lace]);
  if (product.glueless) detail('Glueless');
  if (product.densityPercent !== null) detail(`Densité ${product.densityPercent} %`);
  if (product.capSize) detail(`Bonnet ${product.capSize}`, capSizeHelp[product.capSize]);
  if (product.hairQuality) detail(hairQualityLabels[product.hairQuality]);
  if (product.origin) detail(originLabels[product.origin]);
  if (product.heatResistant) detail('Résistante à la chaleur');
  return badges;
}

/** Under the price; nothing when sold out, since the Order button already says 'Vendu'. */
export function stockNote(stockQuantity: number): string | null {
  if (stockQuantity <= 0) return null;
  return stockQuantity === 1 ? 'Dernier exemplaire disponible' : `${stockQuantity} exemplaires disponibles`;
}
