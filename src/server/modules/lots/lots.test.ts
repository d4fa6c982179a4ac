import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleDiscountMessages } from '@shared/lots/bundle-discount.schemas';
import { lotMessages } from '@shared/lots/lot.schemas';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { clientFor, createSeller, createUser, signIn } from '@test/factories';
import { acceptedOffer, addToLot, lotParties, setBundleTiers } from '@test/lot-factories';
import { expectPagingRefusals, readAllPages } from '@test/paging';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('bundle discount', () => {
  it('a seller sets steps, turns them off, and the product and seller pages say so', async () => {
    const p = await lotParties(t, [1000]);
    expect((await p.sellerClient.get('/api/me/bundle-discount')).json()).toEqual({ tiers: [], sentence: null });
    const saved = await p.sellerClient.put('/api/me/bundle-discount', {
      tiers: [
        { minItems: 3, percent: 15 },
        { minItems: 2, percent: 10 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const view = {
      tiers: [
        { minItems: 2, percent: 10 },
        { minItems: 3, percent: 15 },
      ],
      sentence: 'Remise lot : −10 % dès 2 articles, −15 % dès 3',
    };
    expect(saved.json()).toEqual(view);
    expect((await p.buyerClient.get(`/api/products/${p.productIds[0]}`)).json().bundleDiscount).toEqual(view);
    expect((await clientFor(t).get(`/api/sellers/${p.seller.id}`)).json().bundleDiscount).toEqual(view);

    expect((await p.sellerClient.put('/api/me/bundle-discount', { tiers: [] })).json()).toEqual({
      tiers: [],
      sentence: null,
    });
    expect((await p.buyerClient.get(`/api/products/${p.productIds[0]}`)).json().bundleDiscount.sentence).toBeNull();
  });

  it.each([
    [[{ minItems: 1, percent: 10 }], bundleDiscountMessages.minItemsInvalid],
    [[{ minItems: 11, percent: 10 }], bundleDiscountMessages.minItemsInvalid],
    [[{ minItems: 2, percent: 0 }], bundleDiscountMessages.percentInvalid],
    [[{ minItems: 2, percent: 51 }], bundleDiscountMessages.percentInvalid],
    [[{ minItems: 2, percent: 10.5 }], bundleDiscountMessages.percentInvalid],
    [
      [
        { minItems: 2, percent: 10 },
        { minItems: 2, percent: 20 },
      ],
      bundleDiscountMessages.duplicateMinItems,
    ],
    [
      [
        { minItems: 2, percent: 20 },
        { minItems: 3, percent: 20 },
      ],
      bundleDiscountMessages.percentMustGrow,
    ],
    [[2, 3, 4, 5, 6].map((minItems) => ({ minItems, percent: minItems * 2 })), bundleDiscountMessages.tooManyTiers],
  ])('refuses %j in French', async (tiers, message) => {
    const p = await lotParties(t, []);
    const response = await p.sellerClient.put('/api/me/bundle-discount', { tiers });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('is for sellers: a buyer is refused, a visitor asked to sign in', async () => {
    const buyer = await signIn(t, await createUser(t));
    expect((await buyer.put('/api/me/bundle-discount', { tiers: [] })).statusCode).toBe(403);
    expect((await buyer.get('/api/me/bundle-discount')).statusCode).toBe(403);
    expect((await clientFor(t).put('/api/me/bundle-discount', { tiers: [] })).statusCode).toBe(401);
    expect((await clientFor(t).get('/api/me/bundle-discount')).statusCode).toBe(401);
  });
});

describe('lots', () => {
  it('adds listings once each, prices them with the step reached and one delivery fee per mode, and removes them', async () => {
    const p = await lotParties(t, [3000, 2000, 1001]);
    await setBundleTiers(t, p.seller.id, [
      { minItems: 2, percent: 10 },
      { minItems: 3, percent: 15 },
    ]);
    await addToLot(p.buyerClient, p.seller.id, p.productIds);
    // Adding again changes nothing.
    const again = await p.buyerClient.post(`/api/me/lots/${p.seller.id}/items`, { productId: p.productIds[0] });
    expect(again.statusCode).toBe(200);
    const lot = again.json();
    expect(lot).toMatchObject({
      label: 'Mon lot chez Aminata D. (3)',
      subtotalCents: 6001,
      percent: 15,
      discountCents: 900,
      priceCents: 5101,
      delivery: [
        { deliveryType: 'home', costCents: 699, worldCostCents: 1299, totalCents: 5800 },
        { deliveryType: 'pickup', costCents: 0, worldCostCents: null, totalCents: 5101 },
      ],
      totalCents: 5800,
      removed: [],
      bundleDiscount: { sentence: 'Remise lot : −10 % dès 2 articles, −15 % dès 3' },
    });
    expect(lot.items.map((item: { title: string }) => item.title)).toEqual(['Article 1', 'Article 2', 'Article 3']);
    expect(lot.items[0]).toMatchObject({ unitPriceCents: 3000, discountCents: 450, priceCents: 2550 });
    expect(lot.items[0].image.url).toContain('card.webp');
    expect((await p.buyerClient.get('/api/me/lots')).json()).toEqual({
      lots: [
        {
          seller: { id: p.seller.id, displayName: 'Aminata D.' },
          itemCount: 3,
          label: 'Mon lot chez Aminata D. (3)',
        },
      ],
      nextCursor: null,
    });

    const removed = await p.buyerClient.delete(`/api/me/lots/${p.seller.id}/items/${p.productIds[2]}`);
    expect(removed.json()).toMatchObject({ subtotalCents: 5000, percent: 10, discountCents: 500, priceCents: 4500 });
    // The same lot from another device.
    const elsewhere = await signIn(t, p.buyer);
    expect((await elsewhere.get(`/api/me/lots/${p.seller.id}`)).json().items).toHaveLength(2);
    await p.buyerClient.delete(`/api/me/lots/${p.seller.id}/items/${p.productIds[0]}`);
    await p.buyerClient.delete(`/api/me/lots/${p.seller.id}/items/${p.productIds[1]}`);
    expect((await p.buyerClient.get('/api/me/lots')).json()).toEqual({ lots: [], nextCursor: null });
  });

  it('prices a line at the accepted offer', async () => {
    const p = await lotParties(t, [3000, 2000]);
    await addToLot(p.buyerClient, p.seller.id, p.productIds);
    const offer = await acceptedOffer(p.buyerClient, p.sellerClient, p.productIds[0] ?? '', 2500);
    const lot = (await p.buyerClient.get(`/api/me/lots/${p.seller.id}`)).json();
    expect(lot.items[0]).toMatchObject({ listPriceCents: 3000, unitPriceCents: 2500, offerId: offer });
    expect(lot.subtotalCents).toBe(4500);
  });

  it('takes out what was sold or withdrawn meanwhile, and says so once', async () => {
    const p = await lotParties(t, [3000, 2000, 1000]);
    await addToLot(p.buyerClient, p.seller.id, p.productIds);
    await t.ctx.db
      .updateTable('products')
      .set({ stock_quantity: 0 })
      .where('id', '=', p.productIds[0] ?? '')
      .execute();
    await t.ctx.db
      .updateTable('products')
      .set({ is_available: false })
      .where('id', '=', p.productIds[1] ?? '')
      .execute();
    const lot = (await p.buyerClient.get(`/api/me/lots/${p.seller.id}`)).json();
    expect(lot.removed).toEqual([
      { productId: p.productIds[0], title: 'Article 1', reason: 'Vendu entre-temps : retiré de votre lot' },
      { productId: p.productIds[1], title: 'Article 2', reason: lotMessages.withdrawnMeanwhile },
    ]);
    expect(lot.items.map((item: { title: string }) => item.title)).toEqual(['Article 3']);
    expect(lot.label).toBe('Mon lot chez Aminata D. (1)');
    expect((await p.buyerClient.get(`/api/me/lots/${p.seller.id}`)).json().removed).toEqual([]);
  });

  it('refuses what cannot go in a lot, in French', async () => {
    const p = await lotParties(
      t,
      Array.from({ length: 11 }, () => 1000),
    );
    const other = await lotParties(t, [1000]);
    const add = (productId: string | undefined, sellerId = p.seller.id, client = p.buyerClient) =>
      client.post(`/api/me/lots/${sellerId}/items`, { productId });
    await addToLot(p.buyerClient, p.seller.id, p.productIds.slice(0, 10));
    const full = await add(p.productIds[10]);
    expect([full.statusCode, full.json().error.message]).toEqual([409, lotMessages.full]);
    const own = await add(p.productIds[0], p.seller.id, p.sellerClient);
    expect([own.statusCode, own.json().error.message]).toEqual([403, lotMessages.ownProduct]);
    const elsewhere = await add(other.productIds[0]);
    expect([elsewhere.statusCode, elsewhere.json().error.message]).toEqual([409, lotMessages.otherSeller]);
    const sold = await insertProduct(t, other.seller.id, { stock_quantity: 0 });
    const soldOut = await add(sold, other.seller.id);
    expect([soldOut.statusCode, soldOut.json().error.message]).toEqual([404, lotMessages.notAvailable]);
    await t.ctx.db
      .updateTable('profiles')
      .set({ holiday_until: '2099-01-01', holiday_started_at: new Date() })
      .where('id', '=', other.seller.id)
      .execute();
    const away = await add(other.productIds[0], other.seller.id);
    expect([away.statusCode, away.json().error.message]).toEqual([409, expect.stringContaining('En vacances')]);
    const invalid = await add('42');
    expect([invalid.statusCode, invalid.json().error.message]).toEqual([400, lotMessages.productInvalid]);
  });

  it('refuses a lot with someone the buyer blocked', async () => {
    const p = await lotParties(t, [1000]);
    await t.ctx.db.insertInto('blocked_users').values({ blocker_id: p.buyer.id, blocked_id: p.seller.id }).execute();
    const response = await p.buyerClient.post(`/api/me/lots/${p.seller.id}/items`, { productId: p.productIds[0] });
    expect(response.statusCode).toBe(403);
  });

  it('asks visitors to sign in on every lot route, and keeps each buyer to their own lots', async () => {
    const p = await lotParties(t, [1000]);
    await addToLot(p.buyerClient, p.seller.id, p.productIds);
    const visitor = clientFor(t);
    const item = `/api/me/lots/${p.seller.id}/items`;
    for (const response of [
      await visitor.get('/api/me/lots'),
      await visitor.get(`/api/me/lots/${p.seller.id}`),
      await visitor.post(item, { productId: p.productIds[0] }),
      await visitor.delete(`${item}/${p.productIds[0]}`),
    ]) {
      expect(response.statusCode).toBe(401);
    }
    // Someone else reads and changes only their own (empty) lot with that seller.
    const stranger = await signIn(t, await createUser(t));
    expect((await stranger.get(`/api/me/lots/${p.seller.id}`)).json().items).toEqual([]);
    await stranger.delete(`${item}/${p.productIds[0]}`);
    expect((await p.buyerClient.get(`/api/me/lots/${p.seller.id}`)).json().items).toHaveLength(1);
  });
});

describe("'Mes lots', paged (decision 076)", () => {
  const pageOf = (body: unknown) => {
    const page = body as { lots: { seller: { id: string } }[]; nextCursor: string | null };
    return { items: page.lots.map((lot) => ({ id: lot.seller.id })), nextCursor: page.nextCursor };
  };

  it('pages the lots newest change first; a lot changed meanwhile is not read twice', async () => {
    const p = await lotParties(t, [1000, 1200]);
    const sellers = [p.seller.id];
    await addToLot(p.buyerClient, p.seller.id, [p.productIds[0]!]);
    for (const fullName of ['Binta Ba', 'Coumba Sy']) {
      t.clock.advance(60_000);
      const seller = await createSeller(t, { fullName });
      await addToLot(p.buyerClient, seller.id, [await insertProduct(t, seller.id)]);
      sellers.push(seller.id);
    }
    expect(await readAllPages(p.buyerClient, '/api/me/lots', { limit: 1, pageOf })).toEqual([...sellers].reverse());

    const first = (await p.buyerClient.get('/api/me/lots?limit=1')).json();
    // Aminata's lot changes: it goes to the top, above the cursor, and is not on the next pages.
    t.clock.advance(60_000);
    await addToLot(p.buyerClient, p.seller.id, [p.productIds[1]!]);
    const rest = (await p.buyerClient.get(`/api/me/lots?cursor=${first.nextCursor}`)).json();
    expect(pageOf(rest).items.map((lot) => lot.id)).toEqual([sellers[1]]);

    await expectPagingRefusals(p.buyerClient, '/api/me/lots');
    const stranger = await signIn(t, await createUser(t));
    expect((await stranger.get(`/api/me/lots?cursor=${first.nextCursor}`)).json().lots).toEqual([]);
  });
});
