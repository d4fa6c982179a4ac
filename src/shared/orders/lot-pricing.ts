import { commissionCents } from '../money';

/** At most this many listings in one lot, hence one order (order_items.position 0–9). */
export const MAX_LOT_ITEMS = 10;

/** A seller's bundle discount step: from `minItems` listings in one lot, `percent` off. */
export type BundleTier = { minItems: number; percent: number };

export type PricedLine = {
  unitPriceCents: number;
  discountCents: number;
  priceCents: number;
  commissionCents: number;
  sellerAmountCents: number;
};

export type PricedLot = {
  lines: PricedLine[];
  /** Before the discount. */
  subtotalCents: number;
  discountCents: number;
  percent: number;
  /** The lines' total after the discount: the order's price_cents. */
  priceCents: number;
  commissionCents: number;
  sellerAmountCents: number;
};

/** The best step the lot reaches; 0 without one. */
export function bundlePercent(tiers: readonly BundleTier[], itemCount: number): number {
  return tiers.reduce((best, tier) => (tier.minItems <= itemCount && tier.percent > best ? tier.percent : best), 0);
}

/** percent of cents, rounded half-up to the cent in integer arithmetic, like the commission. */
function percentOf(cents: number, percent: number): number {
  const scaled = cents * percent + 50;
  return (scaled - (scaled % 100)) / 100;
}

/**
 * Shares `total` between lines in proportion to `weights`, in whole cents that add up exactly
 * to `total` (largest remainder; a tie goes to the earlier line). No share exceeds its weight
 * when total ≤ the weights' sum.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((total * w) / sum));
  const order = weights
    .map((w, index) => ({ index, remainder: (total * w) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * Decision 065: the discount is `percent` of the lines' total, rounded half-up, shared between
 * lines pro rata; the commission is 5 % of the total after discount (as for any order), shared
 * between lines the same way; each line's seller share is its price minus its commission. So
 * the lines always add up to the order, cent for cent.
 */
export function priceLot(unitPrices: readonly number[], percent: number): PricedLot {
  const subtotalCents = unitPrices.reduce((a, b) => a + b, 0);
  const discountCents = percentOf(subtotalCents, percent);
  const discounts = allocate(discountCents, unitPrices);
  const prices = unitPrices.map((unit, i) => unit - (discounts[i] ?? 0));
  const priceCents = subtotalCents - discountCents;
  const commission = commissionCents(priceCents);
  const commissions = allocate(commission, prices);
  const lines = unitPrices.map((unit, i) => {
    const price = prices[i] ?? 0;
    const lineCommission = commissions[i] ?? 0;
    return {
      unitPriceCents: unit,
      discountCents: discounts[i] ?? 0,
      priceCents: price,
      commissionCents: lineCommission,
      sellerAmountCents: price - lineCommission,
    };
  });
  return {
    lines,
    subtotalCents,
    discountCents,
    percent,
    priceCents,
    commissionCents: commission,
    sellerAmountCents: priceCents - commission,
  };
}

/** What a return of some lines gives back: their prices, and delivery only when every line comes back. */
export function returnedShare(
  lines: readonly { id: string; priceCents: number; commissionCents: number; sellerAmountCents: number }[],
  returnedIds: readonly string[],
  deliveryCostCents: number,
): {
  priceCents: number;
  commissionCents: number;
  sellerAmountCents: number;
  deliveryCents: number;
  refundCents: number;
} {
  const returned = lines.filter((line) => returnedIds.includes(line.id));
  const sum = (pick: (line: (typeof returned)[number]) => number) => returned.reduce((a, line) => a + pick(line), 0);
  const deliveryCents = returned.length === lines.length ? deliveryCostCents : 0;
  const priceCents = sum((line) => line.priceCents);
  return {
    priceCents,
    commissionCents: sum((line) => line.commissionCents),
    sellerAmountCents: sum((line) => line.sellerAmountCents),
    deliveryCents,
    refundCents: priceCents + deliveryCents,
  };
}
