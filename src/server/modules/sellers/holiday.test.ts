import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDay } from '@shared/profile/holiday.schemas';
import { formatReturnDay } from '@shared/profile/holiday';
import { parisDay } from '@shared/paris-time';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { type TestUser, createSeller, createUser, signIn } from '@test/factories';
import type { TestClient } from '@test/http';
import { openAbout, sendText } from '@test/messaging-factories';
import { checkout, homeCheckout } from '@test/order-factories';
import { runEveryJobOnce } from '@server/run-jobs';
import { sendSavedSearchAlerts } from '../saved-searches/saved-search-alerts';
import { endHolidays } from './end-holidays';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Person = { user: TestUser; client: TestClient };

async function seller(): Promise<Person> {
  const user = await createSeller(t, { fullName: 'Aminata Vacances' });
  return { user, client: await signIn(t, user) };
}

async function buyer(): Promise<Person> {
  const user = await createUser(t, { fullName: 'Awa Acheteuse' });
  return { user, client: await signIn(t, user) };
}

const today = () => parisDay(t.clock.now());
const inDays = (days: number) => addDaysToDay(today(), days);
const sentenceFor = (day: string) => `En vacances jusqu'au ${formatReturnDay(day)}`;

const goAway = (client: TestClient, until: string) => client.put('/api/me/holiday', { until });

