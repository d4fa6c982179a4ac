import type { Updateable } from 'kysely';
import type { OrderStatus } from '@shared/orders/order-status';
import { deliverByFrom, type ShippingClockSettings, shipByFrom } from '@shared/orders/shipping-clock';
import type { OrdersTable } from '@server/db/schema';

/**
 * The clock an order starts when it reaches a status (decision 039): validated, the seller's
 * shipping deadline; sent, the day it counts as delivered. Each comes with its reminder still
 * to send, so an order the admin moves back starts a fresh clock.
 */
export function clockColumnsFor(
  status: OrderStatus,
  at: Date,
  settings: ShippingClockSettings,
): Updateable<OrdersTable> {
  if (status === 'payment_validated') return { ship_by: shipByFrom(at, settings), ship_reminded_at: null };
  if (status === 'in_transit') return { deliver_by: deliverByFrom(at, settings), transit_reminded_at: null };
  return {};
}
