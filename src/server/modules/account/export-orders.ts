import type { Db } from '@server/db/connection';

/**
 * The user's orders, both sides. As a seller they get the money lines that are theirs but
 * not the buyer's address: that is the buyer's personal data, not theirs.
 */
export async function exportOrders(db: Db, userId: string) {
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .leftJoin('payments as pay', 'pay.order_id', 'o.id')
    .select([
      'o.order_number',
      'o.buyer_id',
      'o.status',
      'p.title as product_title',
      'o.price_cents',
      'o.delivery_cost_cents',
      'o.total_amount_cents',
      'o.commission_cents',
      'o.seller_amount_cents',
      'o.delivery_type',
      'o.delivery_address',
      'o.delivery_country',
      'o.pickup_location',
      'o.tracking_number',
      'o.created_at',
      'o.updated_at',
      'pay.method as payment_method',
      'pay.status as payment_status',
    ])
    .where((eb) => eb.or([eb('o.buyer_id', '=', userId), eb('o.seller_id', '=', userId)]))
    .orderBy('o.created_at', 'desc')
    .execute();
  return rows.map((row) => {
    const asBuyer = row.buyer_id === userId;
    return {
      role: asBuyer ? ('buyer' as const) : ('seller' as const),
      orderNumber: row.order_number,
      status: row.status,
      productTitle: row.product_title,
      priceCents: row.price_cents,
      deliveryCostCents: row.delivery_cost_cents,
      totalAmountCents: row.total_amount_cents,
      ...(asBuyer ? {} : { commissionCents: row.commission_cents, sellerAmountCents: row.seller_amount_cents }),
      deliveryType: row.delivery_type,
      ...(asBuyer ? { deliveryAddress: row.delivery_address, deliveryCountry: row.delivery_country } : {}),
      pickupLocation: row.pickup_location,
      trackingNumber: row.tracking_number,
      payment: row.payment_method ? { method: row.payment_method, status: row.payment_status } : null,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    };
  });
}
