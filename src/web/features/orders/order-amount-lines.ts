import { COMMISSION_RATE_PERCENT } from '@shared/money';
import type { OrderView } from '@shared/orders/order-view.schemas';

export type AmountLine = { label: string; cents: number; strong: boolean };

type Amounts = Pick<
  OrderView,
  | 'role'
  | 'priceCents'
  | 'discountCents'
  | 'deliveryCostCents'
  | 'totalAmountCents'
  | 'commissionCents'
  | 'sellerAmountCents'
>;

/** A lot with a bundle discount shows the items' price, then the discount (decision 065). */
function priceLines(order: Amounts): AmountLine[] {
  if (order.discountCents <= 0) return [{ label: 'Prix', cents: order.priceCents, strong: false }];
  return [
    { label: 'Prix des articles', cents: order.priceCents + order.discountCents, strong: false },
    { label: 'Remise lot', cents: -order.discountCents, strong: false },
  ];
}

/**
 * The money lines of an order card. The buyer sees what they pay; the seller also
 * sees the commission (as a deduction), their share and the delivery cost paid back
 * (spec §6). The server sends null commission figures to a buyer, and the buyer's view
 * never names them.
 */
export function amountLines(order: Amounts): AmountLine[] {
  const lines: AmountLine[] = [
    ...priceLines(order),
    { label: 'Livraison', cents: order.deliveryCostCents, strong: false },
    { label: 'Total', cents: order.totalAmountCents, strong: order.role === 'buyer' },
  ];
  if (order.role === 'buyer') return lines;
  if (order.commissionCents !== null) {
    lines.push({
      label: `Commission (${COMMISSION_RATE_PERCENT}\u00a0%)`,
      cents: -order.commissionCents,
      strong: false,
    });
  }
  if (order.sellerAmountCents !== null) {
    // decisions §4: the seller paid the carrier, so the platform pays back the delivery with the
    // share; both parts are shown so the amount paid out is explained.
    lines.push(
      { label: 'Votre part', cents: order.sellerAmountCents, strong: false },
      { label: 'Livraison remboursée', cents: order.deliveryCostCents, strong: false },
      { label: 'Total pour vous', cents: order.sellerAmountCents + order.deliveryCostCents, strong: true },
    );
  }
  return lines;
}
