import { sql } from 'kysely';
import { type OrderAction, type OrderActor, allowedOrderActions } from '@shared/orders/order-status';
import { UNPAID_SUPPLEMENT_STATUSES } from '@shared/orders/supplement-status';
import type { OrderListQuery, OrderListResponse, OrderView } from '@shared/orders/order-view.schemas';
import { shippingClockOf } from '@shared/orders/shipping-clock';
import { paymentReference } from '@shared/orders/payment-reference';
import { LIVE_RETURN_STATUSES } from '@shared/returns/return-status';
import { canWithdraw, withdrawalDeadline } from '@shared/returns/withdrawal';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import { decodeCursor, nextCursorOf, olderThan } from '@server/platform/paging';
import { publicUrl } from '@server/platform/storage/storage';
import type { CurrentUser } from '../auth/current-user';
import {
  buyerMayRequestReturn,
  latestReturns,
  type ReturnWithPhotos,
  toOrderReturnView,
  withoutReviewUnderLiveReturn,
} from '../returns/return-views';
import { type OrderLine, orderLinesOf } from '../returns/returned-lines';
import type { Supplement } from '../supplements/supplement-access';
import { latestSupplements, toSupplementView } from '../supplements/supplement-views';
import { actorOf, orderNotFound } from './order-access';
import { ordersWithParties } from './order-joins';
import { type OrderLines, linesFor, loadOrderLines } from './order-lines';
import { signedProofUrl } from './proof-url';

function selectOrderRows(db: Db) {
  return (
    ordersWithParties(db)
      .select([
        'p.title as product_title',
        'pay.method as payment_method',
        'pay.status as payment_status',
        'pay.admin_notes as payment_admin_notes',
        'pay.proof_key as payment_proof_key',
        'b.full_name as buyer_name',
        'b.avatar_url as buyer_avatar_url',
        's.full_name as seller_name',
        's.username as seller_username',
        's.avatar_url as seller_avatar_url',
        'p.condition as product_condition',
      ])
      .select((eb) =>
        eb
          .selectFrom('seller_legal_details as sld')
          .select('sld.seller_pays_return_shipping')
          .whereRef('sld.user_id', '=', 'o.seller_id')
          .as('seller_pays_return_shipping'),
      )
      .select((eb) =>
        eb
          .selectFrom('product_media as m')
          .select('m.card_key')
          .whereRef('m.product_id', '=', 'o.product_id')
          .where('m.kind', '=', 'image')
          .orderBy('m.position')
          .limit(1)
          .as('image_key'),
      )
      // Money-true (issue 27): a return is offered only when the ledger received the payment.
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('ledger_entries as le')
              .select('le.id')
              .whereRef('le.order_id', '=', 'o.id')
              .where('le.kind', '=', 'payment_received'),
          )
          .as('payment_received'),
      )
  );
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrderRows>['executeTakeFirstOrThrow']>>;
type EventRow = { order_id: string; status: string; note: string | null; created_at: Date };

async function loadEvents(db: Db, orderIds: string[]): Promise<Map<string, EventRow[]>> {
  const byOrder = new Map<string, EventRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_events')
    .select(['order_id', 'status', 'note', 'created_at'])
    .where('order_id', 'in', orderIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const earlier = byOrder.get(row.order_id) ?? [];
    // Orders changed before status-keeping actions stopped writing a line have the same status twice in a row.
    if (earlier.at(-1)?.status === row.status) continue;
    byOrder.set(row.order_id, [...earlier, row]);
  }
  return byOrder;
}

function counterpart(row: OrderRow, actor: OrderActor): OrderView['counterpart'] {
  if (actor === 'buyer')
    return { id: row.seller_id, name: row.seller_username ?? row.seller_name, avatarUrl: row.seller_avatar_url };
  // The seller ships to this person: their real name, not a username.
  return { id: row.buyer_id, name: row.buyer_name, avatarUrl: row.buyer_avatar_url };
}

