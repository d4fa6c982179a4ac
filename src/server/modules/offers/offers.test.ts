import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { createUser, signIn } from '@test/factories';
import type { TestClient } from '@test/http';
import { say } from '@test/messaging-factories';
import { expectLedgerBalanced, homeCheckout, notificationsOf, orderParties } from '@test/order-factories';
import { expireOffers } from './expire-offers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR = 3600 * 1000;
const offer = (client: TestClient, productId: string, amountCents: number) =>
  client.post(`/api/products/${productId}/offers`, { amountCents });

async function made(client: TestClient, productId: string, amountCents: number) {
  const response = await offer(client, productId, amountCents);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().offer;
}

async function answered(
  client: TestClient,
  offerId: string,
  answer: 'accept' | 'refuse' | 'counter',
  amountCents?: number,
) {
  const response = await client.post(`/api/offers/${offerId}/${answer}`, amountCents ? { amountCents } : undefined);
  expect(response.statusCode, response.body).toBe(answer === 'counter' ? 201 : 200);
  return response.json().offer;
}

const conversation = async (client: TestClient, id: string) => (await client.get(`/api/conversations/${id}`)).json();
const myOffer = async (client: TestClient, productId: string) =>
  (await client.get(`/api/products/${productId}/my-offer`)).json().offer;

describe('making an offer', () => {
  it('puts a card with its status and expiry in the conversation about the listing, for both people', async () => {
    const p = await orderParties(t, { price_cents: 20_000, stock_quantity: 1 });
    const card = await made(p.buyerClient, p.productId, 15_000);
    expect(card).toMatchObject({ status: 'pending', amountCents: 15_000, proposedBy: 'buyer', canAnswer: false });
    expect(new Date(card.expiresAt).getTime() - t.ctx.clock.now().getTime()).toBe(24 * HOUR);

    const sellerView = await conversation(p.sellerClient, card.conversationId);
    expect(sellerView.messages).toHaveLength(1);
    expect(sellerView.messages[0]).toMatchObject({
      body: 'Offre : 150,00\u00a0€',
      offer: { id: card.id, status: 'pending', canAnswer: true, counterRange: { lowCents: 15_000, highCents: 20_000 } },
    });
    expect(sellerView.unreadCount).toBe(1);
    const buyerView = await conversation(p.buyerClient, card.conversationId);
    expect(buyerView.messages[0].offer).toMatchObject({ id: card.id, canAnswer: false, canOrder: false });
    const told = await notificationsOf(t, p.seller.id);
    expect(told.some((n) => n.title === 'Nouvelle offre de Awa A.')).toBe(true);
    // The seller's listing counts it.
    const mine = (await p.sellerClient.get('/api/me/products')).json().items;
    expect(mine.find((item: { id: string }) => item.id === p.productId).openOffers).toBe(1);
  });

  it('refuses in French: below half the price, not below it, own listing, unavailable listing, blocked people', async () => {
    const p = await orderParties(t, { price_cents: 10_000 });
    const low = await offer(p.buyerClient, p.productId, 4_999);
    expect(low.statusCode).toBe(400);
    expect(low.json().error.message).toBe('L’offre doit être d’au moins 50,00\u00a0€ (50 % du prix)');
    expect((await offer(p.buyerClient, p.productId, 10_000)).json().error.message).toBe(
      'L’offre doit être inférieure au prix affiché',
    );
    const own = await offer(p.sellerClient, p.productId, 6_000);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('Vous ne pouvez pas faire une offre sur votre propre annonce');
    const gone = await insertProduct(t, p.seller.id, { price_cents: 10_000, stock_quantity: 0 });
    const unavailable = await offer(p.buyerClient, gone, 6_000);
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().error.message).toBe('Cet article n’est plus disponible');
    await p.sellerClient.put(`/api/blocks/${p.buyer.id}`);
    const blocked = await offer(p.buyerClient, p.productId, 6_000);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.message).toBe('Vous ne pouvez pas faire d’offre à cette personne');
    const nothing = await t.ctx.db.selectFrom('offers').select('id').where('buyer_id', '=', p.buyer.id).execute();
    expect(nothing).toEqual([]);
  });

  it('allows one open offer per listing and ten open offers in all', async () => {
    const p = await orderParties(t, { price_cents: 10_000 });
    await made(p.buyerClient, p.productId, 6_000);
    const again = await offer(p.buyerClient, p.productId, 7_000);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Vous avez déjà une offre en cours sur cet article');
    for (let i = 0; i < 9; i++) {
      t.clock.advance(61 * 1000);
      await made(p.buyerClient, await insertProduct(t, p.seller.id, { price_cents: 10_000 }), 6_000);
    }
    t.clock.advance(61 * 1000);
    const eleventh = await offer(p.buyerClient, await insertProduct(t, p.seller.id, { price_cents: 10_000 }), 6_000);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error.message).toBe(
      'Vous avez déjà 10 offres en cours : attendez une réponse avant d’en faire d’autres',
    );
  });
});

