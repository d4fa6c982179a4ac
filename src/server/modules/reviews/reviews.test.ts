import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createUser, signIn } from '@test/factories';
import { TestClient } from '@test/http';
import { deliveredOrder, expectLedgerBalanced, notificationsOf, orderParties, paidOrder } from '@test/order-factories';
import { reviewOrder } from '@test/review-factories';
import { orderBalances } from '../ledger/ledger-balances';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const statusOf = async (orderId: string) =>
  (await t.ctx.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
const reviewCount = async (orderId: string) =>
  (await t.ctx.db.selectFrom('reviews').select('id').where('order_id', '=', orderId).execute()).length;

describe('reviewing a delivered order', () => {
  it('shows the form its order, then saves the review, completes the order, pays the seller share and notifies', async () => {
    const p = await orderParties(t, { title: 'Perruque bouclée 40 cm' });
    const orderId = await deliveredOrder(t, p);

    const context = await p.buyerClient.get(`/api/orders/${orderId}/review-context`);
    expect(context.statusCode).toBe(200);
    expect(context.json()).toMatchObject({
      orderId,
      product: { id: p.productId, title: 'Perruque bouclée 40 cm' },
      seller: { id: p.seller.id },
      refusal: null,
    });

    const response = await reviewOrder(p, orderId, 4, '  Belle qualité, livraison rapide  ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ rating: 4, orderStatus: 'completed' });
    expect(await statusOf(orderId)).toBe('completed');
    const review = await t.ctx.db
      .selectFrom('reviews')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(review).toMatchObject({
      reviewer_id: p.buyer.id,
      reviewee_id: p.seller.id,
      rating: 4,
      comment: 'Belle qualité, livraison rapide',
    });

    const money = await orderBalances(t.ctx.db, orderId);
    expect(money.seller_escrow).toBe(0);
    expect(money.seller_payable).toBeLessThan(0);
    await expectLedgerBalanced(t);

    expect((await notificationsOf(t, p.seller.id)).at(-1)).toMatchObject({ type: 'new_review', title: 'Nouvel avis' });
    const reviews = (await p.buyerClient.get(`/api/sellers/${p.seller.id}/reviews`)).json();
    expect(reviews.items[0]).toMatchObject({ rating: 4, product: { title: 'Perruque bouclée 40 cm' } });
  });

  it('updates the seller average computed by the database', async () => {
    const p = await orderParties(t, { stock_quantity: 2 });
    const first = await deliveredOrder(t, p);
    const second = await deliveredOrder(t, p);
    expect((await reviewOrder(p, first, 5)).statusCode).toBe(201);
    expect((await reviewOrder(p, second, 4)).statusCode).toBe(201);
    expect((await new TestClient(t.app).get(`/api/sellers/${p.seller.id}/rating`)).json()).toEqual({
      average: 4.5,
      count: 2,
    });
    await expectLedgerBalanced(t);
  });

  // One unit stays in stock: a sold-out product leaves the shop.
  it('shows the same rating on the shop card, and keeps it right if a review is removed', async () => {
    const p = await orderParties(t, { stock_quantity: 4, title: 'Perruque body wave 50 cm' });
    const orders = [await deliveredOrder(t, p), await deliveredOrder(t, p), await deliveredOrder(t, p)];
    for (const [index, rating] of [5, 4, 2].entries()) await reviewOrder(p, orders[index]!, rating);
    const cardRating = async () =>
      (await new TestClient(t.app).get('/api/products?q=body%20wave')).json().items[0].seller.rating;
    expect(await cardRating()).toEqual({ average: 3.67, count: 3 });

    await t.ctx.db.deleteFrom('reviews').where('order_id', '=', orders[2]!).execute();
    expect(await cardRating()).toEqual({ average: 4.5, count: 2 });
    expect((await new TestClient(t.app).get(`/api/sellers/${p.seller.id}/rating`)).json()).toEqual({
      average: 4.5,
      count: 2,
    });
  });
});

describe('refusals (spec §8 Review)', () => {
  it('refuses a second review, also when both clicks arrive together', async () => {
    const p = await orderParties(t);
    const orderId = await deliveredOrder(t, p);
    const answers = await Promise.all([reviewOrder(p, orderId, 5), reviewOrder(p, orderId, 1)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error).toMatchObject({
      code: 'ALREADY_REVIEWED',
      message: 'Vous avez déjà évalué cette commande',
    });
    const again = await reviewOrder(p, orderId, 3);
    expect([again.statusCode, again.json().error.message]).toEqual([409, 'Vous avez déjà évalué cette commande']);
    expect((await p.buyerClient.get(`/api/orders/${orderId}/review-context`)).json().refusal).toEqual({
      code: 'ALREADY_REVIEWED',
      message: 'Vous avez déjà évalué cette commande',
    });
    expect(await reviewCount(orderId)).toBe(1);
    await expectLedgerBalanced(t);
  });

  it('refuses an order that is not delivered, and changes nothing', async () => {
    const p = await orderParties(t);
    const orderId = await paidOrder(t, p);
    const response = await reviewOrder(p, orderId);
    expect([response.statusCode, response.json().error.message]).toEqual([
      409,
      'Vous ne pouvez évaluer que les commandes livrées',
    ]);
    expect((await p.buyerClient.get(`/api/orders/${orderId}/review-context`)).json().refusal.code).toBe(
      'REVIEW_NOT_DELIVERED',
    );
    expect(await statusOf(orderId)).toBe('payment_validated');
    expect(await reviewCount(orderId)).toBe(0);
  });

  it('refuses the seller, another user, the admin and an unknown order; a visitor must sign in', async () => {
    const p = await orderParties(t);
    const orderId = await deliveredOrder(t, p);
    const stranger = await signIn(t, await createUser(t));
    for (const client of [p.sellerClient, stranger, p.adminClient]) {
      const post = await client.post(`/api/orders/${orderId}/review`, { rating: 5, comment: 'Super' });
      const context = await client.get(`/api/orders/${orderId}/review-context`);
      for (const response of [post, context]) {
        expect([response.statusCode, response.json().error.message]).toEqual([
          403,
          "Vous n'êtes pas autorisé à évaluer cette commande",
        ]);
      }
    }
    const unknown = await reviewOrder(p, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(403);
    const visitor = new TestClient(t.app);
    expect((await visitor.post(`/api/orders/${orderId}/review`, { rating: 5, comment: 'Super' })).statusCode).toBe(401);
    expect((await visitor.get(`/api/orders/${orderId}/review-context`)).statusCode).toBe(401);
    expect(await statusOf(orderId)).toBe('delivered');
    expect(await reviewCount(orderId)).toBe(0);
  });

  it.each([
    ['no rating', { comment: 'Bien' }, 'Veuillez sélectionner une note'],
    ['rating 0', { rating: 0, comment: 'Bien' }, 'Veuillez sélectionner une note'],
    ['a blank comment', { rating: 4, comment: '   ' }, 'Veuillez laisser un commentaire'],
    ['501 characters', { rating: 4, comment: 'a'.repeat(501) }, 'Le commentaire est trop long (max 500 caractères)'],
  ])('refuses %s in French without completing the order', async (_label, body, message) => {
    const p = await orderParties(t);
    const orderId = await deliveredOrder(t, p);
    const response = await p.buyerClient.post(`/api/orders/${orderId}/review`, body);
    expect([response.statusCode, response.json().error.message]).toEqual([400, message]);
    expect(await statusOf(orderId)).toBe('delivered');
  });
});
