import { sql } from 'kysely';
import { type HolidayState, holidayFormSchema, holidayMessages } from '@shared/profile/holiday.schemas';
import { sellerHoliday } from '@shared/profile/holiday';
import { parisDay } from '@shared/paris-time';
import { type OrderStatus, orderStatusLabels } from '@shared/orders/order-status';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import { badRequest, forbidden } from '@server/platform/errors';
import type { CurrentUser } from '../auth/current-user';
import { holidayOf } from './holiday';
import { announce } from '@server/platform/realtime';

/** Orders whose clocks (payment, shipping, transit) keep running while the seller is away. */
const RUNNING: OrderStatus[] = ['pending_payment', 'payment_submitted', 'payment_validated', 'in_transit'];

function requireSeller(user: CurrentUser): void {
  if (!user.roles.includes('seller')) throw forbidden(holidayMessages.sellersOnly);
}

async function openOrders(db: Db, sellerId: string): Promise<HolidayState['openOrders']> {
  const rows = await db
    .selectFrom('orders as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select(['o.id', 'o.order_number', 'o.status', 'o.ship_by', 'p.title'])
    .where('o.seller_id', '=', sellerId)
    .where('o.status', 'in', RUNNING)
    .orderBy('o.created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    orderNumber: row.order_number,
    title: row.title,
    status: row.status,
    statusLabel: orderStatusLabels[row.status],
    shipBy: row.status === 'payment_validated' && row.ship_by ? row.ship_by.toISOString() : null,
  }));
}

/** The seller's settings card: the holiday if on, and the orders whose deadlines keep running. */
export async function readHolidayState(db: Db, user: CurrentUser): Promise<HolidayState> {
  requireSeller(user);
  const [holiday, orders] = await Promise.all([holidayOf(db, user.id), openOrders(db, user.id)]);
  return { holiday, openOrders: orders };
}

/**
 * Turns the holiday on, or moves its return day: the day is parsed with the form's own schema
 * against today in Paris. Moving the day keeps the holiday's start, so a buyer who already got
 * the automatic note does not get it again.
 */
export async function turnHolidayOn(ctx: AppContext, user: CurrentUser, body: unknown): Promise<HolidayState> {
  requireSeller(user);
  const now = ctx.clock.now();
  const parsed = holidayFormSchema(parisDay(now)).safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? holidayMessages.dateInvalid);
  const row = await ctx.db
    .updateTable('profiles')
    .set((eb) => ({
      holiday_until: parsed.data.until,
      holiday_started_at: eb.fn.coalesce('holiday_started_at', eb.val(now)),
      updated_at: now,
    }))
    .where('id', '=', user.id)
    .returning(sql<string>`holiday_until::text`.as('until'))
    .executeTakeFirstOrThrow();
  // Listings on holiday cannot be ordered: the shop and product pages say so.
  await announce(ctx.db, { kind: 'catalogue' });
  return { holiday: sellerHoliday(row.until), openOrders: await openOrders(ctx.db, user.id) };
}

/** Back at work: the listings return to the shop at once. Nobody is told (savers included). */
export async function turnHolidayOff(ctx: AppContext, user: CurrentUser): Promise<HolidayState> {
  requireSeller(user);
  await ctx.db
    .updateTable('profiles')
    .set({ holiday_until: null, holiday_started_at: null, updated_at: ctx.clock.now() })
    .where('id', '=', user.id)
    .execute();
  await announce(ctx.db, { kind: 'catalogue' });
  return { holiday: null, openOrders: await openOrders(ctx.db, user.id) };
}