describe('answering', () => {
  it('seller counters, buyer counters back, seller accepts: the buyer gets a personal price', async () => {
    const p = await orderParties(t, { price_cents: 20_000 });
    const first = await made(p.buyerClient, p.productId, 12_000);
    // Only the person the offer waits for answers it.
    expect((await p.buyerClient.post(`/api/offers/${first.id}/accept`)).statusCode).toBe(403);
    const stranger = await signIn(t, await createUser(t));
    expect((await stranger.post(`/api/offers/${first.id}/accept`)).statusCode).toBe(404);
    const outside = await p.sellerClient.post(`/api/offers/${first.id}/counter`, { amountCents: 20_000 });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.message).toBe(
      'La contre-offre doit être strictement entre 120,00\u00a0€ et 200,00\u00a0€',
    );
    const counter = await answered(p.sellerClient, first.id, 'counter', 18_000);
    expect(counter).toMatchObject({ proposedBy: 'seller', status: 'pending', amountCents: 18_000 });
    // The buyer's counter lies between their last offer and the seller's.
    const buyerCard = (await conversation(p.buyerClient, first.conversationId)).messages.at(-1).offer;
    expect(buyerCard).toMatchObject({ canAnswer: true, counterRange: { lowCents: 12_000, highCents: 18_000 } });
    const back = await answered(p.buyerClient, counter.id, 'counter', 15_000);
    expect(back).toMatchObject({ proposedBy: 'buyer', amountCents: 15_000 });
    const accepted = await answered(p.sellerClient, back.id, 'accept');
    expect(accepted).toMatchObject({ status: 'accepted' });
    expect(new Date(accepted.expiresAt).getTime() - t.ctx.clock.now().getTime()).toBe(24 * HOUR);
    // Answered once: a second answer is refused.
    expect((await p.sellerClient.post(`/api/offers/${back.id}/refuse`)).statusCode).toBe(409);

    const view = await conversation(p.buyerClient, first.conversationId);
    expect(view.messages.map((m: { body: string }) => m.body)).toEqual([
      'Offre : 120,00\u00a0€',
      'Contre-offre : 180,00\u00a0€',
      'Contre-offre : 150,00\u00a0€',
      'Offre de 150,00\u00a0€ acceptée',
    ]);
    expect(view.messages.map((m: { offer: { status: string } | null }) => m.offer?.status ?? null)).toEqual([
      'countered',
      'countered',
      'accepted',
      null,
    ]);
    expect(await myOffer(p.buyerClient, p.productId)).toMatchObject({ id: back.id, canOrder: true });
    const told = await notificationsOf(t, p.buyer.id);
    expect(told.some((n) => n.title === 'Fatou V. a accepté votre offre')).toBe(true);
  });

  it('a refusal closes the offer and lets the buyer make another', async () => {
    const p = await orderParties(t, { price_cents: 10_000 });
    const first = await made(p.buyerClient, p.productId, 5_000);
    expect(await answered(p.sellerClient, first.id, 'refuse')).toMatchObject({ status: 'refused', canAnswer: false });
    t.clock.advance(61 * 1000);
    await made(p.buyerClient, p.productId, 8_000);
  });
});

