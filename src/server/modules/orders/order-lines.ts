import type { Kysely } from 'kysely';
import type { PricedLine } from '@shared/orders/lot-pricing';
import type { Database } from '@server/db/schema';

export type OrderLineInput = { productId: string; title: string; offerId: string | null; priced: PricedLine };

/** The order's lines, in the lot's order; the database checks at commit that they add up to the order. */
export async function insertOrderLines(
  trx: Kysely<Database>,
  orderId: string,
  lines: readonly OrderLineInput[],
): Promise<void> {
  await trx
    .insertInto('order_items')
    .values(
      lines.map((line, position) => ({
        order_id: orderId,
        position,
        product_id: line.productId,
        title: line.title,
        unit_price_cents: line.priced.unitPriceCents,
        discount_cents: line.priced.discountCents,
        price_cents: line.priced.priceCents,
        commission_cents: line.priced.commissionCents,
        seller_amount_cents: line.priced.sellerAmountCents,
        offer_id: line.offerId,
      })),
    )
    .execute();
}
