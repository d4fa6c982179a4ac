import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { OrderView } from '@shared/orders/order-view.schemas';

const ANCHOR_PREFIX = 'commande-';

/** The id of an order's card: notifications and e-mails link to `/orders#commande-<number>`. */
export const orderAnchorId = (orderNumber: string) => `${ANCHOR_PREFIX}${orderNumber}`;

type OrdersQuery = {
  orders: OrderView[] | undefined;
  refetch: (options: { cancelRefetch: boolean }) => unknown;
  hasNextPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => unknown;
};

/**
 * The order named by the URL's hash, scrolled into view once the list holds it. A link
 * to an order is followed to see it as it is now (a new sale, a new status), so the list
 * is fetched again, joining any fetch already under way; an older order is on a later page,
 * fetched until it shows.
 */
export function useLinkedOrder({ orders, refetch, hasNextPage, isFetching, fetchNextPage }: OrdersQuery): string | null {
  const { hash, key } = useLocation();
  // Order numbers (CMD-2026-000123) need no URL decoding, which could throw on a mangled hash.
  const linked = hash.startsWith(`#${ANCHOR_PREFIX}`) ? hash.slice(ANCHOR_PREFIX.length + 1) : null;
  const listed = orders?.some((order) => order.orderNumber === linked) ?? false;

  useEffect(() => {
    if (linked) void refetch({ cancelRefetch: false });
  }, [linked, key, refetch]);

  useEffect(() => {
    if (linked && orders && !listed && hasNextPage && !isFetching) void fetchNextPage();
  }, [linked, orders, listed, hasNextPage, isFetching, fetchNextPage]);

  useEffect(() => {
    if (linked && listed) document.getElementById(orderAnchorId(linked))?.scrollIntoView({ block: 'start' });
  }, [linked, listed, key]);

  return linked;
}
