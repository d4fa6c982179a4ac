import type { BundleTier } from '../orders/lot-pricing';

/** 'Remise lot : −10 % dès 2 articles, −15 % dès 3'; null when the seller has no discount. */
export function bundleDiscountSentence(tiers: readonly BundleTier[]): string | null {
  if (tiers.length === 0) return null;
  const steps = [...tiers]
    .sort((a, b) => a.minItems - b.minItems)
    .map((tier, i) => `−${tier.percent} % dès ${tier.minItems}${i === 0 ? ' articles' : ''}`);
  return `Remise lot : ${steps.join(', ')}`;
}

export function bundleDiscountView(tiers: readonly BundleTier[]) {
  const sorted = [...tiers].sort((a, b) => a.minItems - b.minItems);
  return { tiers: sorted, sentence: bundleDiscountSentence(sorted) };
}