const holidayColumns = (id: string) =>
  t.ctx.db
    .selectFrom('profiles')
    .select(['holiday_until', 'holiday_started_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const notificationsOf = (userId: string) =>
  t.ctx.db.selectFrom('notifications').select(['type', 'title']).where('user_id', '=', userId).execute();

const shopIds = async (client: TestClient, query = '') =>
  ((await client.get(`/api/products${query}`)).json().items as { id: string }[]).map((item) => item.id);

describe('holiday mode in the settings', () => {
  it('turns on until a return day, answers the sentence, moves the day, and turns off', async () => {
    const { user, client } = await seller();
    const until = inDays(10);
    const on = await goAway(client, until);
    expect(on.statusCode).toBe(200);
    expect(on.json().holiday).toEqual({ until, sentence: sentenceFor(until) });
    expect((await client.get('/api/me/holiday')).json().holiday).toEqual({ until, sentence: sentenceFor(until) });

    const startedAt = (await holidayColumns(user.id)).holiday_started_at;
    t.clock.advance(HOUR);
    const later = inDays(20);
    expect((await goAway(client, later)).json().holiday.until).toBe(later);
    expect((await holidayColumns(user.id)).holiday_started_at).toEqual(startedAt);

    const off = await client.delete('/api/me/holiday');
    expect(off.statusCode).toBe(200);
    expect(off.json().holiday).toBeNull();
    expect(await holidayColumns(user.id)).toEqual({ holiday_until: null, holiday_started_at: null });
  });

  it('refuses a day out of tomorrow … 90 days ahead, in French, and changes nothing', async () => {
    const { user, client } = await seller();
    const refusals: [unknown, string][] = [
      [{ until: today() }, 'La date de retour doit être au plus tôt demain'],
      [{ until: inDays(-3) }, 'La date de retour doit être au plus tôt demain'],
      [{ until: inDays(91) }, 'La date de retour doit être dans 90 jours au plus'],
      [{ until: '2027-02-30' }, 'Date de retour invalide'],
      [{ until: '12/01/2027' }, 'Date de retour invalide'],
      [{ until: '' }, 'Choisissez une date de retour'],
      [{}, 'Choisissez une date de retour'],
    ];
    for (const [body, message] of refusals) {
      const response = await client.put('/api/me/holiday', body);
      expect({ body, status: response.statusCode, message: response.json().error.message }).toEqual({
        body,
        status: 400,
        message,
      });
    }
    expect(await holidayColumns(user.id)).toEqual({ holiday_until: null, holiday_started_at: null });
    expect((await goAway(client, inDays(1))).statusCode).toBe(200);
    expect((await goAway(client, inDays(90))).statusCode).toBe(200);
  });

  it('is for sellers only', async () => {
    const { client } = await buyer();
    for (const response of [
      await client.get('/api/me/holiday'),
      await goAway(client, inDays(5)),
      await client.delete('/api/me/holiday'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe('Le mode vacances est réservé aux vendeurs');
    }
  });

  it('lists the open orders whose deadlines keep running', async () => {
    const away = await seller();
    const shopper = await buyer();
    const product = await insertProduct(t, away.user.id, { title: 'Tissage brésilien 3 paquets', stock_quantity: 3 });
    const orderId = await checkout(shopper.client, homeCheckout(product));
    const done = await insertProduct(t, away.user.id, { title: 'Closure annulée' });
    const cancelled = await checkout(shopper.client, homeCheckout(done));
    await t.ctx.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', cancelled).execute();

    const state = (await away.client.get('/api/me/holiday')).json();
    expect(state.holiday).toBeNull();
    expect(state.openOrders).toEqual([
      expect.objectContaining({
        id: orderId,
        title: 'Tissage brésilien 3 paquets',
        statusLabel: 'En attente de paiement',
      }),
    ]);
  });
});

describe('while the seller is away', () => {
  it('takes the listings out of the shop, search, the seller page and the sitemap; the product page stays and says it', async () => {
    const away = await seller();
    const shopper = await buyer();
    const product = await insertProduct(t, away.user.id, { title: 'Perruque vacances deep wave' });
    expect(await shopIds(shopper.client, '?q=vacances')).toEqual([product]);

    const until = inDays(12);
    await goAway(away.client, until);
    expect(await shopIds(shopper.client, '?q=vacances')).toEqual([]);
    expect(await shopIds(shopper.client)).not.toContain(product);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/products.xml' })).body).not.toContain(product);

    const page = (await shopper.client.get(`/api/products/${product}`)).json();
    expect(page.sellerHoliday).toEqual({ until, sentence: sentenceFor(until) });
    expect(page.viewer.canOrder).toBe(false);
    const sellerPage = (await shopper.client.get(`/api/sellers/${away.user.id}`)).json();
    expect(sellerPage.holiday).toEqual({ until, sentence: sentenceFor(until) });
    expect(sellerPage.products).toEqual([]);

    await away.client.delete('/api/me/holiday');
    expect(await shopIds(shopper.client, '?q=vacances')).toEqual([product]);
    const back = (await shopper.client.get(`/api/products/${product}`)).json();
    expect(back.sellerHoliday).toBeNull();
    expect(back.viewer.canOrder).toBe(true);
  });

  it('refuses checkout with the sentence, and takes no stock', async () => {
    const away = await seller();
    const shopper = await buyer();
    const product = await insertProduct(t, away.user.id, { stock_quantity: 1 });
    const until = inDays(3);
    await goAway(away.client, until);
    const response = await shopper.client.post('/api/orders', homeCheckout(product));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'SELLER_ON_HOLIDAY', message: sentenceFor(until) });
    const row = await t.ctx.db
      .selectFrom('products')
      .select('stock_quantity')
      .where('id', '=', product)
      .executeTakeFirst();
    expect(row?.stock_quantity).toBe(1);
    expect(await t.ctx.db.selectFrom('orders').select('id').where('product_id', '=', product).execute()).toEqual([]);
  });

  it('refuses new offers and accepting or countering one, with the sentence; refusing still works', async () => {
    const away = await seller();
    const shopper = await buyer();
    const product = await insertProduct(t, away.user.id, { price_cents: 10_000 });
    const offered = await shopper.client.post(`/api/products/${product}/offers`, { amountCents: 8_000 });
    expect(offered.statusCode).toBe(201);
    const offerId = offered.json().offer.id as string;
    const until = inDays(5);
    await goAway(away.client, until);

    const another = await shopper.client.post(`/api/products/${product}/offers`, { amountCents: 9_000 });
    const accepted = await away.client.post(`/api/offers/${offerId}/accept`);
    const countered = await away.client.post(`/api/offers/${offerId}/counter`, { amountCents: 9_000 });
    for (const refused of [another, accepted, countered]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({ code: 'SELLER_ON_HOLIDAY', message: sentenceFor(until) });
    }
    expect((await away.client.post(`/api/offers/${offerId}/refuse`)).statusCode).toBe(200);
  });

  it('holds an offer accepted before the holiday: no "Commander à" while away, checkout refused, back on return', async () => {
    const away = await seller();
    const shopper = await buyer();
    const product = await insertProduct(t, away.user.id, { price_cents: 10_000, stock_quantity: 1 });
    const offerId = (await shopper.client.post(`/api/products/${product}/offers`, { amountCents: 8_000 })).json().offer
      .id as string;
    expect((await away.client.post(`/api/offers/${offerId}/accept`)).statusCode).toBe(200);
    const until = inDays(4);
    await goAway(away.client, until);

    const whileAway = (await shopper.client.get(`/api/products/${product}/my-offer`)).json().offer;
    expect(whileAway).toMatchObject({
      status: 'accepted',
      canOrder: false,
      sellerHoliday: { sentence: sentenceFor(until) },
    });
    const ordered = await shopper.client.post('/api/orders', { ...homeCheckout(product), offerId });
    expect(ordered.statusCode).toBe(409);
    expect(ordered.json().error).toMatchObject({ code: 'SELLER_ON_HOLIDAY' });

    expect((await away.client.delete('/api/me/holiday')).statusCode).toBe(200);
    const back = (await shopper.client.get(`/api/products/${product}/my-offer`)).json().offer;
    expect(back).toMatchObject({ status: 'accepted', canOrder: true, sellerHoliday: null });
  });

  it('lets messages through and notes the holiday to the buyer once per conversation and holiday', async () => {
    const away = await seller();
    const shopper = await buyer();
    const product = await insertProduct(t, away.user.id);
    const conversation = await openAbout(shopper.client, { type: 'product', productId: product });
    const until = inDays(8);
    await goAway(away.client, until);

    expect((await sendText(shopper.client, conversation, 'Bonjour, la lace est HD ?')).statusCode).toBe(201);
    expect((await sendText(shopper.client, conversation, 'Et la densité ?')).statusCode).toBe(201);
    const note = `Message automatique : je suis en vacances jusqu'au ${formatReturnDay(until)}. Je vous répondrai à mon retour.`;
    const read = async () =>
      (
        (await shopper.client.get(`/api/conversations/${conversation}`)).json().messages as {
          body: string;
          mine: boolean;
          automatic: boolean;
        }[]
      ).map((m) => [m.body, m.mine, m.automatic]);
    expect(await read()).toEqual([
      ['Bonjour, la lace est HD ?', true, false],
      [note, false, true],
      ['Et la densité ?', true, false],
    ]);

    // The seller answers from the beach: no note to themselves.
    expect((await sendText(away.client, conversation, 'Oui, HD.')).statusCode).toBe(201);
    // A new holiday, a new note.
    await away.client.delete('/api/me/holiday');
    t.clock.advance(DAY);
    await goAway(away.client, until);
    expect((await sendText(shopper.client, conversation, 'Merci !')).statusCode).toBe(201);
    expect((await read()).filter(([, , automatic]) => automatic)).toHaveLength(2);
  });
});

describe('the return', () => {
  it('comes by itself on the return day (the job, safe twice), and tells no saver nor saved search', async () => {
    const away = await seller();
    const fan = await buyer();
    const product = await insertProduct(t, away.user.id, { title: 'Perruque kinky retour', price_cents: 20_000 });
    await fan.client.put(`/api/me/favourites/${product}`);
    expect((await fan.client.post('/api/me/saved-searches', { filters: { q: 'kinky retour' } })).statusCode).toBe(201);

    const until = inDays(2);
    await goAway(away.client, until);
    // A listing made and a price cut while away: nobody hears of them, then or at the return.
    t.clock.advance(HOUR);
    const madeAway = await insertProduct(t, away.user.id, { title: 'Tissage kinky retour', created_at: t.clock.now() });
    const media = await t.ctx.db.selectFrom('product_media').select('id').where('product_id', '=', product).execute();
    const edit = await away.client.put(`/api/products/${product}`, {
      title: 'Perruque kinky retour',
      description: 'Cheveux vierges, densité 180 %.',
      priceCents: 15_000,
      category: 'Perruques',
      condition: 'new_unworn',
      imageIds: media.map((row) => row.id),
    });
    expect(edit.statusCode).toBe(200);
    t.clock.advance(2 * HOUR);
    await sendSavedSearchAlerts(t.ctx.db, t.clock.now());

    // The day before the return, the job leaves it on.
    expect(await endHolidays(t.ctx.db, t.clock.now())).toBe(0);
    expect((await holidayColumns(away.user.id)).holiday_until).not.toBeNull();

    t.clock.set(new Date(`${until}T00:30:00+01:00`));
    const outcomes = await runEveryJobOnce(t.ctx);
    expect(outcomes.find((outcome) => outcome.name === 'end-holidays')).toMatchObject({ result: 'done' });
    expect(await holidayColumns(away.user.id)).toEqual({ holiday_until: null, holiday_started_at: null });
    expect(await endHolidays(t.ctx.db, t.clock.now())).toBe(0);
    expect((await runEveryJobOnce(t.ctx)).find((outcome) => outcome.name === 'end-holidays')).toMatchObject({
      result: 'done',
      count: 0,
    });

    expect(new Set(await shopIds(fan.client, '?q=kinky%20retour'))).toEqual(new Set([product, madeAway]));
    t.clock.advance(DAY);
    await sendSavedSearchAlerts(t.ctx.db, t.clock.now());
    await runEveryJobOnce(t.ctx);
    expect(await notificationsOf(fan.user.id)).toEqual([]);
  });
});
