import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_LIMIT } from '@shared/favourites/saved-search.schemas';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { type TestUser, createSeller, createUser, signIn } from '@test/factories';
import type { TestClient } from '@test/http';
import { sendSavedSearchAlerts } from './saved-search-alerts';

let t: TestApp;
let seller: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t);
});
afterAll(async () => t.close());

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

async function shopper(): Promise<{ user: TestUser; client: TestClient }> {
  const user = await createUser(t);
  return { user, client: await signIn(t, user) };
}

const searchesOf = (userId: string) =>
  t.ctx.db.selectFrom('saved_searches').select(['name', 'filters', 'paused']).where('user_id', '=', userId).execute();

describe('saving a search', () => {
  it('keeps the filters and search words (not the sort), named after them, and lists it', async () => {
    const { user, client } = await shopper();
    const response = await client.post('/api/me/saved-searches', {
      filters: {
        q: ' lace ',
        category: 'Perruques',
        hairType: 'Naturel',
        priceMax: 300,
        priceMin: 0,
        sort: 'price_asc',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: "« lace » · Perruques · Naturel · Jusqu'à 300 €",
      filters: { q: 'lace', category: 'Perruques', hairType: 'Naturel', priceMax: '300' },
      paused: false,
      lastAlertedAt: null,
    });
    expect((await client.get('/api/me/saved-searches')).json().items).toHaveLength(1);
    expect(await searchesOf(user.id)).toHaveLength(1);
  });

  it.each([
    [{ filters: {} }, 400, "Choisissez au moins un filtre ou des mots de recherche avant d'enregistrer"],
    [
      { filters: { sort: 'price_desc', color: 'violet' } },
      400,
      "Choisissez au moins un filtre ou des mots de recherche avant d'enregistrer",
    ],
    [{ name: 'x'.repeat(61), filters: { color: 'noir' } }, 400, 'Le nom est trop long (max 60 caractères)'],
    [{ name: '   ', filters: { color: 'noir' } }, 400, 'Donnez un nom à cette recherche'],
  ])('refuses %o in French and saves nothing', async (body, status, message) => {
    const { user, client } = await shopper();
    const response = await client.post('/api/me/saved-searches', body);
    expect([response.statusCode, response.json().error.message]).toEqual([status, message]);
    expect(await searchesOf(user.id)).toEqual([]);
  });

  it('refuses the same filters twice, and more than the limit', async () => {
    const { user, client } = await shopper();
    await client.post('/api/me/saved-searches', { filters: { color: 'blond', category: 'Perruques' } });
    const again = await client.post('/api/me/saved-searches', { filters: { category: 'Perruques', color: 'blond' } });
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'Cette recherche est déjà enregistrée']);
    for (let density = 60; (await searchesOf(user.id)).length < SAVED_SEARCH_LIMIT; density += 10) {
      await client.post('/api/me/saved-searches', { filters: { density } });
    }
    const over = await client.post('/api/me/saved-searches', { filters: { q: 'une de trop' } });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toContain(`${SAVED_SEARCH_LIMIT} recherches enregistrées`);
    expect(await searchesOf(user.id)).toHaveLength(SAVED_SEARCH_LIMIT);
  });

  it('renames, pauses and deletes one’s own search; someone else’s answers as missing and stays', async () => {
    const { user, client } = await shopper();
    const id = (await client.post('/api/me/saved-searches', { filters: { color: 'auburn' } })).json().id;
    const renamed = await client.patch(`/api/me/saved-searches/${id}`, { name: 'Ma perruque auburn' });
    expect(renamed.json()).toMatchObject({ name: 'Ma perruque auburn', paused: false });
    expect((await client.patch(`/api/me/saved-searches/${id}`, { paused: true })).json().paused).toBe(true);
    const empty = await client.patch(`/api/me/saved-searches/${id}`, {});
    expect([empty.statusCode, empty.json().error.message]).toEqual([400, 'Aucune modification à enregistrer']);

    const stranger = (await shopper()).client;
    expect((await stranger.patch(`/api/me/saved-searches/${id}`, { name: 'Volée' })).statusCode).toBe(404);
    const refused = await stranger.delete(`/api/me/saved-searches/${id}`);
    expect([refused.statusCode, refused.json().error.message]).toEqual([404, 'Recherche introuvable']);
    expect(await searchesOf(user.id)).toEqual([
      { name: 'Ma perruque auburn', filters: { color: 'auburn' }, paused: true },
    ]);
    expect((await client.delete(`/api/me/saved-searches/${id}`)).statusCode).toBe(204);
    expect(await searchesOf(user.id)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/saved-searches' })).statusCode).toBe(401);
  });
});

