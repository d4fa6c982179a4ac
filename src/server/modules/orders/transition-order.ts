import type { Kysely, Updateable } from 'kysely';
import {
  type OrderAction,
  type OrderActionContext,
  type OrderActor,
  type OrderDecision,
  type OrderStatus,
  decideOrderAction,
} from '@shared/orders/order-status';
import type { Database, Order, OrdersTable } from '@server/db/schema';
import { AppError, conflict } from '@server/platform/errors';
import { loadOrder } from './order-access';

export type TransitionInput = {
  action: OrderAction;
  actor: OrderActor;
  /** Null when no person acted: a clock, or a payment provider's signed callback. */
  actorId: string | null;
  at: Date;
  /** Written on the timeline (order_events) with the change of status. */
  note?: string | null;
  targetStatus?: OrderStatus;
  reason?: string | null;
  /** Other columns changed together with the status. */
  changes?: Omit<Updateable<OrdersTable>, 'status' | 'updated_at'>;
};

export type Transition = { order: Order; from: OrderStatus; to: OrderStatus };

function decide(order: Order, input: TransitionInput): OrderDecision {
  const context: OrderActionContext = {
    status: order.status,
    actor: input.actor,
    deliveryType: order.delivery_type,
    pickupLocation: order.pickup_location,
    targetStatus: input.targetStatus,
    reason: input.reason,
  };
  return decideOrderAction(input.action, context);
}

function refusal(decision: Exclude<OrderDecision, { ok: true }>) {
  return new AppError(decision.code, decision.message, decision.httpStatus);
}

/**
 * Applies one move of the shared state machine as a compare-and-set on the status (and
 * delivery mode) read before, with its timeline row. When another request changed the
 * order in between, the update touches nothing and the refusal is decided again on what
 * the order has become, so the loser of a race gets the same French message as a late click.
 */
export async function transitionOrder(
  trx: Kysely<Database>,
  order: Order,
  input: TransitionInput,
): Promise<Transition> {
  const decision = decide(order, input);
  if (!decision.ok) throw refusal(decision);
  const updated = await trx
    .updateTable('orders')
    .set({ ...input.changes, status: decision.to, updated_at: input.at })
    .where('id', '=', order.id)
    .where('status', '=', order.status)
    .where('delivery_type', '=', order.delivery_type)
    .returningAll()
    .executeTakeFirst();
  if (!updated) {
    const again = decide(await loadOrder(trx, order.id), input);
    throw again.ok
      ? conflict('La commande a été modifiée entre-temps, veuillez réessayer', 'ORDER_CHANGED')
      : refusal(again);
  }
  // The timeline lists the order's statuses: a change that keeps the status (pickup point,
  // switch to home delivery, shown in the delivery block) would repeat the current line.
  if (decision.to !== order.status) {
    await trx
      .insertInto('order_events')
      .values({
        order_id: order.id,
        status: decision.to,
        actor_id: input.actorId,
        note: input.note ?? null,
        created_at: input.at,
      })
      .execute();
  }
  return { order: updated, from: order.status, to: decision.to };
}
