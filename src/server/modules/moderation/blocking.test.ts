import { publicName } from '@shared/profile/public-name';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { createSeller, createUser, signIn } from '@test/factories';
import { TestClient } from '@test/http';
import { homeCheckout } from '@test/order-factories';
import { expectPagingRefusals, readAllPages } from '@test/paging';

let t: TestApp;
afterAll(async () => t.close());
beforeAll(async () => {
  t = await createTestApp();
});

const stockOf = async (productId: string) =>
  (await t.ctx.db.selectFrom('products').select('stock_quantity').where('id', '=', productId).executeTakeFirstOrThrow())
    .stock_quantity;
const ordersOf = (buyerId: string) =>
  t.ctx.db.selectFrom('orders').select('id').where('buyer_id', '=', buyerId).execute();

async function sellerWithProduct(title = 'Perruque bouclée 45 cm') {
  const seller = await createSeller(t);
  const productId = await insertProduct(t, seller.id, { title, stock_quantity: 3 });
  return { seller, sellerClient: await signIn(t, seller), productId };
}

describe('an order between two people when either blocked the other', () => {
  it.each([
    ['the buyer blocked the seller', 'buyer'],
    ['the seller blocked the buyer', 'seller'],
  ] as const)('is refused in French when %s, with no order and no stock change', async (_case, blocker) => {
    const { seller, sellerClient, productId } = await sellerWithProduct();
    const buyer = await createUser(t);
    const buyerClient = await signIn(t, buyer);
    const block =
      blocker === 'buyer'
        ? await buyerClient.put(`/api/blocks/${seller.id}`)
        : await sellerClient.put(`/api/blocks/${buyer.id}`);
    expect(block.statusCode).toBe(204);

    const plain = await buyerClient.post('/api/orders', homeCheckout(productId));
    const withKey = await buyerClient.request('POST', '/api/orders', homeCheckout(productId), {
      headers: { 'idempotency-key': 'essai-bloque-1' },
    });
    for (const answer of [plain, withKey]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().error).toMatchObject({
        code: 'BLOCKED',
        message: 'Vous ne pouvez pas commander auprès de ce vendeur',
      });
    }
    expect(await ordersOf(buyer.id)).toEqual([]);
    expect(await stockOf(productId)).toBe(3);

    const page = (await buyerClient.get(`/api/products/${productId}`)).json();
    expect(page.viewer).toMatchObject({
      canOrder: false,
      hasBlockedSeller: blocker === 'buyer',
      blockedBySeller: blocker === 'seller',
    });
  });

  it('goes through again once unblocked', async () => {
    const { seller, productId } = await sellerWithProduct();
    const buyer = await createUser(t);
    const buyerClient = await signIn(t, buyer);
    await buyerClient.put(`/api/blocks/${seller.id}`);
    await buyerClient.delete(`/api/blocks/${seller.id}`);
    expect((await buyerClient.get(`/api/products/${productId}`)).json().viewer.canOrder).toBe(true);
    expect((await buyerClient.post('/api/orders', homeCheckout(productId))).statusCode).toBe(201);
    expect(await stockOf(productId)).toBe(2);
  });
});

describe("a blocked seller's listings", () => {
  it('leave the shop, the search and the seller page for the blocker only', async () => {
    const { seller, productId } = await sellerWithProduct('Perruque zèbre introuvable');
    const blocker = await signIn(t, await createUser(t));
    const someoneElse = await signIn(t, await createUser(t));
    const visitor = new TestClient(t.app);
    await blocker.put(`/api/blocks/${seller.id}`);

    const shopIds = async (client: TestClient, query = '') =>
      (await client.get(`/api/products${query}`)).json().items.map((item: { id: string }) => item.id);
    const sellerPageIds = async (client: TestClient) =>
      (await client.get(`/api/sellers/${seller.id}`)).json().products.map((item: { id: string }) => item.id);

    expect(await shopIds(blocker)).not.toContain(productId);
    expect(await shopIds(blocker, '?q=z%C3%A8bre')).toEqual([]);
    expect(await sellerPageIds(blocker)).toEqual([]);
    for (const client of [someoneElse, visitor]) {
      expect(await shopIds(client)).toContain(productId);
      expect(await shopIds(client, '?q=z%C3%A8bre')).toEqual([productId]);
      expect(await sellerPageIds(client)).toEqual([productId]);
    }
  });
});

