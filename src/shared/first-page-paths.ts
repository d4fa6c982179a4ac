import type { OrderSide } from './orders/order-view.schemas';

/**
 * The API addresses of the lists a member's screens open with, built once for the app and for
 * the server, which preloads the first pages from the page's head (issue 35): the same address
 * to the character, or the browser would not take the preloaded answer.
 */

/** The orders a tab draws at a time: an order card is a few hundred elements (issue 35, bench:web). */
export const ORDERS_PAGE_SIZE = 10;
/** The listings drawn at a time: a cheap phone draws 24 cards well before it would draw 50. */
export const MY_PRODUCTS_PAGE_SIZE = 24;

export type OrderPageRequest = { side: OrderSide; cursor?: string | null; productId?: string; limit?: number };

export function orderListPath(request: OrderPageRequest): string {
  const params = new URLSearchParams({ side: request.side });
  if (request.cursor) params.set('cursor', request.cursor);
  if (request.productId) params.set('productId', request.productId);
  if (request.limit) params.set('limit', String(request.limit));
  return `/api/orders?${params}`;
}

export function ownProductsPath(cursor: string | null): string {
  const query = new URLSearchParams({ limit: String(MY_PRODUCTS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return `/api/me/products?${query}`;
}

const cursorQuery = (cursor: string | null) => (cursor ? `?${new URLSearchParams({ cursor })}` : '');

export const earningsPath = (cursor: string | null) => `/api/me/earnings${cursorQuery(cursor)}`;

export const payoutsPath = (cursor: string | null) => `/api/me/payouts${cursorQuery(cursor)}`;

export const conversationsPath = (cursor: string | null) => `/api/conversations${cursorQuery(cursor)}`;

/** submitted: a proof awaits checking; pending: the buyer has not sent one yet. */
export type AdminPaymentFilter = 'submitted' | 'pending';

/** The admin dashboard's first tab opens with both queues. */
export const ADMIN_PAYMENT_QUEUES: readonly AdminPaymentFilter[] = ['submitted', 'pending'];

export function adminPaymentsPath(status: AdminPaymentFilter, cursor: string | null): string {
  return `/api/admin/payments?${new URLSearchParams({ status, ...(cursor ? { cursor } : {}) })}`;
}