describe('expiry', () => {
  it('expires an unanswered offer after 24 h and an unused accepted one 24 h later, once however often the job runs', async () => {
    // The earlier tests' offers end first: this one counts its own.
    t.clock.advance(25 * HOUR);
    await expireOffers(t.ctx.db, t.ctx.clock.now());
    const p = await orderParties(t, { price_cents: 10_000, stock_quantity: 2 });
    const waiting = await made(p.buyerClient, p.productId, 6_000);
    const other = await insertProduct(t, p.seller.id, { price_cents: 10_000 });
    const kept = await made(p.buyerClient, other, 7_000);
    t.clock.advance(12 * HOUR);
    await answered(p.sellerClient, kept.id, 'accept');
    t.clock.advance(11 * HOUR);
    expect(await expireOffers(t.ctx.db, t.ctx.clock.now())).toBe(0);
    t.clock.advance(HOUR);
    expect(await expireOffers(t.ctx.db, t.ctx.clock.now())).toBe(1);
    expect(await expireOffers(t.ctx.db, t.ctx.clock.now())).toBe(0);
    expect(await myOffer(p.buyerClient, p.productId)).toMatchObject({ id: waiting.id, status: 'expired' });
    expect((await p.sellerClient.post(`/api/offers/${waiting.id}/accept`)).statusCode).toBe(409);
    for (const userId of [p.buyer.id, p.seller.id]) {
      const told = await notificationsOf(t, userId);
      expect(
        told.some((n) => n.message === 'L’offre de 60,00\u00a0€ sur « Perruque afro crépue 40 cm » a expiré.'),
      ).toBe(true);
    }
    // The accepted one: its personal price ends 24 h after the acceptance.
    expect(await myOffer(p.buyerClient, other)).toMatchObject({ status: 'accepted', canOrder: true });
    t.clock.advance(12 * HOUR);
    const late = await p.buyerClient.post('/api/orders', homeCheckout(other, { offerId: kept.id }));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('Cette offre n’est plus valable : le prix proposé a expiré');
    expect(await expireOffers(t.ctx.db, t.ctx.clock.now())).toBe(1);
    expect(await expireOffers(t.ctx.db, t.ctx.clock.now())).toBe(0);
  });
});