describe('what Settings lists, with the way back', () => {
  it('lists the blocked users and the hidden listings, and undoes each', async () => {
    const { seller, productId } = await sellerWithProduct('Closure à revoir');
    const user = await createUser(t);
    const client = await signIn(t, user);
    await client.put(`/api/blocks/${seller.id}`);
    await client.post(`/api/products/${productId}/hide`);

    const blocks = (await client.get('/api/me/blocks')).json().items;
    expect(blocks).toEqual([expect.objectContaining({ id: seller.id, displayName: publicName(null, seller.fullName) })]);
    const hidden = (await client.get('/api/me/hidden-products')).json().items;
    expect(hidden).toEqual([expect.objectContaining({ id: productId, title: 'Closure à revoir' })]);

    expect((await client.delete(`/api/blocks/${seller.id}`)).statusCode).toBe(204);
    expect((await client.delete(`/api/products/${productId}/hide`)).statusCode).toBe(204);
    expect((await client.get('/api/me/blocks')).json().items).toEqual([]);
    expect((await client.get('/api/me/hidden-products')).json().items).toEqual([]);
    const shop = (await client.get('/api/products')).json().items.map((item: { id: string }) => item.id);
    expect(shop).toContain(productId);
  });

  it("shows nobody else's lists, and refuses a visitor", async () => {
    const { seller, productId } = await sellerWithProduct();
    const owner = await signIn(t, await createUser(t));
    await owner.put(`/api/blocks/${seller.id}`);
    await owner.post(`/api/products/${productId}/hide`);
    const stranger = await signIn(t, await createUser(t));
    expect((await stranger.get('/api/me/blocks')).json().items).toEqual([]);
    expect((await stranger.get('/api/me/hidden-products')).json().items).toEqual([]);
    // Another person's "show again" touches only their own (absent) row.
    await stranger.delete(`/api/products/${productId}/hide`);
    expect((await owner.get('/api/me/hidden-products')).json().items).toHaveLength(1);

    const visitor = new TestClient(t.app);
    for (const answer of [
      await visitor.get('/api/me/blocks'),
      await visitor.get('/api/me/hidden-products'),
      await visitor.delete(`/api/products/${productId}/hide`),
    ]) {
      expect(answer.statusCode).toBe(401);
    }
  });
});

describe("Settings' lists, paged (decision 076)", () => {
  it('pages the blocks and the hidden listings newest first; undoing the cursor row skips nothing', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const sellers: string[] = [];
    const products: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { seller } = await sellerWithProduct(`Perruque ${i + 1}`);
      // Blocking a seller hides her listings anyway: the hidden ones are another seller's.
      const other = await sellerWithProduct(`Closure ${i + 1}`);
      await client.put(`/api/blocks/${seller.id}`);
      await client.post(`/api/products/${other.productId}/hide`);
      sellers.push(seller.id);
      products.push(other.productId);
    }
    expect(await readAllPages(client, '/api/me/blocks', { limit: 1 })).toEqual([...sellers].reverse());
    expect(await readAllPages(client, '/api/me/hidden-products', { limit: 2 })).toEqual([...products].reverse());

    // 'Débloquer' on the last row read: the next page still follows on from where it was.
    const first = (await client.get('/api/me/blocks?limit=1')).json();
    await client.delete(`/api/blocks/${sellers[2]}`);
    const next = (await client.get(`/api/me/blocks?limit=1&cursor=${first.nextCursor}`)).json();
    expect(next.items.map((row: { id: string }) => row.id)).toEqual([sellers[1]]);

    await expectPagingRefusals(client, '/api/me/blocks');
    await expectPagingRefusals(client, '/api/me/hidden-products');
    const stranger = await signIn(t, await createUser(t));
    expect((await stranger.get(`/api/me/blocks?cursor=${next.nextCursor}`)).json().items).toEqual([]);
  });
});
