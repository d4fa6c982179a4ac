import { z } from 'zod';
import { DELIVERY_TYPES } from '../delivery';
import { nextCursorSchema } from '../paging';
import { sellerHolidaySchema } from '../profile/holiday.schemas';
import { bundleDiscountViewSchema } from './bundle-discount.schemas';

export const lotMessages = {
  productInvalid: 'Produit invalide',
  sellerInvalid: 'Vendeur introuvable',
  notAvailable: "Cette annonce n'est plus disponible",
  ownProduct: 'Vous ne pouvez pas ajouter votre propre annonce à un lot',
  otherSeller: "Cette annonce n'est pas de ce vendeur",
  full: 'Un lot compte 10 articles au plus',
  empty: 'Votre lot est vide',
  changed: "Un article de votre lot n'est plus disponible : ouvrez votre lot pour le voir",
  added: 'Ajouté au lot',
  removedItem: 'Retiré du lot',
  soldMeanwhile: 'Vendu entre-temps : retiré de votre lot',
  withdrawnMeanwhile: 'Plus en vente : retiré de votre lot',
} as const;

export const lotItemRequestSchema = z.object({ productId: z.uuid({ error: lotMessages.productInvalid }) });
export type LotItemRequest = z.infer<typeof lotItemRequestSchema>;

/** 'Mes lots': one open lot per seller. */
export const lotSummarySchema = z.object({
  seller: z.object({ id: z.uuid(), displayName: z.string() }),
  itemCount: z.number().int().nonnegative(),
  /** 'Mon lot chez Aminata (3)' */
  label: z.string(),
});
/** A page of the buyer's open lots, newest change first (decision 076). */
export const lotListSchema = z.object({ lots: z.array(lotSummarySchema), nextCursor: nextCursorSchema });
export type LotList = z.infer<typeof lotListSchema>;
export type LotSummary = z.infer<typeof lotSummarySchema>;

export const lotItemSchema = z.object({
  productId: z.uuid(),
  title: z.string(),
  image: z.object({ url: z.string(), width: z.number().nullable(), height: z.number().nullable() }).nullable(),
  /** The listing's price. */
  listPriceCents: z.number().int().nonnegative(),
  /** What this buyer pays before the bundle discount: an accepted offer's amount, else the price. */
  unitPriceCents: z.number().int().nonnegative(),
  /** The accepted offer that prices this line, if any. */
  offerId: z.uuid().nullable(),
  discountCents: z.number().int().nonnegative(),
  priceCents: z.number().int().nonnegative(),
});
export type LotItem = z.infer<typeof lotItemSchema>;

/** A listing that left the lot since it was last read, and why (in French). */
export const removedLotItemSchema = z.object({ productId: z.uuid(), title: z.string(), reason: z.string() });

/** One delivery fee for the whole lot, by the spec's rule (§9), with the total it makes. */
export const lotDeliveryOptionSchema = z.object({
  deliveryType: z.enum(DELIVERY_TYPES),
  label: z.string(),
  /** Pickup 0; home at the European rate (also an unknown country). */
  costCents: z.number().int().nonnegative(),
  /** Home to a country outside the European list; null for pickup. */
  worldCostCents: z.number().int().nonnegative().nullable(),
  totalCents: z.number().int().nonnegative(),
});

export const lotViewSchema = z
  .object({
    seller: z.object({ id: z.uuid(), displayName: z.string() }),
    label: z.string(),
    /** The seller is away (decision 059): the lot waits, and cannot be ordered meanwhile. */
    holiday: sellerHolidaySchema.nullable(),
    items: z.array(lotItemSchema),
    maxItems: z.number().int(),
    bundleDiscount: bundleDiscountViewSchema,
    /** The lines before the discount. */
    subtotalCents: z.number().int().nonnegative(),
    /** The step reached; 0 without one. */
    percent: z.number().int().nonnegative(),
    discountCents: z.number().int().nonnegative(),
    /** The lines after the discount (the order's price). */
    priceCents: z.number().int().nonnegative(),
    delivery: z.array(lotDeliveryOptionSchema),
    /** With home delivery at the European rate, the first option. */
    totalCents: z.number().int().nonnegative(),
    removed: z.array(removedLotItemSchema),
  })
  .meta({ id: 'Lot' });
export type LotView = z.infer<typeof lotViewSchema>;

/** 'Mon lot chez Aminata (3)'; an emptied lot is 'Mon lot chez Aminata', without '(0)'. */
export function lotLabel(sellerName: string, itemCount: number): string {
  return itemCount === 0 ? `Mon lot chez ${sellerName}` : `Mon lot chez ${sellerName} (${itemCount})`;
}
