import type { orderParties } from './order-factories';

type Parties = Awaited<ReturnType<typeof orderParties>>;

export function reviewOrder(parties: Parties, orderId: string, rating = 5, comment = 'Très belle perruque') {
  return parties.buyerClient.post(`/api/orders/${orderId}/review`, { rating, comment });
}
