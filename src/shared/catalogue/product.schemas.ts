import { z } from 'zod';
import { pageSchema } from '@shared/paging';
import { sellerHolidaySchema } from '../profile/holiday.schemas';
import { bundleDiscountViewSchema } from '../lots/bundle-discount.schemas';
import { text } from '../text';
import { SELLER_STATUSES } from '../trust/seller-status';
import { productMessages } from './product-messages';
import {
  ATTACHMENTS,
  BUNDLE_COUNT,
  BUNDLE_WEIGHT_G,
  CAP_SIZES,
  CATEGORIES,
  CATEGORIES_REQUIRING_CONDITION,
  COLORS,
  CURL_PATTERNS,
  HAIR_QUALITIES,
  HAIR_TYPES,
  LACE_COLOURS,
  LACES,
  LISTING_CONDITIONS,
  ORIGINS,
  TEXTURES,
} from './product-options';
import { dateTimeSchema } from '@shared/date-time';

// Re-exported: forms and routes import the messages with the schemas.
export { productMessages };

// 6 images on edit too, so that a product made with 6 stays editable (decisions.md).
export const MEDIA_LIMITS = { images: 6, videos: 2 } as const;

const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

/** The product as the API receives it on create and edit; prices in integer cents. */
export const productFieldsSchema = z.object({
  title: text({ error: productMessages.titleRequired })
    .trim()
    .min(1, productMessages.titleRequired)
    .min(3, productMessages.titleTooShort)
    .max(120, productMessages.titleTooLong),
  description: text({ error: productMessages.descriptionRequired })
    .trim()
    .min(1, productMessages.descriptionRequired)
    .max(5000, productMessages.descriptionTooLong),
  priceCents: z
    .number({ error: productMessages.priceInvalid })
    .int(productMessages.priceInvalid)
    .min(0, productMessages.priceInvalid)
    // Decision 040: a listing costs at least 1,00 € (0 € and 0,01 € listings served fake sales).
    .min(100, productMessages.priceTooLow)
    .max(10_000_000, productMessages.priceTooHigh),
  category: z.enum(CATEGORIES, { error: productMessages.categoryRequired }),
  hairType: optional(z.enum(HAIR_TYPES)),
  color: optional(z.enum(COLORS)),
  colorCode: optional(
    text()
      .trim()
      .regex(/^[0-9A-Za-z/#-]{1,10}$/, productMessages.colorCodeInvalid),
  ),
  lengthCm: optional(
    z
      .number()
      .int(productMessages.lengthInvalid)
      .min(1, productMessages.lengthInvalid)
      .max(150, productMessages.lengthInvalid),
  ),
  texture: optional(z.enum(TEXTURES)),
  lace: optional(z.enum(LACES)),
  laceColour: optional(z.enum(LACE_COLOURS, { error: productMessages.laceColourInvalid })),
  glueless: z.boolean().default(false),
  prePlucked: z.boolean().default(false),
  bleachedKnots: z.boolean().default(false),
  dyeable: z.boolean().default(false),
  densityPercent: optional(
    z
      .number()
      .int(productMessages.densityInvalid)
      .min(50, productMessages.densityInvalid)
      .max(400, productMessages.densityInvalid),
  ),
  capSize: optional(z.enum(CAP_SIZES)),
  hairQuality: optional(z.enum(HAIR_QUALITIES)),
  origin: optional(z.enum(ORIGINS)),
  heatResistant: z.boolean().default(false),
  condition: optional(z.enum(LISTING_CONDITIONS, { error: productMessages.conditionInvalid })),
  bundleCount: optional(
    z
      .number({ error: productMessages.bundleCountInvalid })
      .int(productMessages.bundleCountInvalid)
      .min(BUNDLE_COUNT.min, productMessages.bundleCountInvalid)
      .max(BUNDLE_COUNT.max, productMessages.bundleCountInvalid),
  ),
  bundleWeightG: optional(
    z
      .number({ error: productMessages.bundleWeightInvalid })
      .int(productMessages.bundleWeightInvalid)
      .min(BUNDLE_WEIGHT_G.min, productMessages.bundleWeightInvalid)
      .max(BUNDLE_WEIGHT_G.max, productMessages.bundleWeightInvalid),
  ),
  attachment: optional(z.enum(ATTACHMENTS, { error: productMessages.attachmentInvalid })),
  curlPattern: optional(z.enum(CURL_PATTERNS, { error: productMessages.curlPatternInvalid })),
  stockQuantity: z
    .number({ error: productMessages.stockInvalid })
    .int(productMessages.stockInvalid)
    .min(0, productMessages.stockInvalid)
    .max(999, productMessages.stockInvalid)
    .default(1),
});
export type ProductFields = z.output<typeof productFieldsSchema>;

/** 'État' is required for hair (decision 057): the form and the API both check it. */
export function conditionGiven(fields: { category?: unknown; condition?: unknown }): boolean {
  const required = (CATEGORIES_REQUIRING_CONDITION as readonly unknown[]).includes(fields.category);
  return !required || (fields.condition !== null && fields.condition !== undefined);
}
/** Checked even when other fields fail, so that every error of the form shows at once. */
export const conditionGivenOptions = {
  path: ['condition'],
  error: productMessages.conditionRequired,
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

const mediaIds = z.array(z.uuid());

export const createProductSchema = productFieldsSchema
  .extend({
    imageIds: mediaIds.min(1, productMessages.imageRequired).max(MEDIA_LIMITS.images, productMessages.tooManyImages),
    videoIds: mediaIds.max(MEDIA_LIMITS.videos, productMessages.tooManyVideos).default([]),
  })
  .refine(conditionGiven, conditionGivenOptions);
export type CreateProductInput = z.input<typeof createProductSchema>;

export const updateProductSchema = productFieldsSchema
  .extend({
    imageIds: mediaIds.min(1, productMessages.imageRequired).max(MEDIA_LIMITS.images, productMessages.tooManyImages),
    videoIds: mediaIds.max(MEDIA_LIMITS.videos, productMessages.tooManyVideos).default([]),
  })
  .refine(conditionGiven, conditionGivenOptions);
export type UpdateProductInput = z.input<typeof updateProductSchema>;

export const mediaSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(['image', 'video']),
    /** Image: the card rendition; video: the file. */
    url: z.string(),
    /** Image: the large rendition; video: the file. */
    largeUrl: z.string(),
    width: z.number().nullable(),
    height: z.number().nullable(),
  })
  .meta({ id: 'Media' });
export type Media = z.infer<typeof mediaSchema>;

export const ratingSchema = z.object({ average: z.number().nullable(), count: z.number().int() });
export type Rating = z.infer<typeof ratingSchema>;

export const sellerSummarySchema = z
  .object({
    id: z.uuid(),
    displayName: z.string(),
    username: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    isVerified: z.boolean(),
    rating: ratingSchema,
    /** 'Particulier' or 'Professionnel' on every offer (L111-7, decision 060). */
    status: z.enum(SELLER_STATUSES),
  })
  .meta({ id: 'SellerSummary' });
export type SellerSummary = z.infer<typeof sellerSummarySchema>;

const productDetailsShape = {
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  category: z.enum(CATEGORIES),
  hairType: z.enum(HAIR_TYPES).nullable(),
  color: z.enum(COLORS).nullable(),
  colorCode: z.string().nullable(),
  lengthCm: z.number().nullable(),
  texture: z.enum(TEXTURES).nullable(),
  lace: z.enum(LACES).nullable(),
  laceColour: z.enum(LACE_COLOURS).nullable(),
  glueless: z.boolean(),
  prePlucked: z.boolean(),
  bleachedKnots: z.boolean(),
  dyeable: z.boolean(),
  densityPercent: z.number().nullable(),
  capSize: z.enum(CAP_SIZES).nullable(),
  hairQuality: z.enum(HAIR_QUALITIES).nullable(),
  origin: z.enum(ORIGINS).nullable(),
  heatResistant: z.boolean(),
  /** Null on listings made before 'État' existed, until their seller edits them. */
  condition: z.enum(LISTING_CONDITIONS).nullable(),
  bundleCount: z.number().int().nullable(),
  bundleWeightG: z.number().int().nullable(),
  attachment: z.enum(ATTACHMENTS).nullable(),
  curlPattern: z.enum(CURL_PATTERNS).nullable(),
  stockQuantity: z.number().int(),
  isAvailable: z.boolean(),
  createdAt: dateTimeSchema,
};

export const productCardSchema = z
  .object({
    ...productDetailsShape,
    image: mediaSchema.nullable(),
    seller: sellerSummarySchema,
  })
  .meta({ id: 'ProductCard' });
export type ProductCard = z.infer<typeof productCardSchema>;

/**
 * A listing as the shop and seller grids show it (spec §2 card): only what the card displays,
 * so a page of 24 weighs half as much on a phone. The product page has the rest.
 */
export const shopCardSchema = z.object({
  id: productDetailsShape.id,
  title: productDetailsShape.title,
  /** The first characters only (SHOP_CARD_DESCRIPTION_MAX): the card shows two lines. */
  description: productDetailsShape.description,
  priceCents: productDetailsShape.priceCents,
  category: productDetailsShape.category,
  hairType: productDetailsShape.hairType,
  condition: productDetailsShape.condition,
  /** `url` the card rendition (480 px), `largeUrl` the large one (1280 px): the card's srcset. */
  image: z
    .object({ url: z.string(), largeUrl: z.string(), width: z.number().nullable(), height: z.number().nullable() })
    .nullable(),
  seller: z.object({ id: z.uuid(), isVerified: z.boolean(), rating: ratingSchema, status: z.enum(SELLER_STATUSES) }),
});
export type ShopCard = z.infer<typeof shopCardSchema>;

export const productListSchema = z.object({
  items: z.array(shopCardSchema),
  /** Matches counted up to SHOP_COUNT_CAP, on the first page only (null on the next ones). */
  total: z.number().int().nullable(),
  totalCapped: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const productDetailSchema = z
  .object({
    ...productDetailsShape,
    media: z.array(mediaSchema),
    seller: sellerSummarySchema,
    /** The seller is on holiday (decision 059): the page says so instead of the buy button. */
    sellerHoliday: sellerHolidaySchema.nullable(),
    /** The seller's bundle discount (issue 32): 'Remise lot : −10 % dès 2 articles, −15 % dès 3'. */
    bundleDiscount: bundleDiscountViewSchema,
    viewer: z.object({
      isOwner: z.boolean(),
      hasBlockedSeller: z.boolean(),
      /** The seller blocked this viewer: no order between them either. */
      blockedBySeller: z.boolean(),
      hasHidden: z.boolean(),
      canOrder: z.boolean(),
      /** Taken down by the moderation, with the reason: only for its owner and admins, null otherwise. */
      takedown: z.object({ reason: z.string().nullable() }).nullable(),
    }),
  })
  .meta({ id: 'Product' });
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const ownProductSchema = productCardSchema
  .extend({
    hiddenByAdmin: z.boolean(),
    /** Why the admin took the listing down, for its seller. */
    takedownReason: z.string().nullable(),
    /** Offers waiting for an answer or accepted and not yet ordered (decision 058). */
    openOffers: z.number().int().nonnegative(),
  })
  .meta({ id: 'OwnProduct' });
export const ownProductListSchema = pageSchema(ownProductSchema);
export type OwnProductList = z.infer<typeof ownProductListSchema>;
export type OwnProduct = z.infer<typeof ownProductSchema>;

export const uploadedMediaSchema = mediaSchema;
