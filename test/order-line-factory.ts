import { sql } from 'kysely';
import type { AppContext } from '@server/context';

/** The one line of an order a test wrote by hand, copied from the order as migration 0037 did. */
export async function insertOneOrderLine(ctx: AppContext, orderId: string): Promise<void> {
  await sql`
    INSERT INTO order_items (order_id, position, product_id, title, unit_price_cents, price_cents,
                             commission_cents, seller_amount_cents)
    SELECT o.id, 0, o.product_id, left(p.title, 200), o.price_cents, o.price_cents, o.commission_cents,
           o.seller_amount_cents
    FROM orders o JOIN products p ON p.id = o.product_id WHERE o.id = ${orderId}`.execute(ctx.db);
}
