import type { BundleTier } from '@shared/orders/lot-pricing';

/** The next step of the seller's discount a lot of `itemCount` has not reached: 'Encore 1 article pour −15 %'. */
export function nextStepHint(itemCount: number, tiers: readonly BundleTier[]): string | null {
  const next = [...tiers].sort((a, b) => a.minItems - b.minItems).find((tier) => tier.minItems > itemCount);
  if (!next || itemCount === 0) return null;
  const missing = next.minItems - itemCount;
  return `Encore ${missing} article${missing > 1 ? 's' : ''} pour −${next.percent} %`;
}