/** While a supplement waits for its money the seller may not ship, nor the buyer switch again (decision 040). */
function withoutMovesUnderUnpaidSupplement(actions: OrderAction[], supplement: Supplement | undefined): OrderAction[] {
  if (!supplement || !UNPAID_SUPPLEMENT_STATUSES.includes(supplement.status)) return actions;
  return actions.filter((action) => action !== 'markSent' && action !== 'switchToHome');
}

/** The latest 'delivered' line of the timeline, else the last update of a delivered order. */
function deliveredAtOf(row: OrderRow, events: EventRow[]): Date | null {
  if (row.status !== 'delivered' && row.status !== 'completed') return null;
  return events.findLast((event) => event.status === 'delivered')?.created_at ?? row.updated_at;
}

/** A professional's order: its withdrawal window, and whether the buyer may withdraw now (decision 060). */
function withdrawalOf(
  ctx: AppContext,
  row: OrderRow,
  actor: OrderActor,
  events: EventRow[],
  orderReturn: ReturnWithPhotos | undefined,
  lines: readonly OrderLine[],
): OrderView['withdrawal'] {
  if (row.seller_status !== 'professional') return null;
  const delivered = deliveredAtOf(row, events);
  const offered = canWithdraw({
    sellerStatus: row.seller_status,
    orderStatus: row.status,
    deliveredAt: delivered,
    paymentValidated: Boolean(row.payment_received),
    hasLiveReturn: orderReturn !== undefined && LIVE_RETURN_STATUSES.includes(orderReturn.status),
    now: ctx.clock.now(),
  });
  return {
    deadline: delivered ? withdrawalDeadline(delivered).toISOString() : null,
    open: actor === 'buyer' && offered.ok,
    sealed: lines.some((line) => line.sealed),
    sellerPaysReturnShipping: row.seller_pays_return_shipping ?? false,
  };
}

type Extras = {
  orderReturn: ReturnWithPhotos | undefined;
  supplement: Supplement | undefined;
  /** The lines as shown, and as a return reads them (sealed or not, each one's shares). */
  lines: OrderLines;
  returnLines: readonly OrderLine[];
};

const returnableItems = (lines: readonly OrderLine[], offered: boolean) =>
  offered ? lines.map(({ id, title, priceCents, sealed }) => ({ id, title, priceCents, sealed })) : [];

