import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { type TestUser, clientFor, createSeller, createUser, signIn } from '@test/factories';
import type { TestClient } from '@test/http';
import { expectPagingRefusals, readAllPages } from '@test/paging';
import { MAX_PAGE_SIZE } from '@shared/paging';
import { favouriteTexts } from '@shared/favourites/favourite-texts';

let t: TestApp;
let seller: TestUser;
let sellerClient: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, { fullName: 'Aminata Vendeuse' });
  sellerClient = await signIn(t, seller);
});
afterAll(async () => t.close());

async function buyer(): Promise<{ user: TestUser; client: TestClient }> {
  const user = await createUser(t);
  return { user, client: await signIn(t, user) };
}

const favouriteRows = (userId: string) =>
  t.ctx.db.selectFrom('favourites').select('product_id').where('user_id', '=', userId).execute();

describe('favourites', () => {
  it('saves, lists newest first, reads the ids and removes; saving twice keeps one', async () => {
    const first = await insertProduct(t, seller.id, { title: 'Perruque body wave 55 cm', price_cents: 15_900 });
    const second = await insertProduct(t, seller.id, { title: 'Closure 5x5 lisse' });
    const { user, client } = await buyer();
    expect((await client.put(`/api/me/favourites/${first}`)).statusCode).toBe(204);
    t.clock.advance(1000);
    expect((await client.put(`/api/me/favourites/${second}`)).statusCode).toBe(204);
    expect((await client.put(`/api/me/favourites/${second}`)).statusCode).toBe(204);

    const list = (await client.get('/api/me/favourites')).json().items;
    expect(list.map((item: { title: string }) => item.title)).toEqual([
      'Closure 5x5 lisse',
      'Perruque body wave 55 cm',
    ]);
    expect(list[1]).toMatchObject({
      productId: first,
      priceCents: 15_900,
      savedPriceCents: 15_900,
      state: 'available',
    });
    expect((await client.get('/api/me/favourites/ids')).json().productIds).toEqual([second, first]);

    expect((await client.delete(`/api/me/favourites/${second}`)).statusCode).toBe(204);
    expect((await client.delete(`/api/me/favourites/${second}`)).statusCode).toBe(204);
    expect(await favouriteRows(user.id)).toEqual([{ product_id: first }]);
  });

  it('shows a sold-out favourite as sold and a withdrawn one as withdrawn', async () => {
    const soldOut = await insertProduct(t, seller.id, { title: 'Tissage vendu' });
    const withdrawn = await insertProduct(t, seller.id, { title: 'Perruque retirée' });
    const { client } = await buyer();
    await client.put(`/api/me/favourites/${soldOut}`);
    await client.put(`/api/me/favourites/${withdrawn}`);
    await t.ctx.db.updateTable('products').set({ stock_quantity: 0 }).where('id', '=', soldOut).execute();
    await t.ctx.db.updateTable('products').set({ is_available: false }).where('id', '=', withdrawn).execute();
    const states = (await client.get('/api/me/favourites'))
      .json()
      .items.map((item: { title: string; state: string }) => [item.title, item.state]);
    expect(states).toEqual(
      expect.arrayContaining([
        ['Tissage vendu', 'sold_out'],
        ['Perruque retirée', 'withdrawn'],
      ]),
    );
  });

  it('refuses a visitor, the seller’s own listing, and a listing nobody may see, changing nothing', async () => {
    const product = await insertProduct(t, seller.id);
    const hidden = await insertProduct(t, seller.id, { hidden_by_admin: true });
    const { user, client } = await buyer();
    const visitor = (
      await t.app.inject({
        method: 'PUT',
        url: `/api/me/favourites/${product}`,
        headers: { origin: t.ctx.config.publicUrl },
      })
    ).statusCode;
    expect(visitor).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/favourites' })).statusCode).toBe(401);

    const own = await sellerClient.put(`/api/me/favourites/${product}`);
    expect([own.statusCode, own.json().error.message]).toEqual([
      400,
      'Vous ne pouvez pas ajouter votre propre produit à vos favoris',
    ]);
    const moderated = await client.put(`/api/me/favourites/${hidden}`);
    expect([moderated.statusCode, moderated.json().error.message]).toEqual([404, 'Produit non trouvé']);
    const malformed = await client.put('/api/me/favourites/pas-un-id');
    expect([malformed.statusCode, malformed.json().error.message]).toEqual([400, 'Produit non trouvé']);
    expect(await favouriteRows(user.id)).toEqual([]);
    expect(await favouriteRows(seller.id)).toEqual([]);
  });

  it('tells the seller how many people saved each listing she asks about, and only her own', async () => {
    const popular = await insertProduct(t, seller.id);
    const quiet = await insertProduct(t, seller.id);
    const other = await insertProduct(t, seller.id);
    for (let i = 0; i < 3; i++) await (await buyer()).client.put(`/api/me/favourites/${popular}`);
    await (await buyer()).client.put(`/api/me/favourites/${other}`);
    const url = `/api/me/favourite-counts?ids=${popular},${quiet}`;
    // Only what is asked: the other saved listing is not in the answer (decision 076).
    expect((await sellerClient.get(url)).json().counts).toEqual({ [popular]: 3 });
    const stranger = await signIn(t, await createSeller(t));
    expect((await stranger.get(url)).json().counts).toEqual({});
    expect((await clientFor(t).get(url)).statusCode).toBe(401);
  });

  it('refuses a favourite-counts request without ids, with a bad id or with more than 50, in French', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect((await sellerClient.get(`/api/me/favourite-counts?ids=${ids.slice(0, 50).join(',')}`)).statusCode).toBe(200);
    for (const query of ['', '?ids=', '?ids=pas-un-id', `?ids=${ids.join(',')}`]) {
      const refused = await sellerClient.get(`/api/me/favourite-counts${query}`);
      expect([refused.statusCode, refused.json().error.message]).toEqual([400, favouriteTexts.badCountIds]);
    }
  });
});

