/** An order's released amount, when it was released (null: not released), and its number (from a sequence). */
export type Released = { releasedCents: number; releasedAt: Date | null; order_number: string };

/**
 * Payouts are not tied to orders (the admin pays a sum), so the page explains them by
 * covering released orders oldest first: each order gets the part of the total paid out
 * that reaches it. What is left uncovered is exactly what is still payable.
 */
export function allocatePayouts<T extends Released>(orders: readonly T[], paidOutCents: number): Map<T, number> {
  const released = orders
    .filter((order) => order.releasedAt !== null && order.releasedCents > 0)
    // Released in the same instant (one clock tick, one transaction): the order placed first, first.
    .sort(
      (a, b) =>
        (a.releasedAt?.getTime() ?? 0) - (b.releasedAt?.getTime() ?? 0) || a.order_number.localeCompare(b.order_number),
    );
  const covered = new Map<T, number>();
  let left = Math.max(paidOutCents, 0);
  for (const order of released) {
    const part = Math.min(order.releasedCents, left);
    covered.set(order, part);
    left -= part;
  }
  return covered;
}
