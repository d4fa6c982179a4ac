import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPaidOrder } from '@test/account-factories';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { clientFor, createSeller, createUser, signIn } from '@test/factories';
import { insertLotOrder, threeItemLot } from '@test/lot-order-factory';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/me/export', () => {
  it('refuses a visitor', async () => {
    const response = await clientFor(t).get('/api/me/export');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it("downloads the user's own data as a JSON file, and nobody else's", async () => {
    const seller = await createSeller(t, { fullName: 'Aminata Koné' });
    const buyer = await createUser(t, { fullName: 'Fatou Diop' });
    const stranger = await createSeller(t, { fullName: 'Grace Mbala' });
    await t.ctx.db
      .updateTable('profiles')
      .set({ phone: '+33 6 11 22 33 44', city: 'Lille' })
      .where('id', '=', buyer.id)
      .execute();
    await t.ctx.db
      .updateTable('profiles')
      .set({ phone: '+33 7 99 88 77 66', iban_number: 'FR7612345678901234567890123' })
      .where('id', '=', seller.id)
      .execute();

    const ownProduct = await insertProduct(t, seller.id, { title: 'Tissage brésilien 50 cm' });
    await insertProduct(t, stranger.id, { title: 'Bonnet de nuit en satin' });
    const orderId = await insertPaidOrder(t, { buyerId: buyer.id, sellerId: seller.id, productId: ownProduct });
    await t.ctx.db
      .insertInto('reviews')
      .values({
        order_id: orderId,
        reviewer_id: buyer.id,
        reviewee_id: seller.id,
        rating: 5,
        comment: 'Superbe qualité, Fatou ravie',
      })
      .execute();
    await t.ctx.db
      .insertInto('notifications')
      .values([
        {
          user_id: seller.id,
          type: 'new_order',
          title: 'Nouvelle commande',
          message: 'Vous avez une nouvelle commande',
        },
        { user_id: buyer.id, type: 'order_status', title: 'Commande expédiée', message: 'Votre colis est en route' },
      ])
      .execute();
    await t.ctx.db
      .insertInto('referrals')
      .values({ referrer_id: seller.id, referred_id: buyer.id, order_id: orderId })
      .execute();

    const response = await (await signIn(t, seller)).get('/api/me/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="boucles-mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/,
    );

    const data = response.json();
    expect(data.profile).toMatchObject({
      id: seller.id,
      email: seller.email,
      fullName: 'Aminata Koné',
      phone: '+33 7 99 88 77 66',
      roles: ['seller'],
    });
    expect(data.profile.payout.ibanNumber).toBe('FR7612345678901234567890123');
    expect(data.notificationPreferences).toEqual({ email: true, orderUpdates: true, messages: true });
    expect(data.products.map((p: { title: string }) => p.title)).toEqual(['Tissage brésilien 50 cm']);
    expect(data.orders).toEqual([
      expect.objectContaining({
        role: 'seller',
        productTitle: 'Tissage brésilien 50 cm',
        totalAmountCents: 10_699,
        sellerAmountCents: 9_500,
      }),
    ]);
    expect(data.reviews.received).toEqual([expect.objectContaining({ rating: 5 })]);
    expect(data.reviews.written).toEqual([]);
    expect(data.referrals).toEqual([
      expect.objectContaining({ role: 'referrer', bonusAmountCents: 500, status: 'pending' }),
    ]);
    expect(data.notifications.map((n: { title: string }) => n.title)).toEqual(['Nouvelle commande']);
    expect(data.securityEvents.map((e: { event: string }) => e.event)).toContain('sign_in');

    // Nothing that identifies the buyer, the stranger or their own data.
    const text = response.body;
    for (const foreign of [
      buyer.email,
      buyer.id,
      'Fatou Diop',
      '+33 6 11 22 33 44',
      'Lille',
      '12 rue des Lilas',
      stranger.email,
      'Grace Mbala',
      'Bonnet de nuit',
      'Commande expédiée',
    ]) {
      expect(text).not.toContain(foreign);
    }
  });

  it('gives a buyer their delivery address and payment, without the seller’s share', async () => {
    const seller = await createSeller(t);
    const buyer = await createUser(t);
    const productId = await insertProduct(t, seller.id);
    await insertPaidOrder(t, { buyerId: buyer.id, sellerId: seller.id, productId });

    const data = (await (await signIn(t, buyer)).get('/api/me/export')).json();
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      role: 'buyer',
      deliveryAddress: '12 rue des Lilas, 75011 Paris',
      payment: { method: 'bank_transfer', status: 'paid' },
    });
    expect(data.orders[0]).not.toHaveProperty('sellerAmountCents');
    expect(data.products).toEqual([]);
  });

  it('includes every line of a lot, with the seller’s shares only for the seller (decision 065)', async () => {
    const seller = await createSeller(t);
    const buyer = await createUser(t);
    await insertLotOrder(t, { buyerId: buyer.id, sellerId: seller.id }, threeItemLot, { percent: 10 });

    const asBuyer = (await (await signIn(t, buyer)).get('/api/me/export')).json();
    expect(asBuyer.orders[0].items).toEqual([
      { title: 'Perruque lace frontal 20 pouces', unitPriceCents: 5000, discountCents: 500, priceCents: 4500 },
      { title: 'Colle Bold Hold 40 ml', unitPriceCents: 1500, discountCents: 150, priceCents: 1350 },
      { title: 'Bonnet en satin', unitPriceCents: 1000, discountCents: 100, priceCents: 900 },
    ]);
    const asSeller = (await (await signIn(t, seller)).get('/api/me/export')).json();
    expect(asSeller.orders[0].items.map((line: { sellerAmountCents: number }) => line.sellerAmountCents)).toEqual([
      4275, 1282, 855,
    ]);
  });
});
