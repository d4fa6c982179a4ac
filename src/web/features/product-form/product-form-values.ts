import { z } from 'zod';
import {
  conditionGiven,
  conditionGivenOptions,
  productFieldsSchema,
  type ProductDetail,
  type ProductFields,
} from '@shared/catalogue/product.schemas';
import { productMessages } from '@shared/catalogue/product-messages';
import {
  ATTACHMENTS,
  CAP_SIZES,
  CATEGORIES,
  cmToInches,
  COLORS,
  CURL_PATTERNS,
  HAIR_QUALITIES,
  HAIR_TYPES,
  LACE_COLOURS,
  LACES,
  LISTING_CONDITIONS,
  ORIGINS,
  TEXTURES,
} from '@shared/catalogue/product-options';
import { centsToEurosInput, eurosToCents } from '@shared/money';

const fields = productFieldsSchema.shape;

/** '' is the "Non précisé" option of a select; the API wants null. */
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .transform((value) => (value === '' ? null : value))
    .pipe(z.enum(values).nullable());
}

/**
 * Whole numbers are typed as text (inputMode="numeric"), so "30,5" or "abc" get the
 * field's own French message instead of the browser silently emptying the field.
 * Empty gives undefined, which the shared optional fields turn into null.
 */
function parseWholeNumber(value: string, ctx: z.RefinementCtx, message: string): number | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (!/^\d{1,6}$/.test(trimmed)) {
    ctx.issues.push({ code: 'custom', message, input: value });
    return z.NEVER;
  }
  return Number(trimmed);
}

// The return types below match each shared field's input exactly, as `pipe` requires.
const optionalWholeNumber = (message: string) =>
  z.string().transform((value, ctx): number | null | undefined => parseWholeNumber(value, ctx, message));

/**
 * What the form holds (strings, as inputs give them) and how it becomes the API's
 * fields. Every field keeps its own path, so each error lands under its input;
 * the limits and messages are the shared ones the server applies.
 */
export const productFormSchema = z
  .object({
    title: fields.title,
    description: fields.description,
    price: z
      .string()
      .transform((value, ctx) => {
        const cents = eurosToCents(value);
        if (cents === null) {
          ctx.issues.push({ code: 'custom', message: productMessages.priceInvalid, input: value });
          return z.NEVER;
        }
        return cents;
      })
      .pipe(fields.priceCents),
    category: z.string().pipe(z.enum(CATEGORIES, { error: productMessages.categoryRequired })),
    hairType: optionalChoice(HAIR_TYPES),
    color: optionalChoice(COLORS),
    lengthCm: optionalWholeNumber(productMessages.lengthInvalid).pipe(fields.lengthCm),
    stockQuantity: z
      .string()
      .trim()
      .min(1, productMessages.stockInvalid)
      .transform((value, ctx): number | undefined => parseWholeNumber(value, ctx, productMessages.stockInvalid))
      .pipe(fields.stockQuantity),
    texture: optionalChoice(TEXTURES),
    lace: optionalChoice(LACES),
    laceColour: optionalChoice(LACE_COLOURS),
    glueless: z.boolean(),
    prePlucked: z.boolean(),
    bleachedKnots: z.boolean(),
    dyeable: z.boolean(),
    densityPercent: optionalWholeNumber(productMessages.densityInvalid).pipe(fields.densityPercent),
    capSize: optionalChoice(CAP_SIZES),
    hairQuality: optionalChoice(HAIR_QUALITIES),
    origin: optionalChoice(ORIGINS),
    colorCode: z
      .string()
      .transform((value): string | null | undefined => (value.trim() === '' ? null : value.trim()))
      .pipe(fields.colorCode),
    heatResistant: z.boolean(),
    condition: optionalChoice(LISTING_CONDITIONS),
    bundleCount: optionalWholeNumber(productMessages.bundleCountInvalid).pipe(fields.bundleCount),
    bundleWeightG: optionalWholeNumber(productMessages.bundleWeightInvalid).pipe(fields.bundleWeightG),
    attachment: optionalChoice(ATTACHMENTS),
    curlPattern: optionalChoice(CURL_PATTERNS),
  })
  .refine(conditionGiven, conditionGivenOptions)
  .transform(({ price, ...rest }): ProductFields => ({ ...rest, priceCents: price }));

export type ProductFormValues = z.input<typeof productFormSchema>;

/** Fields inside the collapsible "Détails de la perruque": it opens when one of them has an error. */
export const WIG_DETAIL_FIELDS = [
  'texture',
  'lace',
  'laceColour',
  'glueless',
  'prePlucked',
  'bleachedKnots',
  'dyeable',
  'densityPercent',
  'capSize',
  'hairQuality',
  'origin',
  'colorCode',
  'heatResistant',
] as const satisfies readonly (keyof ProductFormValues)[];

export const emptyProductFormValues: ProductFormValues = {
  title: '',
  description: '',
  price: '',
  category: '',
  hairType: '',
  color: '',
  lengthCm: '',
  stockQuantity: '1',
  texture: '',
  lace: '',
  laceColour: '',
  glueless: false,
  prePlucked: false,
  bleachedKnots: false,
  dyeable: false,
  densityPercent: '',
  capSize: '',
  hairQuality: '',
  origin: '',
  colorCode: '',
  heatResistant: false,
  condition: '',
  bundleCount: '',
  bundleWeightG: '',
  attachment: '',
  curlPattern: '',
};

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** The edit form starts from the saved product; prices shown the French way ("12,99"). */
export function productToFormValues(product: ProductDetail): ProductFormValues {
  return {
    title: product.title,
    description: product.description,
    price: centsToEurosInput(product.priceCents).replace('.', ','),
    category: product.category,
    hairType: text(product.hairType),
    color: text(product.color),
    lengthCm: text(product.lengthCm),
    stockQuantity: String(product.stockQuantity),
    texture: text(product.texture),
    lace: text(product.lace),
    laceColour: text(product.laceColour),
    glueless: product.glueless,
    prePlucked: product.prePlucked,
    bleachedKnots: product.bleachedKnots,
    dyeable: product.dyeable,
    densityPercent: text(product.densityPercent),
    capSize: text(product.capSize),
    hairQuality: text(product.hairQuality),
    origin: text(product.origin),
    colorCode: text(product.colorCode),
    heatResistant: product.heatResistant,
    condition: text(product.condition),
    bundleCount: text(product.bundleCount),
    bundleWeightG: text(product.bundleWeightG),
    attachment: text(product.attachment),
    curlPattern: text(product.curlPattern),
  };
}

/** True when the saved product already has wig details, so the edit form shows them open. */
export function hasWigDetails(values: ProductFormValues): boolean {
  return WIG_DETAIL_FIELDS.some((name) => values[name] !== '' && values[name] !== false);
}

const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 'soit 11,8 pouces' under the length while it is a valid number of cm; null otherwise. */
export function inchesHint(lengthCm: string): string | null {
  const result = fields.lengthCm.safeParse(/^\d{1,3}$/.test(lengthCm.trim()) ? Number(lengthCm.trim()) : NaN);
  if (!result.success || result.data === null) return null;
  return `soit ${oneDecimal.format(cmToInches(result.data))} pouces`;
}
