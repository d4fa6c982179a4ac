// Each list holds the stored values (they match the CHECK constraints of migration
// 0002_catalogue.sql); `xLabels` give the French text to show for them.

export const CATEGORIES = ['Perruques', 'Tissages', 'Extensions', 'Accessoires'] as const;
export type Category = (typeof CATEGORIES)[number];
/** The shop's filter offers every category, Tissages included (decisions.md §8 overrides spec §3). */
export const SHOP_FILTER_CATEGORIES = CATEGORIES;

export const HAIR_TYPES = ['Naturel', 'Synthétique', 'Mixte'] as const;
export type HairType = (typeof HAIR_TYPES)[number];

export const COLORS = ['noir', 'brun', 'blond', 'auburn', 'rouge', 'gris'] as const;
export type Color = (typeof COLORS)[number];
export const colorLabels: Record<Color, string> = {
  noir: 'Noir',
  brun: 'Brun',
  blond: 'Blond',
  auburn: 'Auburn',
  rouge: 'Rouge',
  gris: 'Gris',
};

/** Shop length filter, in cm; `value` is what goes in the URL. */
export const LENGTH_RANGES = [
  { value: '0-20', min: 0, max: 20, label: '0-20 cm' },
  { value: '20-30', min: 20, max: 30, label: '20-30 cm' },
  { value: '30-40', min: 30, max: 40, label: '30-40 cm' },
  { value: '40-100', min: 40, max: 100, label: '40-100 cm' },
] as const;

/** Shop price slider, in euros (spec §9). */
export const PRICE_FILTER = { min: 0, max: 500, step: 10 } as const;

export const SORTS = ['recent', 'price_asc', 'price_desc'] as const;
export type Sort = (typeof SORTS)[number];
export const sortLabels: Record<Sort, string> = {
  recent: 'Plus récents',
  price_asc: 'Prix croissant',
  price_desc: 'Prix décroissant',
};

export const TEXTURES = [
  'lisse',
  'body_wave',
  'loose_wave',
  'deep_wave',
  'water_wave',
  'kinky_straight',
  'yaki',
  'kinky_curly',
  'afro',
] as const;
export type Texture = (typeof TEXTURES)[number];
export const textureLabels: Record<Texture, string> = {
  lisse: 'Lisse',
  body_wave: 'Body wave',
  loose_wave: 'Loose wave',
  deep_wave: 'Deep wave',
  water_wave: 'Water wave',
  kinky_straight: 'Kinky straight',
  yaki: 'Yaki',
  kinky_curly: 'Kinky curly',
  afro: 'Afro / crépu',
};

export const LACES = [
  'sans_lace',
  'closure_4x4',
  'closure_5x5',
  'closure_6x6',
  'frontale_13x4',
  'frontale_13x6',
  'lace_360',
  'full_lace',
] as const;
export type Lace = (typeof LACES)[number];
export const laceLabels: Record<Lace, string> = {
  sans_lace: 'Sans lace',
  closure_4x4: 'Closure 4x4',
  closure_5x5: 'Closure 5x5',
  closure_6x6: 'Closure 6x6',
  frontale_13x4: 'Frontale 13x4',
  frontale_13x6: 'Frontale 13x6',
  lace_360: '360',
  full_lace: 'Full lace',
};

/** Densities offered in the form, in percent; the database accepts 50-400. */
export const DENSITIES = [120, 150, 180, 200, 250] as const;

export const CAP_SIZES = ['XS', 'S', 'M', 'L'] as const;
export type CapSize = (typeof CAP_SIZES)[number];
/** Help text so a buyer can measure their head and pick a size. */
export const capSizeHelp: Record<CapSize, string> = {
  XS: 'Tour de tête ≈ 52 cm',
  S: 'Tour de tête ≈ 54 cm',
  M: 'Tour de tête ≈ 55,5 cm',
  L: 'Tour de tête ≈ 57 cm',
};

export const HAIR_QUALITIES = ['vierge', 'remy', 'non_remy'] as const;
export type HairQuality = (typeof HAIR_QUALITIES)[number];
export const hairQualityLabels: Record<HairQuality, string> = {
  vierge: 'Vierge',
  remy: 'Remy',
  non_remy: 'Non-Remy',
};

export const ORIGINS = [
  'bresilien',
  'peruvien',
  'malaisien',
  'indien',
  'vietnamien',
  'cambodgien',
  'europeen',
  'autre',
] as const;
export type Origin = (typeof ORIGINS)[number];
export const originLabels: Record<Origin, string> = {
  bresilien: 'Brésilien',
  peruvien: 'Péruvien',
  malaisien: 'Malaisien',
  indien: 'Indien',
  vietnamien: 'Vietnamien',
  cambodgien: 'Cambodgien',
  europeen: 'Européen',
  autre: 'Autre',
};

/** Many sellers quote lengths in inches; shown next to cm, to one decimal. */
export function cmToInches(cm: number): number {
  return Math.round((cm / 2.54) * 10) / 10;
}

/** The listing's 'État' (migration 0028). 'new_sealed' is the hygiene seal of L221-28 5°. */
export const LISTING_CONDITIONS = ['new_sealed', 'new_unworn', 'worn_like_new', 'worn_good'] as const;
export type ListingCondition = (typeof LISTING_CONDITIONS)[number];
export const listingConditionLabels: Record<ListingCondition, string> = {
  new_sealed: 'Neuf, scellé',
  new_unworn: 'Neuf, jamais porté',
  worn_like_new: 'Porté, comme neuf (lavé)',
  worn_good: 'Porté, bon état',
};

/** État is required for hair (what a buyer wears); an accessory may leave it unsaid. */
export const CATEGORIES_REQUIRING_CONDITION: readonly Category[] = ['Perruques', 'Tissages', 'Extensions'];

// Issue 31's hair details (migration 0029, decision 057). The search vector spells them with
// these labels too (product_details_text in 0029): change both together.

export const LACE_COLOURS = ['transparent', 'hd', 'brown'] as const;
export type LaceColour = (typeof LACE_COLOURS)[number];
export const laceColourLabels: Record<LaceColour, string> = {
  transparent: 'Transparente',
  hd: 'HD',
  brown: 'Marron',
};

export const ATTACHMENTS = ['clips', 'tape_in', 'keratin', 'micro_rings', 'sew_in'] as const;
export type Attachment = (typeof ATTACHMENTS)[number];
export const attachmentLabels: Record<Attachment, string> = {
  clips: 'Clips',
  tape_in: 'Adhésive (tape-in)',
  keratin: 'Kératine',
  micro_rings: 'Micro-anneaux',
  sew_in: 'À coudre',
};

/** The curl types of natural hair; the value is its own label. */
export const CURL_PATTERNS = ['3A', '3B', '3C', '4A', '4B', '4C'] as const;
export type CurlPattern = (typeof CURL_PATTERNS)[number];

/** Bundles per lot and grams per bundle, as the database accepts them. */
export const BUNDLE_COUNT = { min: 1, max: 10 } as const;
export const BUNDLE_WEIGHT_G = { min: 10, max: 500 } as const;

/** Which details a category carries; the others are not stored (the form hides them). */
export function detailsApply(category: Category, hairType: HairType | null) {
  return {
    wig: category === 'Perruques',
    bundles: category === 'Tissages',
    attachment: category === 'Extensions',
    // Curl types describe natural hair: not an accessory, not a synthetic fibre.
    curlPattern: category !== 'Accessoires' && hairType !== 'Synthétique',
  };
}
