import type { Db } from '@server/db/connection';
import { keyMicros } from '@server/platform/paging';
import { newestFirst } from '@server/platform/keyset-batches';

type ExportedLine = {
  title: string;
  unitPriceCents: number;
  discountCents: number;
  priceCents: number;
  commissionCents?: number;
  sellerAmountCents?: number;
};

/** Every line of these orders (decision 065), in one query; the shares only for the seller's side. */
async function exportLines(db: Db, orderIds: string[], sellerSide: ReadonlySet<string>) {
  const byOrder = new Map<string, ExportedLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_items')
    .select([
      'order_id',
      'title',
      'unit_price_cents',
      'discount_cents',
      'price_cents',
      'commission_cents',
      'seller_amount_cents',
    ])
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const line: ExportedLine = {
      title: row.title,
      unitPriceCents: row.unit_price_cents,
      discountCents: row.discount_cents,
      priceCents: row.price_cents,
      ...(sellerSide.has(row.order_id)
        ? { commissionCents: row.commission_cents, sellerAmountCents: row.seller_amount_cents }
        : {}),
    };
    byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), line]);
  }
  return byOrder;
}

/**
 * The user's orders, both sides, newest first, a batch of orders and their lines at a time.
 * As a seller they get the money lines that are theirs but not the buyer's address: that is
 * the buyer's personal data, not theirs.
 */
export async function* exportOrders(db: Db, userId: string, batchRows: number) {
  const batches = newestFirst(
    (nextBatch) =>
      db
        .selectFrom('orders as o')
        .innerJoin('products as p', 'p.id', 'o.product_id')
        .leftJoin('payments as pay', 'pay.order_id', 'o.id')
        .select([
          'o.id',
          keyMicros('o.created_at'),
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
        .$call((query) => nextBatch(query, 'o.created_at', 'o.id'))
        .execute(),
    batchRows,
  );
  for await (const rows of batches) {
    const sellerSide = new Set(rows.filter((row) => row.buyer_id !== userId).map((row) => row.id));
    const lines = await exportLines(
      db,
      rows.map((row) => row.id),
      sellerSide,
    );
    yield rows.map((row) => {
      const asBuyer = row.buyer_id === userId;
      return {
        role: asBuyer ? ('buyer' as const) : ('seller' as const),
        orderNumber: row.order_number,
        status: row.status,
        productTitle: row.product_title,
        items: lines.get(row.id) ?? [],
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
}