describe('saved-search alerts', () => {
  const alertsOf = (userId: string) =>
    t.ctx.db
      .selectFrom('notifications')
      .select(['title', 'message', 'link'])
      .where('user_id', '=', userId)
      .where('type', '=', 'saved_search')
      .orderBy('created_at')
      .execute();

  /** A listing created now by the app's clock, as publishing stamps it. */
  const listing = (title: string, overrides: Parameters<typeof insertProduct>[2] = {}) =>
    insertProduct(t, seller.id, {
      title,
      category: 'Perruques',
      color: 'noir',
      created_at: t.clock.now(),
      ...overrides,
    });

  const runAlerts = () => sendSavedSearchAlerts(t.ctx.db, t.clock.now());

  it('notifies new matches grouped, at most once a day per search, with the shop’s rules', async () => {
    const { user, client } = await shopper();
    await listing('Perruque noire déjà là');
    t.clock.advance(MINUTE);
    const saved = await client.post('/api/me/saved-searches', { filters: { category: 'Perruques', color: 'noir' } });
    expect(saved.statusCode).toBe(201);

    t.clock.advance(MINUTE);
    await listing('Perruque noire lisse 50 cm');
    await listing('Perruque blonde', { color: 'blond' });
    await listing('Perruque noire masquée', { is_available: false });
    await listing('Perruque noire vendue', { stock_quantity: 0 });
    const hiddenByShopper = await listing('Perruque noire cachée');
    await client.post(`/api/products/${hiddenByShopper}/hide`);
    t.clock.advance(5 * MINUTE);
    await runAlerts();
    expect(await alertsOf(user.id)).toEqual([
      {
        title: 'Nouvelle annonce : Perruques · Noir',
        message: '« Perruque noire lisse 50 cm » correspond à votre recherche.',
        link: '/marketplace?category=Perruques&color=noir',
      },
    ]);

    // More listings the same day: kept for the next alert, a day after the first.
    t.clock.advance(HOUR);
    await listing('Perruque noire bouclée');
    t.clock.advance(MINUTE);
    await listing('Perruque noire frange');
    t.clock.advance(2 * HOUR);
    await runAlerts();
    expect(await alertsOf(user.id)).toHaveLength(1);

    t.clock.advance(22 * HOUR);
    await runAlerts();
    const alerts = await alertsOf(user.id);
    expect(alerts).toHaveLength(2);
    expect(alerts[1]).toEqual({
      title: 'Nouvelles annonces : Perruques · Noir',
      message:
        '2 nouvelles annonces correspondent à votre recherche, dont « Perruque noire frange » et « Perruque noire bouclée ».',
      link: '/marketplace?category=Perruques&color=noir',
    });
    expect((await client.get('/api/me/saved-searches')).json().items[0].lastAlertedAt).toBe(
      t.clock.now().toISOString(),
    );

    // Nothing new: nothing said, even a day later.
    t.clock.advance(25 * HOUR);
    await runAlerts();
    expect(await alertsOf(user.id)).toHaveLength(2);
  });

  it('says nothing for a paused search, nor of what was listed during the pause once resumed', async () => {
    const { user, client } = await shopper();
    const id = (await client.post('/api/me/saved-searches', { filters: { q: 'ombré' } })).json().id;
    await client.patch(`/api/me/saved-searches/${id}`, { paused: true });
    t.clock.advance(MINUTE);
    await listing('Perruque ombré miel');
    t.clock.advance(5 * MINUTE);
    await runAlerts();
    expect(await alertsOf(user.id)).toEqual([]);

    await client.patch(`/api/me/saved-searches/${id}`, { paused: false });
    t.clock.advance(5 * MINUTE);
    await runAlerts();
    expect(await alertsOf(user.id)).toEqual([]);

    t.clock.advance(MINUTE);
    await listing('Tissage ombré cuivré', { category: 'Tissages' });
    t.clock.advance(5 * MINUTE);
    await runAlerts();
    expect((await alertsOf(user.id)).map((alert) => alert.message)).toEqual([
      '« Tissage ombré cuivré » correspond à votre recherche.',
    ]);
  });

  it('does not tell sellers of their own listings', async () => {
    const sellerClient = await signIn(t, seller);
    await sellerClient.post('/api/me/saved-searches', { filters: { q: 'afro puff' } });
    t.clock.advance(MINUTE);
    await listing('Afro puff 20 cm', { category: 'Accessoires' });
    t.clock.advance(5 * MINUTE);
    await runAlerts();
    expect(await alertsOf(seller.id)).toEqual([]);
  });
});
