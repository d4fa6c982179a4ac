import type { ExportRange } from '@shared/accounting/accounting.schemas';
import { paymentMethodLabels } from '@shared/orders/payment-methods';
import { orderStatusLabels } from '@shared/orders/order-status';
import type { Db } from '@server/db/connection';
import { sql } from 'kysely';
import { CSV_BATCH_ROWS, csvChunks, frenchDateTime, frenchDecimal } from './csv';
import { keysetBatches } from '@server/platform/keyset-batches';
import { rangeBounds } from './export-range';

/**
 * One row per order line (decision 065): the order's number and parties repeat on each of its
 * lines; the money columns are the line's (its price before and after its share of the bundle
 * discount, its share of the commission and of the seller's amount). The delivery is counted
 * once, on the order's first line, and is 0 on the others, so each column adds up to the
 * orders' own figures; 'Total' is the line's price plus that delivery.
 */
const HEADER = [
  'N° commande',
  'Date (UTC)',
  'Statut',
  'Acheteur',
  'Vendeur',
  'Ligne',
  'Produit',
  'Prix avant remise',
  'Remise lot',
  'Prix',
  'Livraison (1re ligne)',
  'Total',
  'Commission',
  'Part vendeur',
  'Mode de paiement',
  'Paiement',
];

const paymentStatusLabels = { pending: 'En attente', submitted: 'Preuve envoyée', paid: 'Payé', rejected: 'Rejeté' };

type Order = Awaited<ReturnType<ReturnType<typeof periodOrders>['execute']>>[number];
type Line = Awaited<ReturnType<typeof linesOf>>[number];

function periodOrders(db: Db, range: ExportRange) {
  const { start, end } = rangeBounds(range);
  return db
    .selectFrom('orders as o')
    .innerJoin('profiles as b', 'b.id', 'o.buyer_id')
    .innerJoin('profiles as s', 's.id', 'o.seller_id')
    .leftJoin('payments as pay', 'pay.order_id', 'o.id')
    .select([
      'o.id',
      'o.order_number',
      'o.created_at',
      'o.status',
      'b.full_name as buyer',
      's.full_name as seller',
      'o.delivery_cost_cents',
      'pay.method',
      'pay.status as payment_status',
    ])
    .where('o.created_at', '>=', start)
    .where('o.created_at', '<', end)
    .orderBy('o.created_at')
    .orderBy('o.order_number');
}

/** The lines of a batch of orders, in one query. */
function linesOf(db: Db, orderIds: string[]) {
  return db
    .selectFrom('order_items')
    .select([
      'order_id',
      'position',
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
}

function fields(order: Order, line: Line, lineCount: number): string[] {
  const deliveryCents = line.position === 0 ? order.delivery_cost_cents : 0;
  return [
    order.order_number,
    frenchDateTime(new Date(order.created_at)),
    orderStatusLabels[order.status],
    order.buyer,
    order.seller,
    `${line.position + 1} sur ${lineCount}`,
    line.title,
    frenchDecimal(line.unit_price_cents),
    frenchDecimal(line.discount_cents),
    frenchDecimal(line.price_cents),
    frenchDecimal(deliveryCents),
    frenchDecimal(line.price_cents + deliveryCents),
    frenchDecimal(line.commission_cents),
    frenchDecimal(line.seller_amount_cents),
    order.method ? paymentMethodLabels[order.method] : '',
    order.payment_status ? paymentStatusLabels[order.payment_status] : '',
  ];
}

/** Each batch of orders as the CSV rows of their lines, each order's lines in their order. */
async function* lineRows(db: Db, batches: AsyncIterable<Order[]>) {
  for await (const orders of batches) {
    if (orders.length === 0) continue;
    const lines = await linesOf(
      db,
      orders.map((order) => order.id),
    );
    const byOrder = Map.groupBy(lines, (line) => line.order_id);
    yield orders.flatMap((order) => {
      const own = byOrder.get(order.id) ?? [];
      return own.map((line) => fields(order, line, own.length));
    });
  }
}

/** The lines of the orders placed in the period, oldest order first, read and written a batch of orders at a time. */
export function exportOrders(db: Db, range: ExportRange, batchRows = CSV_BATCH_ROWS): AsyncGenerator<string> {
  const batches = keysetBatches<Order>(async (after, size) => {
    let query = periodOrders(db, range);
    // The last row's own key, read back by its id: PostgreSQL's microseconds, not JavaScript's milliseconds.
    if (after) {
      query = query.where(
        sql<boolean>`(o.created_at, o.order_number) > (select k.created_at, k.order_number from orders as k where k.id = ${after.id})`,
      );
    }
    return query.limit(size).execute();
  }, batchRows);
  return csvChunks(HEADER, lineRows(db, batches));
}
