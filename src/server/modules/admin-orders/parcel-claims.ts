import { type Kysely, sql } from 'kysely';
import type { AdminParcelClaimList, ParcelClaimOutcome } from '@shared/orders/parcel-claim.schemas';
import type { PageQuery } from '@shared/paging';
import { shippingClockTexts } from '@shared/orders/shipping-clock';
import type { AppContext } from '@server/context';
import type { Database } from '@server/db/schema';
import { conflict } from '@server/platform/errors';
import { type KeysetOrder, decodeCursor, nextCursorOf, pastCursor } from '@server/platform/paging';
import { asSentence } from '@shared/sentence';
import { logAdminAction } from '../admin-log/log-admin-action';
import type { CurrentUser } from '../auth/current-user';
import { refundBuyer } from '../ledger/order-ledger';
import { cancelReferralBonus } from '../referrals/referral-bonus-rules';
import { recordClockEvents } from '../orders/clock-events';
import { loadOrder } from '../orders/order-access';
import { recordOrderEffects } from '../orders/order-effects';
import { ordersWithParties } from '../orders/order-joins';
import { orderRef } from '../orders/order-notifications';
import { claimDecisionNotifications } from '../orders/shipping-clock-notifications';

/** Oldest claim first: a range of orders_open_claims_idx (not_received_at), ties by id. */
const oldestClaimFirst: KeysetOrder = {
  table: 'orders',
  keyColumn: 'not_received_at',
  idColumn: 'id',
  key: 'o.not_received_at',
  id: 'o.id',
  direction: 'asc',
};

/**
 * Orders in transit whose buyer said 'Colis non reçu', not decided yet, oldest claim first, a
 * page at a time. A claim decided meanwhile leaves the list; its cursor still reads its place.
 */
export async function listParcelClaims(ctx: AppContext, { cursor, limit }: PageQuery): Promise<AdminParcelClaimList> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await ordersWithParties(ctx.db)
    .select([
      'p.title as product_title',
      'b.full_name as buyer_name',
      'b.email as buyer_email',
      's.full_name as seller_name',
      's.email as seller_email',
    ])
    .where('o.status', '=', 'in_transit')
    .where('o.not_received_at', 'is not', null)
    .where('o.claim_decided_at', 'is', null)
    .$if(after !== null, (query) => query.where(pastCursor(oldestClaimFirst, after ?? '')))
    .orderBy('o.not_received_at')
    .orderBy('o.id')
    .limit(limit + 1)
    .execute();
  const { page, nextCursor } = nextCursorOf(rows, limit);
  const open = await ctx.db
    .selectFrom('orders')
    .select(sql<number>`count(*)`.as('n'))
    .where('status', '=', 'in_transit')
    .where('not_received_at', 'is not', null)
    .where('claim_decided_at', 'is', null)
    .executeTakeFirstOrThrow();
  const claims = page.map((row) => ({
    orderId: row.id,
    orderNumber: row.order_number,
    productTitle: row.product_title,
    buyer: { id: row.buyer_id, name: row.buyer_name, email: row.buyer_email },
    seller: { id: row.seller_id, name: row.seller_name, email: row.seller_email },
    totalAmountCents: row.total_amount_cents,
    trackingNumber: row.tracking_number,
    deliveryType: row.delivery_type,
    claimedAt: (row.not_received_at ?? row.updated_at).toISOString(),
  }));
  return { claims, nextCursor, total: Number(open.n) };
}

/** Closes the claim with its outcome and the order's new status, compare-and-set on the open claim. */
async function closeClaim(trx: Kysely<Database>, orderId: string, outcome: ParcelClaimOutcome, at: Date) {
  return trx
    .updateTable('orders')
    .set({
      status: outcome === 'refunded' ? 'cancelled' : 'delivered',
      claim_outcome: outcome,
      claim_decided_at: at,
      updated_at: at,
    })
    .where('id', '=', orderId)
    .where('status', '=', 'in_transit')
    .where('not_received_at', 'is not', null)
    .where('claim_decided_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The admin decides a 'Colis non reçu': refunded (the order is cancelled and the buyer paid
 * back from escrow by the ledger's one refund, its referral bonus cancelled; the unit is not
 * put back on sale, the parcel left the seller), or delivered (as the buyer's confirmation:
 * the return window runs from now). Logged, both parties told.
 */
export async function decideParcelClaim(
  ctx: AppContext,
  admin: CurrentUser,
  orderId: string,
  input: { outcome: ParcelClaimOutcome; reason: string },
): Promise<void> {
  await loadOrder(ctx.db, orderId);
  const at = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const order = await closeClaim(trx, orderId, input.outcome, at);
    if (!order) throw conflict(shippingClockTexts.noOpenClaim, 'NO_OPEN_CLAIM');
    const refunded = input.outcome === 'refunded';
    const headline = refunded ? shippingClockTexts.claimRefunded : shippingClockTexts.claimDelivered;
    await recordClockEvents(
      trx,
      [order.id],
      refunded ? 'cancelled' : 'delivered',
      `${headline}. ${asSentence(input.reason)}`,
      at,
      admin.id,
    );
    if (refunded) {
      await refundBuyer(trx, order, at);
      await cancelReferralBonus(trx, order.id, at);
    }
    await logAdminAction(trx, {
      adminId: admin.id,
      action: 'decide_parcel_claim',
      targetType: 'order',
      targetId: order.id,
      details: { outcome: input.outcome, reason: input.reason },
    });
    await recordOrderEffects(trx, {
      orderId: order.id,
      notifications: claimDecisionNotifications(
        { ...orderRef(order), totalCents: order.total_amount_cents },
        input.outcome,
      ),
      topics: ['orders', 'payments'],
    });
  });
}
