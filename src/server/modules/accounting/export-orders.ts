import type { ExportRange } from '@shared/accounting/accounting.schemas';
import { paymentMethodLabels } from '@shared/orders/checkout.schemas';
import { orderStatusLabels } from '@shared/orders/order-status';
import type { Db } from '@server/db/connection';
import { frenchDateTime, frenchDecimal, toCsv } from './csv';
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

/** The lines of the orders placed in the period, oldest order first, each order's lines in their order. */
export async function exportOrders(db: Db, range: ExportRange): Promise<string> {
  const { start, end } = rangeBounds(range);
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .innerJoin('profiles as b', 'b.id', 'o.buyer_id')
    .innerJoin('profiles as s', 's.id', 'o.seller_id')
    .leftJoin('payments as pay', 'pay.order_id', 'o.id')
    .select([
      'o.order_number',
      'o.created_at',
      'o.status',
      'b.full_name as buyer',
      's.full_name as seller',
      'i.position',
      'i.title',
      'i.unit_price_cents',
      'i.discount_cents',
      'i.price_cents',
      'i.commission_cents',
      'i.seller_amount_cents',
      'o.delivery_cost_cents',
      'pay.method',
      'pay.status as payment_status',
    ])
    .select((eb) =>
      eb
        .selectFrom('order_items as n')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('n.order_id', '=', 'o.id')
        .as('line_count'),
    )
    .where('o.created_at', '>=', start)
    .where('o.created_at', '<', end)
    .orderBy('o.created_at')
    .orderBy('o.order_number')
    .orderBy('i.position')
    .execute();
  return toCsv(
    HEADER,
    rows.map((row) => {
      const deliveryCents = row.position === 0 ? row.delivery_cost_cents : 0;
      return [
        row.order_number,
        frenchDateTime(new Date(row.created_at)),
        orderStatusLabels[row.status],
        row.buyer,
        row.seller,
        `${row.position + 1} sur ${Number(row.line_count)}`,
        row.title,
        frenchDecimal(row.unit_price_cents),
        frenchDecimal(row.discount_cents),
        frenchDecimal(row.price_cents),
        frenchDecimal(deliveryCents),
        frenchDecimal(row.price_cents + deliveryCents),
        frenchDecimal(row.commission_cents),
        frenchDecimal(row.seller_amount_cents),
        row.method ? paymentMethodLabels[row.method] : '',
        row.payment_status ? paymentStatusLabels[row.payment_status] : '',
      ];
    }),
  );
}
