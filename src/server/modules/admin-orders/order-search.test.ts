import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { checkout, homeCheckout, orderParties, pngProof, uploadProof } from '@test/order-factories';

let t: TestApp;
let p: Awaited<ReturnType<typeof orderParties>>;
beforeAll(async () => {
  // One buyer places a dozen orders here: the limit on unpaid orders is beside the point.
  t = await createTestApp({ env: { MAX_UNPAID_ORDERS: '50' } });
  p = await orderParties(t, { stock_quantity: 50 });
});
afterAll(async () => t.close());

type Listed = {
  orders: { id: string; orderNumber: string; status: string }[];
  hasMore: boolean;
  nextCursor: string | null;
};
const list = async (query: string) => (await p.adminClient.get(`/api/admin/orders?${query}`)).json() as Listed;

describe('searching orders', () => {
  it('pages beyond 10 and narrows by number, party, status and dates', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      t.clock.advance(60_000);
      ids.push(await checkout(p.buyerClient, homeCheckout(p.productId)));
    }
    const first = await list('limit=10');
    expect(first.orders).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    const second = await list(`limit=10&cursor=${first.nextCursor}`);
    expect(second.orders.map((order) => order.id)).toEqual([ids[1], ids[0]]);
    expect([second.hasMore, second.nextCursor]).toEqual([false, null]);
    const tooMany = await p.adminClient.get('/api/admin/orders?limit=51');
    expect(tooMany.statusCode).toBe(400);
    const forged = await p.adminClient.get('/api/admin/orders?cursor=bm90LWFuLWlk');
    expect([forged.statusCode, forged.json().error.message]).toEqual([400, 'Page introuvable : rechargez la liste']);

    const target = first.orders[3]!;
    expect((await list(`q=${encodeURIComponent(target.orderNumber)}`)).orders.map((o) => o.id)).toEqual([target.id]);
    expect((await list(`q=${encodeURIComponent(p.buyer.email)}&limit=50`)).orders).toHaveLength(12);
    expect((await list(`q=${encodeURIComponent(p.seller.email.slice(2, 9).toUpperCase())}&limit=50`)).orders).toHaveLength(12);
    expect((await list(`q=${target.id}`)).orders.map((o) => o.id)).toEqual([target.id]);
    expect((await list('q=personne-inconnue')).orders).toEqual([]);

    await uploadProof(p.buyerClient, ids[11]!, await pngProof());
    expect((await list('status=payment_submitted')).orders.map((o) => o.id)).toEqual([ids[11]]);

    // The admin's dates are Paris days: between 23:00 and 01:00 UTC the UTC date is another day.
    const today = t.clock.now().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    expect((await list(`from=${today}&to=${today}&limit=50`)).orders.length).toBeGreaterThanOrEqual(1);
    expect((await list('from=2001-01-01&to=2001-01-31')).orders).toEqual([]);
    const backwards = await p.adminClient.get('/api/admin/orders?from=2026-02-01&to=2026-01-01');
    expect([backwards.statusCode, backwards.json().error.message]).toEqual([
      400,
      'La date de début doit précéder la date de fin',
    ]);
  });

  it("finds a party's orders by the name they now have", async () => {
    const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
    const renamed = await p.buyerClient.patch('/api/me/profile', { fullName: 'Aïcha Renommée' });
    expect(renamed.statusCode).toBe(200);
    expect((await list('q=Acheteuse&limit=50')).orders).toEqual([]);
    expect((await list('q=aicha%20renommee&limit=50')).orders.map((o) => o.id)).toContain(orderId);
    const shop = await p.sellerClient.patch('/api/me/profile', { username: 'boutique_renommee' });
    expect(shop.statusCode).toBe(200);
    expect((await list('q=BOUTIQUE_RENOMMEE&limit=50')).orders.map((o) => o.id)).toContain(orderId);
  });

  it("counts 'Commandes en attente' as orders waiting for a payment or its validation", async () => {
    const before = (await p.adminClient.get('/api/admin/stats')).json().pendingOrders;
    const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
    expect((await p.adminClient.get('/api/admin/stats')).json().pendingOrders).toBe(before + 1);
    await uploadProof(p.buyerClient, orderId, await pngProof());
    expect((await p.adminClient.get('/api/admin/stats')).json().pendingOrders).toBe(before + 1);
    await p.buyerClient.post(`/api/orders/${orderId}/cancel`);
    expect((await p.adminClient.get('/api/admin/stats')).json().pendingOrders).toBe(before);
  });
});
