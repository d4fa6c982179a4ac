import { z } from 'zod';

/** At most this many steps in a seller's bundle discount. */
export const MAX_BUNDLE_TIERS = 4;
export const BUNDLE_MIN_ITEMS = { min: 2, max: 10 } as const;
export const BUNDLE_PERCENT = { min: 1, max: 50 } as const;

export const bundleDiscountMessages = {
  minItemsInvalid: `Le nombre d'articles doit être un entier de ${BUNDLE_MIN_ITEMS.min} à ${BUNDLE_MIN_ITEMS.max}`,
  percentInvalid: `La remise doit être un entier de ${BUNDLE_PERCENT.min} à ${BUNDLE_PERCENT.max} %`,
  tooManyTiers: `${MAX_BUNDLE_TIERS} paliers au plus`,
  duplicateMinItems: 'Deux paliers ne peuvent pas partir du même nombre d’articles',
  percentMustGrow: 'La remise doit augmenter avec le nombre d’articles',
  sellersOnly: 'La remise sur les lots est réservée aux vendeurs',
  saved: 'Remise sur les lots enregistrée',
  turnedOff: 'Remise sur les lots désactivée',
} as const;

export const bundleTierSchema = z.object({
  minItems: z
    .number({ error: bundleDiscountMessages.minItemsInvalid })
    .int(bundleDiscountMessages.minItemsInvalid)
    .min(BUNDLE_MIN_ITEMS.min, bundleDiscountMessages.minItemsInvalid)
    .max(BUNDLE_MIN_ITEMS.max, bundleDiscountMessages.minItemsInvalid),
  percent: z
    .number({ error: bundleDiscountMessages.percentInvalid })
    .int(bundleDiscountMessages.percentInvalid)
    .min(BUNDLE_PERCENT.min, bundleDiscountMessages.percentInvalid)
    .max(BUNDLE_PERCENT.max, bundleDiscountMessages.percentInvalid),
});
export type BundleTierData = z.infer<typeof bundleTierSchema>;

/**
 * A seller's bundle discount (decision 065): 0 to 4 steps, each from a distinct number of
 * items, a bigger lot never getting a smaller discount. No step: off. The answer lists the
 * steps by number of items.
 */
export const bundleDiscountSchema = z
  .object({
    tiers: z
      .array(bundleTierSchema, { error: bundleDiscountMessages.tooManyTiers })
      .max(MAX_BUNDLE_TIERS, bundleDiscountMessages.tooManyTiers),
  })
  .superRefine((data, ctx) => {
    const sorted = [...data.tiers].sort((a, b) => a.minItems - b.minItems);
    sorted.forEach((tier, i) => {
      const before = sorted[i - 1];
      if (!before) return;
      if (before.minItems === tier.minItems) {
        ctx.addIssue({ code: 'custom', path: ['tiers'], message: bundleDiscountMessages.duplicateMinItems });
      } else if (tier.percent <= before.percent) {
        ctx.addIssue({ code: 'custom', path: ['tiers'], message: bundleDiscountMessages.percentMustGrow });
      }
    });
  })
  .transform((data) => ({ tiers: [...data.tiers].sort((a, b) => a.minItems - b.minItems) }));
export type BundleDiscountInput = z.input<typeof bundleDiscountSchema>;
export type BundleDiscount = z.output<typeof bundleDiscountSchema>;

/** What buyers read: the steps, and the sentence the product and seller pages show (null when off). */
export const bundleDiscountViewSchema = z.object({
  tiers: z.array(bundleTierSchema),
  sentence: z.string().nullable(),
});
export type BundleDiscountView = z.infer<typeof bundleDiscountViewSchema>;
