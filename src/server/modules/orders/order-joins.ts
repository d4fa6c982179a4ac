import type { Db } from '@server/db/connection';

/** Every order column, with its product (p), payment (pay), buyer (b) and seller (s) joined. */
export function ordersWithParties(db: Db) {
  return db
    .selectFrom('orders as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .innerJoin('payments as pay', 'pay.order_id', 'o.id')
    .innerJoin('profiles as b', 'b.id', 'o.buyer_id')
    .innerJoin('profiles as s', 's.id', 'o.seller_id')
    .selectAll('o');
}