describe('ordering at the offer’s price', () => {
  async function acceptedOffer(stock: number, amountCents = 15_000) {
    const p = await orderParties(t, { price_cents: 20_000, stock_quantity: stock });
    const card = await made(p.buyerClient, p.productId, amountCents);
    await answered(p.sellerClient, card.id, 'accept');
    return { ...p, offerId: card.id as string, conversationId: card.conversationId as string };
  }

  it('checkout reads the amount from the offer, takes 5 % of it and spends the offer', async () => {
    const p = await acceptedOffer(3);
    const response = await p.buyerClient.post('/api/orders', {
      ...homeCheckout(p.productId, { offerId: p.offerId }),
      priceCents: 100,
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = await t.ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', response.json().order.id)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ price_cents: 15_000, commission_cents: 750, seller_amount_cents: 14_250 });
    expect(await myOffer(p.buyerClient, p.productId)).toMatchObject({ status: 'spent', canOrder: false });
    const again = await p.buyerClient.post('/api/orders', homeCheckout(p.productId, { offerId: p.offerId }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Cette offre a déjà servi à une commande');
    // Without the offer, the listing's price.
    const full = await p.buyerClient.post('/api/orders', homeCheckout(p.productId));
    expect(full.json().order.priceCents).toBe(20_000);
    await expectLedgerBalanced(t);
  });

  it('nobody else can use the offer', async () => {
    const p = await acceptedOffer(3);
    const other = await createUser(t);
    const stranger = await signIn(t, other);
    const response = await stranger.post('/api/orders', homeCheckout(p.productId, { offerId: p.offerId }));
    expect(response.statusCode).toBe(404);
  });

  it('two checkouts at once with the same offer make one order', async () => {
    const p = await acceptedOffer(5);
    const answers = await Promise.all(
      [0, 1].map(() => p.buyerClient.post('/api/orders', homeCheckout(p.productId, { offerId: p.offerId }))),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const orders = await t.ctx.db.selectFrom('orders').select('id').where('buyer_id', '=', p.buyer.id).execute();
    expect(orders).toHaveLength(1);
  });

  it('two buyers racing for the last unit with accepted offers: one order, and the other card says sold', async () => {
    const p = await acceptedOffer(1);
    const rival = await createUser(t, { fullName: 'Bintou Rivale' });
    const rivalClient = await signIn(t, rival);
    const rivalOffer = await made(rivalClient, p.productId, 16_000);
    await answered(p.sellerClient, rivalOffer.id, 'accept');
    const answers = await Promise.all([
      p.buyerClient.post('/api/orders', homeCheckout(p.productId, { offerId: p.offerId })),
      rivalClient.post('/api/orders', homeCheckout(p.productId, { offerId: rivalOffer.id })),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const orders = await t.ctx.db.selectFrom('orders').select('id').where('product_id', '=', p.productId).execute();
    expect(orders).toHaveLength(1);
    const loser = answers[0]?.statusCode === 409 ? p.buyerClient : rivalClient;
    expect(await myOffer(loser, p.productId)).toMatchObject({ status: 'accepted', sold: true, canOrder: false });
  });
});

describe('the admin', () => {
  it('sees the offers in a conversation under review', async () => {
    const p = await orderParties(t, { price_cents: 10_000 });
    const card = await made(p.buyerClient, p.productId, 7_000);
    await say(p.sellerClient, card.conversationId, 'Virement direct sur FR76 3000 6000 0112 3456 7890 189');
    const view = await conversation(p.adminClient, card.conversationId);
    expect(view.viewer, JSON.stringify(view)).toBe('admin');
    expect(view.messages[0].offer).toMatchObject({ id: card.id, amountCents: 7_000, canAnswer: false });
  });
});

describe('e-mails (preference « Messages »)', () => {
  const offerMails = (userId: string) =>
    t.ctx.db
      .selectFrom('notification_deliveries')
      .select(['title'])
      .where('user_id', '=', userId)
      .where('channel', '=', 'email')
      .where('category', '=', 'messages')
      .orderBy('created_at')
      .execute();
  const quarterHourLater = (userId: string) =>
    t.ctx.db
      .updateTable('notification_deliveries')
      .set({ created_at: new Date(t.ctx.clock.now().getTime() - 16 * 60 * 1000) } as never)
      .where('user_id', '=', userId)
      .execute();

  it('mails a new offer to the seller, the answer to the buyer, and the expiry to both', async () => {
    const p = await orderParties(t, { price_cents: 10_000 });
    const card = await made(p.buyerClient, p.productId, 6_000);
    expect(await offerMails(p.seller.id)).toEqual([{ title: 'Nouvelle offre de Awa A.' }]);
    await answered(p.sellerClient, card.id, 'counter', 8_000);
    expect((await offerMails(p.buyer.id)).length).toBe(1);
    await quarterHourLater(p.seller.id);
    await quarterHourLater(p.buyer.id);
    t.clock.advance(25 * HOUR);
    await expireOffers(t.ctx.db, t.ctx.clock.now());
    expect((await offerMails(p.buyer.id)).length).toBe(2);
    expect((await offerMails(p.seller.id)).length).toBe(2);
  });

  it("mails nothing to a seller who turned 'Messages' off, who is still told in the app", async () => {
    const p = await orderParties(t, { price_cents: 10_000 });
    const saved = await p.sellerClient.put('/api/me/notification-preferences', {
      email: true,
      orderUpdates: true,
      messages: false,
    });
    expect(saved.statusCode).toBe(200);
    await made(p.buyerClient, p.productId, 6_000);
    expect(await offerMails(p.seller.id)).toEqual([]);
    expect((await notificationsOf(t, p.seller.id)).some((n) => n.title === 'Nouvelle offre de Awa A.')).toBe(true);
  });
});
