import { splitPrice } from './money';

export const DELIVERY_COST_EUROPE_CENTS = 699;
export const DELIVERY_COST_WORLD_CENTS = 1299;
export const DELIVERY_COST_PICKUP_CENTS = 0;

export const DELIVERY_TYPES = ['home', 'pickup'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

export const deliveryTypeLabels: Record<DeliveryType, string> = {
  home: 'Livraison à domicile',
  pickup: 'Point de récupération',
};

export type EuropeanCountry = { iso: string; fr: string; en: string; aliases?: readonly string[] };

/**
 * The 31 countries of spec §9 shipped at the European rate. Aliases cover what people
 * and the address autocomplete actually write: short forms, parts of the UK, native names.
 */
export const EUROPEAN_COUNTRIES: readonly EuropeanCountry[] = [
  { iso: 'FR', fr: 'France', en: 'France' },
  { iso: 'DE', fr: 'Allemagne', en: 'Germany', aliases: ['Deutschland'] },
  { iso: 'BE', fr: 'Belgique', en: 'Belgium', aliases: ['België', 'Belgien'] },
  { iso: 'NL', fr: 'Pays-Bas', en: 'Netherlands', aliases: ['Hollande', 'Holland', 'Nederland', 'The Netherlands'] },
  { iso: 'LU', fr: 'Luxembourg', en: 'Luxembourg', aliases: ['Luxemburg'] },
  { iso: 'IT', fr: 'Italie', en: 'Italy', aliases: ['Italia'] },
  { iso: 'ES', fr: 'Espagne', en: 'Spain', aliases: ['España'] },
  { iso: 'PT', fr: 'Portugal', en: 'Portugal' },
  { iso: 'AT', fr: 'Autriche', en: 'Austria', aliases: ['Österreich'] },
  { iso: 'CH', fr: 'Suisse', en: 'Switzerland', aliases: ['Schweiz', 'Svizzera'] },
  {
    iso: 'GB',
    fr: 'Royaume-Uni',
    en: 'United Kingdom',
    aliases: [
      'UK',
      'U.K.',
      'Great Britain',
      'Grande-Bretagne',
      'Angleterre',
      'England',
      'Écosse',
      'Scotland',
      'Pays de Galles',
      'Wales',
      'Irlande du Nord',
      'Northern Ireland',
    ],
  },
  { iso: 'IE', fr: 'Irlande', en: 'Ireland', aliases: ['Éire'] },
  { iso: 'GR', fr: 'Grèce', en: 'Greece' },
  { iso: 'PL', fr: 'Pologne', en: 'Poland', aliases: ['Polska'] },
  { iso: 'SE', fr: 'Suède', en: 'Sweden', aliases: ['Sverige'] },
  { iso: 'DK', fr: 'Danemark', en: 'Denmark', aliases: ['Danmark'] },
  { iso: 'FI', fr: 'Finlande', en: 'Finland', aliases: ['Suomi'] },
  { iso: 'NO', fr: 'Norvège', en: 'Norway', aliases: ['Norge'] },
  { iso: 'IS', fr: 'Islande', en: 'Iceland' },
  { iso: 'MT', fr: 'Malte', en: 'Malta' },
  { iso: 'CY', fr: 'Chypre', en: 'Cyprus' },
  { iso: 'EE', fr: 'Estonie', en: 'Estonia', aliases: ['Eesti'] },
  { iso: 'LV', fr: 'Lettonie', en: 'Latvia', aliases: ['Latvija'] },
  { iso: 'LT', fr: 'Lituanie', en: 'Lithuania', aliases: ['Lietuva'] },
  { iso: 'CZ', fr: 'République tchèque', en: 'Czech Republic', aliases: ['Tchéquie', 'Czechia', 'Česko'] },
  { iso: 'SK', fr: 'Slovaquie', en: 'Slovakia', aliases: ['Slovensko'] },
  { iso: 'SI', fr: 'Slovénie', en: 'Slovenia', aliases: ['Slovenija'] },
  { iso: 'HU', fr: 'Hongrie', en: 'Hungary', aliases: ['Magyarország'] },
  { iso: 'RO', fr: 'Roumanie', en: 'Romania', aliases: ['România'] },
  { iso: 'BG', fr: 'Bulgarie', en: 'Bulgaria' },
  { iso: 'HR', fr: 'Croatie', en: 'Croatia', aliases: ['Hrvatska'] },
];

/** "  République-Tchèque " and "republique tcheque" compare equal; "U.K." matches "uk". */
export function normalizeCountry(raw: string): string {
  return raw
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/[\s\-'’‘]+/g, ' ')
    .trim();
}

const europeanNames = new Set(
  EUROPEAN_COUNTRIES.flatMap((c) => [c.iso, c.fr, c.en, ...(c.aliases ?? [])]).map(normalizeCountry),
);

/** null when no country is known (absent or blank); any other text is matched against the list. */
export function isEuropeanCountry(raw: string | null | undefined): boolean | null {
  const name = normalizeCountry(raw ?? '');
  if (name === '') return null;
  return europeanNames.has(name);
}

/** Spec §9 / decisions §4: an unknown country is charged the European rate, a listed-elsewhere one the world rate. */
export function deliveryCostCents(deliveryType: DeliveryType, country: string | null | undefined): number {
  if (deliveryType === 'pickup') return DELIVERY_COST_PICKUP_CENTS;
  return isEuropeanCountry(country) === false ? DELIVERY_COST_WORLD_CENTS : DELIVERY_COST_EUROPE_CENTS;
}

export type OrderTotals = {
  priceCents: number;
  deliveryCostCents: number;
  totalCents: number;
  commissionCents: number;
  sellerAmountCents: number;
};

/** Everything an order stores about money; commission is on the product price only, never on delivery. */
export function orderTotals(
  priceCents: number,
  deliveryType: DeliveryType,
  country: string | null | undefined,
): OrderTotals {
  const delivery = deliveryCostCents(deliveryType, country);
  return { priceCents, deliveryCostCents: delivery, totalCents: priceCents + delivery, ...splitPrice(priceCents) };
}
