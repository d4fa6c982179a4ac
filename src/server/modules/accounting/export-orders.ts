import type { ExportRange } from '@shared/accounting/accounting.schemas';
import { paymentMethodLabels } from '@shared/orders/checkout.schemas';
import { orderStatusLabels } from '@shared/orders/order-status';
import type { Db } from '@server/db/connection';
import { sql } from 'kysely';
import { csvChunks, frenchDateTime, frenchDecimal } from './csv';
import { keysetBatches, mapBatches } from './export-batches';
import { rangeBounds } from './export-range';

const HEADER = [
  'N° commande',
  'Date (UTC)',
  'Statut',
  'Acheteur',
  'Vendeur',
  'Produit',
  'Prix',
  'Livraison',
  'Total',
  'Commission',
  'Part vendeur',
  'Mode de paiement',
  'Paiement',
];

const paymentStatusLabels = { pending: 'En attente', submitted: 'Preuve envoyée', paid: 'Payé', rejected: 'Rejeté' };

type Row = Awaited<ReturnType<ReturnType<typeof periodOrders>['execute']>>[number];

function periodOrders(db: Db, range: ExportRange) {
  const { start, end } = rangeBounds(range);
  return db
    .selectFrom('orders as o')
    .innerJoin('profiles as b', 'b.id', 'o.buyer_id')
    .innerJoin('profiles as s', 's.id', 'o.seller_id')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .leftJoin('payments as pay', 'pay.order_id', 'o.id')
    .select([
      'o.id',
      'o.order_number',
      'o.created_at',
      'o.status',
      'b.full_name as buyer',
      's.full_name as seller',
      'p.title',
      'o.price_cents',
      'o.delivery_cost_cents',
      'o.total_amount_cents',
      'o.commission_cents',
      'o.seller_amount_cents',
      'pay.method',
      'pay.status as payment_status',
    ])
    .where('o.created_at', '>=', start)
    .where('o.created_at', '<', end)
    .orderBy('o.created_at')
    .orderBy('o.order_number');
}

const fields = (row: Row) => [
  row.order_number,
  frenchDateTime(new Date(row.created_at)),
  orderStatusLabels[row.status],
  row.buyer,
  row.seller,
  row.title,
  frenchDecimal(row.price_cents),
  frenchDecimal(row.delivery_cost_cents),
  frenchDecimal(row.total_amount_cents),
  frenchDecimal(row.commission_cents),
  frenchDecimal(row.seller_amount_cents),
  row.method ? paymentMethodLabels[row.method] : '',
  row.payment_status ? paymentStatusLabels[row.payment_status] : '',
];

/** Orders placed in the period, with their money columns, oldest first, read and written a batch at a time. */
export function exportOrders(db: Db, range: ExportRange, batchRows?: number): AsyncGenerator<string> {
  const batches = keysetBatches<Row>(async (after, size) => {
    let query = periodOrders(db, range);
    // The last row's own key, read back by its id: PostgreSQL's microseconds, not JavaScript's milliseconds.
    if (after) {
      query = query.where(
        sql<boolean>`(o.created_at, o.order_number) > (select k.created_at, k.order_number from orders as k where k.id = ${after.id})`,
      );
    }
    return query.limit(size).execute();
  }, batchRows);
  return csvChunks(HEADER, mapBatches(batches, fields));
}