function toOrderView(
  ctx: AppContext,
  row: OrderRow,
  actor: OrderActor,
  events: EventRow[],
  { orderReturn, supplement, lines, returnLines }: Extras,
): OrderView {
  const seesShare = actor !== 'buyer';
  const seesProof = actor !== 'seller';
  const canRequestReturn =
    actor === 'buyer' && buyerMayRequestReturn(row, Boolean(row.payment_received), orderReturn, ctx.clock.now());
  const withdrawal = withdrawalOf(ctx, row, actor, events, orderReturn, returnLines);
  return {
    id: row.id,
    orderNumber: row.order_number,
    status: row.status,
    role: actor,
    product: {
      id: row.product_id,
      title: row.product_title,
      imageUrl: row.image_key ? publicUrl(row.image_key) : null,
    },
    items: lines.items,
    discountCents: lines.discountCents,
    counterpart: counterpart(row, actor),
    priceCents: row.price_cents,
    deliveryCostCents: row.delivery_cost_cents,
    totalAmountCents: row.total_amount_cents,
    commissionCents: seesShare ? row.commission_cents : null,
    sellerAmountCents: seesShare ? row.seller_amount_cents : null,
    deliveryType: row.delivery_type,
    deliveryAddress: row.delivery_address,
    deliveryCountry: row.delivery_country,
    pickupLocation: row.pickup_location,
    trackingNumber: row.tracking_number,
    paymentReference: paymentReference(row.order_number),
    paymentDueAt: row.status === 'pending_payment' ? (row.payment_due_at?.toISOString() ?? null) : null,
    payment: {
      method: row.payment_method,
      status: row.payment_status,
      adminNotes: row.payment_admin_notes,
      hasProof: row.payment_proof_key !== null,
      proofUrl: seesProof ? signedProofUrl(ctx, row.payment_proof_key) : null,
    },
    events: events.map((event) => ({
      status: event.status as OrderView['status'],
      at: event.created_at.toISOString(),
      note: event.note,
    })),
    allowedActions: withoutMovesUnderUnpaidSupplement(
      withoutReviewUnderLiveReturn(
        allowedOrderActions({
          status: row.status,
          actor,
          deliveryType: row.delivery_type,
          pickupLocation: row.pickup_location,
        }),
        orderReturn,
      ),
      supplement,
    ),
    return: orderReturn ? toOrderReturnView(ctx, orderReturn, actor, row) : null,
    canRequestReturn,
    returnableItems: returnableItems(returnLines, canRequestReturn || Boolean(withdrawal?.open)),
    sellerStatus: row.seller_status,
    withdrawal,
    supplement: supplement ? toSupplementView(ctx, supplement, actor) : null,
    shippingClock: shippingClockOf(row, actor, ctx.clock.now()),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function getOrderView(ctx: AppContext, user: CurrentUser, orderId: string): Promise<OrderView> {
  const row = await selectOrderRows(ctx.db).where('o.id', '=', orderId).executeTakeFirst();
  const actor = row ? actorOf(row, user) : null;
  if (!row || !actor) throw orderNotFound();
  const events = await loadEvents(ctx.db, [row.id]);
  const returns = await latestReturns(ctx.db, [row.id]);
  const supplements = await latestSupplements(ctx.db, [row.id]);
  const lines = await loadOrderLines(ctx.db, [row.id]);
  const returnLines = await orderLinesOf(ctx.db, [row.id]);
  return toOrderView(ctx, row, actor, events.get(row.id) ?? [], {
    orderReturn: returns.get(row.id),
    supplement: supplements.get(row.id),
    lines: linesFor(lines, row.id),
    returnLines: returnLines.get(row.id) ?? [],
  });
}

/** A page of the 'Achats' or 'Ventes' tab, newest first (decision 069), with both tabs' counts. */
export async function listOrderViews(
  ctx: AppContext,
  user: CurrentUser,
  { side, cursor, limit, productId }: OrderListQuery,
): Promise<OrderListResponse> {
  const column = side === 'buyer' ? 'o.buyer_id' : 'o.seller_id';
  let query = selectOrderRows(ctx.db).where(column, '=', user.id);
  if (productId) query = query.where('o.product_id', '=', productId);
  if (cursor) query = query.where(olderThan('orders', 'o.created_at', 'o.id', decodeCursor(cursor)));
  const { page: rows, nextCursor } = nextCursorOf(
    await query
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(limit + 1)
      .execute(),
    limit,
  );
  const counts = await ctx.db
    .selectFrom('orders')
    .leftJoin('payments', 'payments.order_id', 'orders.id')
    .select([
      sql<number>`count(*) filter (where buyer_id = ${user.id})`.as('buyer'),
      sql<number>`count(*) filter (where seller_id = ${user.id})`.as('seller'),
      sql<number>`count(*) filter (where payments.status = 'submitted')`.as('submitted'),
    ])
    .where((eb) => eb.or([eb('buyer_id', '=', user.id), eb('seller_id', '=', user.id)]))
    .executeTakeFirstOrThrow();
  const events = await loadEvents(
    ctx.db,
    rows.map((row) => row.id),
  );
  const returns = await latestReturns(
    ctx.db,
    rows.map((row) => row.id),
  );
  const supplements = await latestSupplements(
    ctx.db,
    rows.map((row) => row.id),
  );
  const returnLines = await orderLinesOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  const lines = await loadOrderLines(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    orders: rows.map((row) =>
      toOrderView(ctx, row, side, events.get(row.id) ?? [], {
        orderReturn: returns.get(row.id),
        supplement: supplements.get(row.id),
        lines: linesFor(lines, row.id),
        returnLines: returnLines.get(row.id) ?? [],
      }),
    ),
    counts: { buyer: Number(counts.buyer), seller: Number(counts.seller), submitted: Number(counts.submitted) },
    nextCursor,
  };
}