describe('price-drop notices', () => {
  const DAY = 86_400_000;
  const drops = (userId: string) =>
    t.ctx.db
      .selectFrom('notifications')
      .select(['title', 'message', 'link'])
      .where('user_id', '=', userId)
      .where('type', '=', 'price_drop')
      .orderBy('created_at')
      .execute();

  async function editPrice(productId: string, priceCents: number) {
    const media = await t.ctx.db.selectFrom('product_media').select('id').where('product_id', '=', productId).execute();
    const response = await sellerClient.put(`/api/products/${productId}`, {
      title: 'Perruque kinky curly 45 cm',
      description: 'Cheveux vierges, densité 180 %.',
      priceCents,
      category: 'Perruques',
      condition: 'new_unworn',
      imageIds: media.map((row) => row.id),
    });
    expect(response.statusCode).toBe(200);
  }

  it('notifies each saver when the price goes below what they were last told, in the edit itself', async () => {
    const productId = await insertProduct(t, seller.id, { title: 'Perruque kinky curly 45 cm', price_cents: 20_000 });
    const [fan, other, blocker] = [await buyer(), await buyer(), await buyer()];
    for (const saver of [fan, other, blocker]) await saver.client.put(`/api/me/favourites/${productId}`);
    await blocker.client.put(`/api/blocks/${seller.id}`);

    await editPrice(productId, 20_000);
    expect(await drops(fan.user.id)).toEqual([]);

    await editPrice(productId, 17_500);
    expect(await drops(fan.user.id)).toEqual([
      {
        title: 'Baisse de prix sur un favori',
        message: "« Perruque kinky curly 45 cm » passe à 175,00\u00a0€ (200,00\u00a0€ quand vous l'avez ajouté).",
        link: `/product/${productId}`,
      },
    ]);
    expect(await drops(other.user.id)).toHaveLength(1);
    expect(await drops(blocker.user.id)).toEqual([]);

    // Up, then down again but not below the last price they heard of: no news.
    await editPrice(productId, 19_000);
    await editPrice(productId, 18_000);
    expect(await drops(fan.user.id)).toHaveLength(1);
    t.clock.advance(DAY);
    await editPrice(productId, 16_000);
    expect((await drops(fan.user.id)).map((row) => row.message)).toEqual([
      expect.stringContaining('175,00'),
      expect.stringContaining('passe à 160,00'),
    ]);
  });

  it('tells of a meaningful drop only (5 % at least), once a day per listing and saver', async () => {
    const productId = await insertProduct(t, seller.id, { title: 'Perruque kinky curly 45 cm', price_cents: 20_000 });
    const fan = await buyer();
    await fan.client.put(`/api/me/favourites/${productId}`);
    const emails = async () =>
      (
        await t.ctx.db
          .selectFrom('notification_deliveries')
          .select('id')
          .where('user_id', '=', fan.user.id)
          .where('channel', '=', 'email')
          .execute()
      ).length;

    // Ten cuts of a cent: nothing, neither in the app nor by e-mail.
    for (let cut = 1; cut <= 10; cut++) await editPrice(productId, 20_000 - cut);
    expect(await drops(fan.user.id)).toEqual([]);
    expect(await emails()).toBe(0);

    // 5 % below the price saved (200 €): told once, by e-mail too.
    await editPrice(productId, 19_000);
    expect(await drops(fan.user.id)).toHaveLength(1);
    expect(await emails()).toBe(1);

    // A second real drop the same day waits; a day later, the next edit tells the whole drop.
    await editPrice(productId, 17_000);
    t.clock.advance(DAY - 60_000);
    await editPrice(productId, 16_900);
    expect(await drops(fan.user.id)).toHaveLength(1);
    t.clock.advance(60_000);
    await editPrice(productId, 16_800);
    expect(await drops(fan.user.id)).toHaveLength(2);

    // The next day, 5 % below the last price told (168 €) is 159,60 €: a cent above is not enough.
    t.clock.advance(DAY);
    await editPrice(productId, 15_961);
    expect(await drops(fan.user.id)).toHaveLength(2);
    await editPrice(productId, 15_960);
    expect((await drops(fan.user.id)).map((row) => row.message)).toEqual([
      expect.stringContaining('passe à 190,00'),
      expect.stringContaining('passe à 168,00'),
      expect.stringContaining('passe à 159,60'),
    ]);
    expect(await emails()).toBe(3);
  });

  it('says nothing of a listing its seller took off sale', async () => {
    const productId = await insertProduct(t, seller.id, { title: 'Perruque kinky curly 45 cm', price_cents: 20_000 });
    const fan = await buyer();
    await fan.client.put(`/api/me/favourites/${productId}`);
    await t.ctx.db.updateTable('products').set({ is_available: false }).where('id', '=', productId).execute();
    await editPrice(productId, 9_000);
    expect(await drops(fan.user.id)).toEqual([]);
  });
});

