import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { clientFor, createAdmin, createSeller, createUser, signIn, type TestUser } from '@test/factories';
import { deliveredOrder, orderParties } from '@test/order-factories';

let t: TestApp;
let seller: TestUser;
let productId: string;

// Every private detail the seller saves through their own forms (profile, payout details).
const privateDetails = {
  phone: '+33 6 98 76 54 32',
  address: '7 impasse des Secrets',
  paypalEmail: 'paypal-secret@example.test',
  ibanHolderName: 'Titulaire Confidentiel',
  ibanNumber: 'DE89370400440532013000',
  mobileMoneyName: 'Nom Mobile Confidentiel',
  mobileMoneyNumber: '+237 6 55 44 33 22',
};

beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t, { fullName: 'Grace Mbala' });
  const client = await signIn(t, seller);
  const form = {
    fullName: 'Grace Mbala',
    username: 'grace_m',
    bio: 'Tresses et tissages',
    city: 'Douala',
    country: 'Cameroun',
  };
  // Saved once per payout method, through the real form.
  expect(
    (await client.patch('/api/me/profile', { ...form, phone: privateDetails.phone, address: privateDetails.address }))
      .statusCode,
  ).toBe(200);
  const { phone: _phone, address: _address, ...payoutDetails } = privateDetails;
  for (const paymentMethod of ['iban', 'paypal', 'mobile_money']) {
    const saved = await client.put('/api/me/payout-details', {
      ...payoutDetails,
      paymentMethod,
      password: seller.password,
    });
    expect(saved.statusCode).toBe(200);
  }
  // Then every kind of payout detail at once (the form never keeps them together), so no read path can hide a leak.
  await t.ctx.db
    .updateTable('profiles')
    .set({
      paypal_email: privateDetails.paypalEmail,
      iban_holder_name: privateDetails.ibanHolderName,
      iban_number: privateDetails.ibanNumber,
    })
    .where('id', '=', seller.id)
    .execute();
  productId = await insertProduct(t, seller.id, { title: 'Perruque de Grace' });
});
afterAll(async () => t.close());

describe('the public seller profile and listings', () => {
  it('never expose e-mail, phone, address or payout details, to a visitor or to another user', async () => {
    const other = await signIn(t, await createUser(t));
    const urls = [
      `/api/sellers/${seller.id}`,
      `/api/sellers/${seller.id}/reviews`,
      `/api/sellers/${seller.id}/rating`,
      `/api/products/${productId}`,
      '/api/products',
    ];
    for (const client of [clientFor(t), other]) {
      for (const url of urls) {
        const response = await client.get(url);
        expect(response.statusCode, url).toBe(200);
        for (const secret of [seller.email, ...Object.values(privateDetails)])
          expect(response.body, url).not.toContain(secret);
      }
    }
    // The public profile does show what is meant to be public.
    const body = (await clientFor(t).get(`/api/sellers/${seller.id}`)).json();
    expect(body.seller).toMatchObject({
      displayName: 'grace_m',
      bio: 'Tresses et tissages',
      city: 'Douala',
      country: 'Cameroun',
    });
  });
});

describe('GET /api/admin/users/:id/contact', () => {
  it("gives the admin a user's e-mail and phone, and nothing else", async () => {
    const admin = await signIn(t, await createAdmin(t));
    const response = await admin.get(`/api/admin/users/${seller.id}/contact`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ id: seller.id, email: seller.email, phone: privateDetails.phone });
  });

  it("answers 'Utilisateur introuvable' for an unknown user", async () => {
    const admin = await signIn(t, await createAdmin(t));
    for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-id']) {
      const response = await admin.get(`/api/admin/users/${id}/contact`);
      expect(response.json().error.message).toBe('Utilisateur introuvable');
    }
  });

  it('is refused to a visitor, a buyer, a seller and the user themselves', async () => {
    expect((await clientFor(t).get(`/api/admin/users/${seller.id}/contact`)).statusCode).toBe(401);
    for (const client of [
      await signIn(t, await createUser(t)),
      await signIn(t, await createSeller(t)),
      await signIn(t, seller),
    ]) {
      const response = await client.get(`/api/admin/users/${seller.id}/contact`);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe('Accès non autorisé');
      expect(response.body).not.toContain(privateDetails.phone);
    }
  });
});

describe('public names (spec §4: the full name stays private)', () => {
  it('show a seller and a reviewer without a username as « Prénom N. », never by their full name', async () => {
    const p = await orderParties(t, { title: 'Perruque de Fatou' });
    const orderId = await deliveredOrder(t, p);
    const reviewed = await p.buyerClient.post(`/api/orders/${orderId}/review`, { rating: 5, comment: 'Parfait' });
    expect(reviewed.statusCode).toBe(201);
    const usernames = await t.ctx.db
      .selectFrom('profiles')
      .select('username')
      .where('id', 'in', [p.seller.id, p.buyer.id])
      .execute();
    expect(usernames).toEqual([{ username: null }, { username: null }]);

    const urls = [
      `/api/sellers/${p.seller.id}`,
      `/api/sellers/${p.seller.id}/reviews`,
      `/api/sellers/${p.seller.id}/rating`,
      `/api/products/${p.productId}`,
      '/api/products?search=Fatou',
    ];
    for (const client of [clientFor(t), await signIn(t, await createUser(t))]) {
      for (const url of urls) {
        const response = await client.get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).not.toContain('Vendeuse');
        expect(response.body, url).not.toContain('Acheteuse');
      }
    }
    expect((await clientFor(t).get(`/api/sellers/${p.seller.id}`)).body).toContain('Fatou V.');
    expect((await clientFor(t).get(`/api/sellers/${p.seller.id}/reviews`)).body).toContain('Awa A.');
  });
});
