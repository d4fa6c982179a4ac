import {
  attachmentLabels,
  capSizeHelp,
  cmToInches,
  colorLabels,
  hairQualityLabels,
  laceColourLabels,
  laceLabels,
  listingConditionLabels,
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
  if (product.lace) detail(laceLabels[product.lace]);
  if (product.glueless) detail('Glueless');
  if (product.densityPercent !== null) detail(`Densité ${product.densityPercent} %`);
  if (product.capSize) detail(`Bonnet ${product.capSize}`, capSizeHelp[product.capSize]);
  if (product.hairQuality) detail(hairQualityLabels[product.hairQuality]);
  if (product.origin) detail(originLabels[product.origin]);
  if (product.heatResistant) detail('Résistante à la chaleur');
  return badges;
}

type DetailFields = Pick<
  ProductDetail,
  | 'condition'
  | 'laceColour'
  | 'prePlucked'
  | 'bleachedKnots'
  | 'dyeable'
  | 'bundleCount'
  | 'bundleWeightG'
  | 'attachment'
  | 'curlPattern'
>;

export type DetailRow = { term: string; value: string };

/**
 * The 'Détails' list of the product page: what buyers used to ask in messages (issue 31).
 * An unknown condition (listings made before it existed) gives no row rather than a guess.
 */
export function productDetailRows(product: DetailFields): DetailRow[] {
  const rows: DetailRow[] = [];
  const row = (term: string, value: string) => rows.push({ term, value });
  if (product.condition) row('État', listingConditionLabels[product.condition]);
  if (product.curlPattern) row('Type de boucle', product.curlPattern);
  if (product.laceColour) row('Couleur de la lace', laceColourLabels[product.laceColour]);
  if (product.prePlucked) row('Ligne frontale pré-épilée', 'Oui');
  if (product.bleachedKnots) row('Nœuds décolorés', 'Oui');
  if (product.dyeable) row('Peut être teinte ou décolorée', 'Oui');
  if (product.bundleCount !== null) row('Nombre de paquets', String(product.bundleCount));
  if (product.bundleWeightG !== null) row('Poids par paquet', `${product.bundleWeightG} g`);
  if (product.attachment) row('Pose', attachmentLabels[product.attachment]);
  return rows;
}

/** Under the price; nothing when sold out, since the Order button already says 'Vendu'. */
export function stockNote(stockQuantity: number): string | null {
  if (stockQuantity <= 0) return null;
  return stockQuantity === 1 ? 'Dernier exemplaire disponible' : `${stockQuantity} exemplaires disponibles`;
}