describe('GET /api/me/favourites, paged', () => {
  const asIds = (body: unknown) => {
    const page = body as { items: { productId: string }[]; nextCursor: string | null };
    return { items: page.items.map((item) => ({ id: item.productId })), nextCursor: page.nextCursor };
  };

  it('pages the favourites newest first, with no duplicate and no gap, and refuses a forged cursor', async () => {
    const { user, client } = await buyer();
    const saved = Date.parse('2026-01-01T00:00:00Z');
    const ids: string[] = [];
    // 60 favourites, the last ten saved at the same instant: the product breaks the tie.
    for (let i = 0; i < 60; i++) {
      const productId = await insertProduct(t, seller.id);
      await t.ctx.db
        .insertInto('favourites')
        .values({
          user_id: user.id,
          product_id: productId,
          saved_price_cents: 12_900,
          created_at: new Date(saved + Math.min(i, 50) * 60_000),
        })
        .execute();
      ids.push(productId);
    }
    const first = (await client.get('/api/me/favourites')).json();
    expect(first.items).toHaveLength(MAX_PAGE_SIZE);
    const read = await readAllPages(client, '/api/me/favourites', { limit: 7, pageOf: asIds });
    expect(read).toHaveLength(60);
    expect(new Set(read)).toEqual(new Set(ids));
    expect(read.slice(-40)).toEqual(ids.slice(0, 40).reverse());
    await expectPagingRefusals(client, '/api/me/favourites');
  });

  it("never pages into someone else's favourites", async () => {
    const one = await buyer();
    const other = await buyer();
    const hers = await insertProduct(t, seller.id);
    const theirs = await insertProduct(t, seller.id);
    expect((await one.client.put(`/api/me/favourites/${hers}`)).statusCode).toBe(204);
    expect((await other.client.put(`/api/me/favourites/${theirs}`)).statusCode).toBe(204);
    // Another user's favourite as a cursor names no favourite of hers: an empty page, nothing leaks.
    const cursor = Buffer.from(theirs).toString('base64url');
    expect((await one.client.get(`/api/me/favourites?cursor=${cursor}`)).json()).toEqual({
      items: [],
      nextCursor: null,
    });
    expect(await readAllPages(one.client, '/api/me/favourites', { pageOf: asIds })).toEqual([hers]);
  });
});
