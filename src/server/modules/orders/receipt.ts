import { hasReceipt } from '@shared/orders/order-status';
import { type Receipt, receiptMessages } from '@shared/orders/receipt.schemas';
import { sql } from 'kysely';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import { conflict, forbidden } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';
import { actorOf, orderNotFound } from './order-access';
import { ordersWithParties } from './order-joins';
import { type OrderLines, linesOf } from './order-lines';

const PLATFORM_NAME = 'Boucles';

type LegalLine = NonNullable<Receipt['sellerLegal']>;

function selectReceiptRow(db: Db, orderId: string) {
  return ordersWithParties(db)
    .select([
      'p.title as item_title',
      'pay.method as payment_method',
      'pay.status as payment_status',
      'pay.amount_cents as payment_amount_cents',
      'pay.validated_at as paid_at',
      'pay.updated_at as payment_updated_at',
      'b.full_name as buyer_name',
      's.full_name as seller_name',
      's.username as seller_username',
    ])
    .select((eb) =>
      eb
        .selectFrom('ledger_entries as l')
        .select((inner) => inner.fn.min('l.created_at').as('refunded_at'))
        .whereRef('l.order_id', '=', 'o.id')
        .where('l.kind', '=', 'refund_to_buyer')
        .as('refunded_at'),
    )
    .select((eb) =>
      eb
        .selectFrom('seller_legal_details as d')
        .select(
          sql<LegalLine>`json_build_object('companyName', d.company_name, 'address', d.address, 'siret', d.siret, 'vatNumber', d.vat_number)`.as(
            'legal',
          ),
        )
        .whereRef('d.user_id', '=', 'o.seller_id')
        .as('seller_legal'),
    )
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}

type ReceiptRow = NonNullable<Awaited<ReturnType<typeof selectReceiptRow>>>;

function deliveryPlace(row: ReceiptRow): string | null {
  if (row.delivery_type === 'pickup') return row.pickup_location;
  return [row.delivery_address, row.delivery_country].filter(Boolean).join(', ') || null;
}

type PaidSupplement = { amount_cents: number; validated_at: Date | null } | undefined;

/** The order's payment, then the delivery supplement once validated (decision 040). */
function paymentsOf(row: ReceiptRow, paidAt: Date, supplement: PaidSupplement): Receipt['payments'] {
  const orderPayment = { kind: 'order' as const, paidAt: paidAt.toISOString(), amountCents: row.payment_amount_cents };
  if (!supplement?.validated_at) return [orderPayment];
  return [
    orderPayment,
    { kind: 'supplement', paidAt: supplement.validated_at.toISOString(), amountCents: supplement.amount_cents },
  ];
}

function toReceipt(ctx: AppContext, row: ReceiptRow, lines: OrderLines, supplement: PaidSupplement): Receipt {
  const paidAt = row.paid_at ?? row.payment_updated_at;
  return {
    orderId: row.id,
    orderNumber: row.order_number,
    status: row.status,
    orderedAt: row.created_at.toISOString(),
    paidAt: paidAt.toISOString(),
    refundedAt: row.refunded_at ? new Date(row.refunded_at).toISOString() : null,
    platform: { name: PLATFORM_NAME, url: ctx.config.publicUrl, email: ctx.config.support.email },
    buyerName: row.buyer_name,
    // The name the buyer saw on the listing and in the order.
    sellerName: row.seller_username ?? row.seller_name,
    sellerStatus: row.seller_status,
    // The trader of the sale; their details are the ones kept today.
    sellerLegal: row.seller_status === 'professional' ? (row.seller_legal ?? null) : null,
    itemTitle: row.item_title,
    items: lines.items.map(({ title, unitPriceCents, discountCents, priceCents }) => ({
      title,
      unitPriceCents,
      discountCents,
      priceCents,
    })),
    discountCents: lines.discountCents,
    priceCents: row.price_cents,
    deliveryCostCents: row.delivery_cost_cents,
    totalAmountCents: row.total_amount_cents,
    deliveryType: row.delivery_type,
    deliveryPlace: deliveryPlace(row),
    paymentMethod: row.payment_method,
    payments: paymentsOf(row, paidAt, supplement),
  };
}

/**
 * The buyer's receipt of a paid order (an admin may read it too). Strangers get the order's
 * usual 404; the seller is a party but the receipt is not theirs.
 */
export async function readReceipt(ctx: AppContext, user: CurrentUser, orderId: string): Promise<Receipt> {
  const row = await selectReceiptRow(ctx.db, orderId);
  const actor = row ? actorOf(row, user) : null;
  if (!row || !actor) throw orderNotFound();
  if (actor === 'seller') throw forbidden(receiptMessages.buyerOnly);
  if (!hasReceipt({ status: row.status, paymentStatus: row.payment_status })) {
    throw conflict(receiptMessages.notPaid, 'RECEIPT_NOT_AVAILABLE');
  }
  const supplement = await ctx.db
    .selectFrom('order_supplements')
    .select(['amount_cents', 'validated_at'])
    .where('order_id', '=', row.id)
    .where('status', '=', 'validated')
    .executeTakeFirst();
  return toReceipt(ctx, row, await linesOf(ctx.db, row.id), supplement);
}
