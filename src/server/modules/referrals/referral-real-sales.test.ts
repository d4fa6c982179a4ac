import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertPaidOrder } from '@test/account-factories';
import { insertProduct } from '@test/catalogue-factories';
import { createAdmin, createSeller, createUser, signIn } from '@test/factories';
import { checkout, homeCheckout, paymentIdOf, pngProof, uploadProof } from '@test/order-factories';
import { createReferralBonusIfDue } from './referral-bonus-rules';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const referralOf = (friendId: string) =>
  t.ctx.db.selectFrom('referrals').select(['id', 'order_id']).where('referred_id', '=', friendId).executeTakeFirst();

/** A seller who invites a friend; the friend's client is signed in. */
async function invitation() {
  const referrer = await createSeller(t, { fullName: 'Mariam Marraine' });
  const friend = await createUser(t, { fullName: 'Binta Filleule', referralCode: referrer.referralCode });
  const other = await createSeller(t, { fullName: 'Olga Autre' });
  return { referrer, friend, other, friendClient: await signIn(t, friend) };
}

describe('decision 040: a referral bonus only for a real first sale', () => {
  it("gives nothing when the friend's first order is from the referrer, even once paid and received", async () => {
    const { referrer, friend, other, friendClient } = await invitation();
    const own = await insertProduct(t, referrer.id, { price_cents: 5000 });
    const orderId = await checkout(friendClient, { productId: own, deliveryType: 'pickup', paymentMethod: 'paypal' });
    expect(await referralOf(friend.id)).toBeUndefined();

    // The story: validated, then received; still no bonus for the admin to pay.
    const admin = await signIn(t, await createAdmin(t));
    await uploadProof(friendClient, orderId, await pngProof());
    await admin.post(`/api/admin/payments/${await paymentIdOf(t, orderId)}/approve`);
    const sellerClient = await signIn(t, referrer);
    await sellerClient.post(`/api/orders/${orderId}/pickup-point`, { pickupLocation: 'Chez moi' });
    await sellerClient.post(`/api/orders/${orderId}/ship`, {});
    expect((await friendClient.post(`/api/orders/${orderId}/confirm-receipt`)).json().status).toBe('delivered');
    const listed = (await admin.get('/api/admin/referrals')).json();
    expect(JSON.stringify(listed)).not.toContain(friend.id);

    // The first order decided: a later real purchase does not bring the bonus back.
    await checkout(friendClient, homeCheckout(await insertProduct(t, other.id, { price_cents: 5000 })));
    expect(await referralOf(friend.id)).toBeUndefined();
  });

  it('gives nothing for a first order under 10,00 € of products, and 5 € from 10,00 €', async () => {
    const small = await invitation();
    const cheap = await insertProduct(t, small.other.id, { price_cents: 999 });
    // 9,99 € plus 6,99 € of delivery is over 10 €: the products alone count.
    await checkout(small.friendClient, homeCheckout(cheap));
    expect(await referralOf(small.friend.id)).toBeUndefined();

    const enough = await invitation();
    const tenEuros = await insertProduct(t, enough.other.id, { price_cents: 1000 });
    const orderId = await checkout(enough.friendClient, homeCheckout(tenEuros));
    expect(await referralOf(enough.friend.id)).toMatchObject({ order_id: orderId });
  });

  it("gives nothing while the friend's e-mail is unconfirmed", async () => {
    const referrer = await createUser(t);
    const friend = await createUser(t, { referralCode: referrer.referralCode, emailVerified: false });
    const seller = await createSeller(t);
    const productId = await insertProduct(t, seller.id);
    // Straight into the database: whether an unconfirmed account may order at all is another rule.
    const orderId = await insertPaidOrder(t, { buyerId: friend.id, sellerId: seller.id, productId });
    const order = { id: orderId, buyerId: friend.id, sellerId: seller.id, priceCents: 10_000 };
    await createReferralBonusIfDue(t.ctx.db, order, t.ctx.config.referralMinOrderCents, t.clock.now());
    expect(await referralOf(friend.id)).toBeUndefined();

    await t.ctx.db.updateTable('profiles').set({ email_verified: true }).where('id', '=', friend.id).execute();
    await createReferralBonusIfDue(t.ctx.db, order, t.ctx.config.referralMinOrderCents, t.clock.now());
    expect(await referralOf(friend.id)).toMatchObject({ order_id: orderId });
  });
});
