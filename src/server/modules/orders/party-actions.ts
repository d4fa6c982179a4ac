import type { Kysely } from 'kysely';
import { deliveryCostCents } from '@shared/delivery';
import type { OrderAction } from '@shared/orders/order-status';
import { supplementMessages } from '@shared/orders/supplement-status';
import type { AppContext } from '@server/context';
import type { Database, Order } from '@server/db/schema';
import { conflict } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';
import { orderBalances } from '../ledger/ledger-balances';
import { requireOrderParty } from './order-access';
import { applyStockAndMoney } from './order-money';
import { recordOrderEffects } from './order-effects';
import type { NewNotification } from '../notifications/notify';
import { orderRef, orderStatusNotifications, pickupPointNotification } from './order-notifications';
import { clockColumnsFor } from './shipping-clock-columns';
import { type Transition, type TransitionInput, transitionOrder } from './transition-order';
import { type HomeAddress, requestSupplement } from '../supplements/request-supplement';
import { unpaidSupplementOf } from '../supplements/supplement-access';

type PartyAction = {
  action: OrderAction;
  note?: string | null;
  changes?: TransitionInput['changes'];
  /** Extra writes in the same transaction, once the status changed. */
  alsoInTransaction?: (trx: Kysely<Database>, at: Date, transition: Transition) => Promise<void>;
  /** Who is told when the status stays the same (the status change's own notices otherwise). */
  notifyUnchanged?: (order: Order) => NewNotification[];
};

/** One move by the order's buyer or seller, then the notifications it triggers. */
async function applyPartyAction(
  ctx: AppContext,
  user: CurrentUser,
  orderId: string,
  build: (order: Order, at: Date) => PartyAction,
) {
  const { order, actor } = await requireOrderParty(ctx.db, orderId, user);
  const at = ctx.clock.now();
  const step = build(order, at);
  await ctx.db.transaction().execute(async (trx) => {
    const transition = await transitionOrder(trx, order, {
      action: step.action,
      actor,
      actorId: user.id,
      at,
      note: step.note,
      changes: step.changes,
    });
    await step.alsoInTransaction?.(trx, at, transition);
    const { order: updated, to } = transition;
    await recordOrderEffects(trx, {
      orderId: order.id,
      notifications:
        to !== order.status
          ? orderStatusNotifications(orderRef(updated), to, actor, updated.tracking_number)
          : (step.notifyUnchanged?.(updated) ?? []),
      // A cancelled or re-priced order also leaves or changes the admin's payment lists.
      topics: ['orders', 'payments'],
    });
  });
}

/** The buyer cancels before the payment is validated: the unit goes back to the shop (and any money recorded, to the buyer). */
export function cancelOrder(ctx: AppContext, user: CurrentUser, orderId: string) {
  return applyPartyAction(ctx, user, orderId, () => ({
    action: 'cancel',
    // Also cancels the referral bonus this first order carried (decisions.md §4, in order-money.ts).
    alsoInTransaction: async (trx, at, { order: cancelled, from, to }) => {
      await applyStockAndMoney(trx, cancelled, from, to, at);
    },
  }));
}

/**
 * Spec §9: new total = old total − old delivery cost + the home delivery cost for that country.
 * Once the payment was validated, that difference is a supplement to pay first (decision 040).
 */
export async function switchToHomeDelivery(ctx: AppContext, user: CurrentUser, orderId: string, input: HomeAddress) {
  const { order: current, actor } = await requireOrderParty(ctx.db, orderId, user);
  if (current.status === 'payment_validated') return requestSupplement(ctx, current, actor, input);
  // An order an admin set back before its validation may still hold its payment: a new total
  // there would leave the platform holding neither nothing nor the total (issue 27's invariant).
  if ((await orderBalances(ctx.db, orderId)).platform_cash !== 0) {
    throw conflict(supplementMessages.paymentHeld, 'PAYMENT_HELD');
  }
  return applyPartyAction(ctx, user, orderId, (order) => {
    const delivery = deliveryCostCents('home', input.country);
    const total = order.total_amount_cents - order.delivery_cost_cents + delivery;
    return {
      action: 'switchToHome',
      changes: {
        delivery_type: 'home',
        delivery_address: input.address,
        delivery_country: input.country,
        delivery_cost_cents: delivery,
        total_amount_cents: total,
        pickup_location: null,
      },
      // Not yet paid: the buyer now owes the new total. Once paid, the payment keeps what was received.
      alsoInTransaction: async (trx, at) => {
        await trx
          .updateTable('payments')
          .set({ amount_cents: total, updated_at: at })
          .where('order_id', '=', order.id)
          .where('status', 'in', ['pending', 'rejected'])
          .execute();
      },
    };
  });
}

export function setPickupPoint(ctx: AppContext, user: CurrentUser, orderId: string, pickupLocation: string) {
  return applyPartyAction(ctx, user, orderId, () => ({
    action: 'setPickupPoint',
    changes: { pickup_location: pickupLocation },
    notifyUnchanged: (updated) => [pickupPointNotification(orderRef(updated), pickupLocation)],
  }));
}

export function markSent(ctx: AppContext, user: CurrentUser, orderId: string, trackingNumber: string | null) {
  return applyPartyAction(ctx, user, orderId, (_order, at) => ({
    action: 'markSent',
    note: trackingNumber ? `Numéro de suivi : ${trackingNumber}` : null,
    // From now on the parcel's clock runs: it counts as delivered at its end (decision 039).
    changes: { tracking_number: trackingNumber, ...clockColumnsFor('in_transit', at, ctx.config.shippingClocks) },
    // After the status update, which holds the order's row: a switch to home delivery waits for it, or came first.
    alsoInTransaction: async (trx) => {
      if (await unpaidSupplementOf(trx, orderId))
        throw conflict(supplementMessages.unpaidShipping, 'SUPPLEMENT_UNPAID');
    },
  }));
}

export function confirmReceipt(ctx: AppContext, user: CurrentUser, orderId: string) {
  return applyPartyAction(ctx, user, orderId, () => ({ action: 'confirmReceipt' }));
}
