import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import { orderBalances } from './ledger-balances';
import { recordMovement } from './record-movement';

export type OrderMoney = {
  id: string;
  seller_id: string;
  total_amount_cents: number;
  commission_cents: number;
  seller_amount_cents: number;
  delivery_cost_cents: number;
};

async function hasMovement(
  db: Kysely<Database>,
  orderId: string,
  kind: 'payment_received' | 'refund_to_buyer' | 'seller_share_released',
) {
  const row = await db
    .selectFrom('ledger_entries')
    .select('id')
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Where the order's money stands, from the ledger alone. `refunded` means the whole order: a
 * refund left nothing of the buyer's money with the platform. A return of some of a lot's lines
 * (decision 066) leaves the rest: `partlyRefunded`.
 */
export async function orderMoneyState(db: Kysely<Database>, orderId: string) {
  // One after the other: inside a transaction they share one connection.
  const received = await hasMovement(db, orderId, 'payment_received');
  const released = await hasMovement(db, orderId, 'seller_share_released');
  const anyRefund = await hasMovement(db, orderId, 'refund_to_buyer');
  const cashLeft = anyRefund ? (await orderBalances(db, orderId)).platform_cash : 0;
  return { received, released, refunded: anyRefund && cashLeft <= 0, partlyRefunded: anyRefund && cashLeft > 0 };
}

/**
 * The admin validated the buyer's transfer: the platform's cash grows by the total and it
 * now owes the seller their share plus the delivery cost (the seller pays the carrier),
 * held in escrow until the goods arrive; the rest is commission earned. Recorded once.
 */
export async function recordPaymentReceived(db: Kysely<Database>, order: OrderMoney, at: Date): Promise<void> {
  if (await hasMovement(db, order.id, 'payment_received')) return;
  await recordMovement(db, {
    kind: 'payment_received',
    orderId: order.id,
    at,
    lines: [
      { account: 'platform_cash', amountCents: order.total_amount_cents },
      {
        account: 'seller_escrow',
        partyId: order.seller_id,
        amountCents: -(order.seller_amount_cents + order.delivery_cost_cents),
      },
      { account: 'commission_revenue', amountCents: -order.commission_cents },
    ],
  });
}

/** The order is finished: what escrow holds for it becomes payable to the seller. */
export async function releaseSellerShare(db: Kysely<Database>, order: OrderMoney, at: Date): Promise<boolean> {
  if (await hasMovement(db, order.id, 'seller_share_released')) return false;
  const held = -(await orderBalances(db, order.id)).seller_escrow;
  if (held <= 0) return false;
  await recordMovement(db, {
    kind: 'seller_share_released',
    orderId: order.id,
    at,
    lines: [
      { account: 'seller_escrow', partyId: order.seller_id, amountCents: held },
      { account: 'seller_payable', partyId: order.seller_id, amountCents: -held },
    ],
  });
  return true;
}

/**
 * An order cancelled after its payment was recorded, or a return of every line closed as
 * refunded: undo exactly what the ledger holds for it (escrow or payable, and the commission)
 * and pay the buyer back from cash. After a return of some lines, that is the rest of the order
 * (decision 066). Returns the cents paid back (0 when nothing was received or it was already
 * refunded as a whole).
 */
export async function refundBuyer(
  db: Kysely<Database>,
  order: OrderMoney,
  at: Date,
  returnId: string | null = null,
): Promise<number> {
  const money = await orderMoneyState(db, order.id);
  if (!money.received || money.refunded) return 0;
  const balances = await orderBalances(db, order.id);
  await recordMovement(db, {
    kind: 'refund_to_buyer',
    orderId: order.id,
    returnId,
    at,
    lines: [
      { account: 'seller_escrow', partyId: order.seller_id, amountCents: -balances.seller_escrow },
      { account: 'seller_payable', partyId: order.seller_id, amountCents: -balances.seller_payable },
      { account: 'commission_revenue', amountCents: -balances.commission_revenue },
      { account: 'platform_cash', amountCents: -balances.platform_cash },
    ],
  });
  return balances.platform_cash;
}

/** What a return of some lines gives back (shared/orders/lot-pricing.ts returnedShare). */
export type ReturnedLinesShare = { commissionCents: number; sellerAmountCents: number; deliveryCents: number };

/**
 * Decision 066: a return of some of the order's lines is refunded exactly their share: their
 * seller share (and the delivery when every line comes back) leaves escrow, or what the seller
 * is owed if escrow was released, their commission leaves revenue, and the buyer is paid it all
 * from cash. Recorded once per return. Returns the cents paid back.
 */
export async function refundReturnedLines(
  db: Kysely<Database>,
  order: Pick<OrderMoney, 'id' | 'seller_id'>,
  share: ReturnedLinesShare,
  returnId: string,
  at: Date,
): Promise<number> {
  const money = await orderMoneyState(db, order.id);
  if (!money.received || money.refunded || (await returnRefunded(db, returnId))) return 0;
  const owedToSeller = share.sellerAmountCents + share.deliveryCents;
  const fromEscrow = Math.min(owedToSeller, Math.max(0, -(await orderBalances(db, order.id)).seller_escrow));
  const refundCents = owedToSeller + share.commissionCents;
  await recordMovement(db, {
    kind: 'refund_to_buyer',
    orderId: order.id,
    returnId,
    at,
    lines: [
      { account: 'seller_escrow', partyId: order.seller_id, amountCents: fromEscrow },
      { account: 'seller_payable', partyId: order.seller_id, amountCents: owedToSeller - fromEscrow },
      { account: 'commission_revenue', amountCents: share.commissionCents },
      { account: 'platform_cash', amountCents: -refundCents },
    ],
  });
  return refundCents;
}

async function returnRefunded(db: Kysely<Database>, returnId: string): Promise<boolean> {
  const row = await db
    .selectFrom('ledger_entries')
    .select('id')
    .where('return_id', '=', returnId)
    .where('kind', '=', 'refund_to_buyer')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Decision 040: the admin validated the delivery supplement of a late switch to home delivery.
 * The cash grows by the supplement and all of it is owed to the seller, who pays the carrier,
 * held in escrow with the rest of the order's share. No commission: it is delivery, not price.
 * Recorded once per order (unique index).
 */
export async function recordSupplementReceived(
  db: Kysely<Database>,
  order: Pick<OrderMoney, 'id' | 'seller_id'>,
  amountCents: number,
  at: Date,
): Promise<void> {
  await recordMovement(db, {
    kind: 'supplement_received',
    orderId: order.id,
    at,
    lines: [
      { account: 'platform_cash', amountCents },
      { account: 'seller_escrow', partyId: order.seller_id, amountCents: -amountCents },
    ],
  });
}
