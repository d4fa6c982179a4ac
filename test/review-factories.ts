import type { TestApp } from './app';
import { type orderParties, paidOrder } from './order-factories';

type Parties = Awaited<ReturnType<typeof orderParties>>;

/** checkout → proof → approval → sent → received: an order its buyer may now review. */
export async function deliveredOrder(t: TestApp, parties: Parties): Promise<string> {
  const orderId = await paidOrder(t, parties);
  const shipped = await parties.sellerClient.post(`/api/orders/${orderId}/ship`, {});
  if (shipped.statusCode !== 200) throw new Error(`ship failed: ${shipped.body}`);
  const received = await parties.buyerClient.post(`/api/orders/${orderId}/confirm-receipt`);
  if (received.statusCode !== 200) throw new Error(`receipt failed: ${received.body}`);
  return orderId;
}

export function reviewOrder(parties: Parties, orderId: string, rating = 5, comment = 'Très belle perruque') {
  return parties.buyerClient.post(`/api/orders/${orderId}/review`, { rating, comment });
}
