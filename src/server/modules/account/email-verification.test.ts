import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor, createSeller, createUser, signIn } from '@test/factories';
import { pngImage } from '@test/files';
import type { TestClient } from '@test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const CONFIRM_SUBJECT = 'Confirmez votre adresse e-mail';
const NOT_VERIFIED = {
  code: 'EMAIL_NOT_VERIFIED',
  message: 'Confirmez votre adresse e-mail pour vendre et recevoir vos gains',
};
const confirmationsTo = (email: string) =>
  t.mails.filter((mail) => mail.to === email && mail.subject === CONFIRM_SUBJECT);
const linkIn = (text: string) => {
  const url = new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? '');
  return `${url.pathname}${url.search}`;
};
const signedIn = async (emailVerified: boolean) => {
  const user = await createUser(t, { emailVerified });
  return { user, client: await signIn(t, user) };
};

describe('confirming the address given at sign-up', () => {
  it('mails a link; the account works at once, and the link confirms the address', async () => {
    const email = `nouvelle-${Date.now()}@example.test`;
    const password = 'tresses-et-boucles';
    const signUp = await clientFor(t).post('/api/auth/sign-up/email', {
      name: 'Awa Diallo',
      email,
      password,
      confirmAdult: true,
      acceptTerms: true,
    });
    expect(signUp.statusCode).toBe(200);
    await vi.waitFor(() => expect(confirmationsTo(email)).toHaveLength(1));
    const client = await signIn(t, { email, password });
    expect((await client.get('/api/session')).json().user).toMatchObject({ email, emailVerified: false });

    const followed = await clientFor(t).get(linkIn(confirmationsTo(email)[0]!.text));
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/profile?email=confirme');
    expect((await client.get('/api/session')).json().user.emailVerified).toBe(true);
  });

  it('sends a forged link back to the page with an error', async () => {
    const response = await clientFor(t).get('/api/auth/verify-email?token=pas-un-jeton');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/profile?email=confirme&error=INVALID_TOKEN');
  });
});

describe('POST /api/me/email-verification (the banner’s resend button)', () => {
  it('refuses a visitor', async () => {
    expect((await clientFor(t).post('/api/me/email-verification')).statusCode).toBe(401);
  });

  it('sends a new link, at most one a minute', async () => {
    const { user, client } = await signedIn(false);
    // The first came with the sign-up.
    expect(confirmationsTo(user.email)).toHaveLength(1);
    expect((await client.post('/api/me/email-verification')).statusCode).toBe(200);
    expect(confirmationsTo(user.email)).toHaveLength(2);
    const tooSoon = await client.post('/api/me/email-verification');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error.message).toBe('Un lien vient de vous être envoyé : réessayez dans une minute.');
    expect(tooSoon.headers['retry-after']).toBe('60');
    t.clock.advance(61_000);
    expect((await client.post('/api/me/email-verification')).statusCode).toBe(200);
    expect(confirmationsTo(user.email)).toHaveLength(3);
  });

  it('says so when the address is already confirmed', async () => {
    const { client } = await signedIn(true);
    const response = await client.post('/api/me/email-verification');
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Votre adresse e-mail est déjà confirmée');
  });
});

const payoutForm = { paymentMethod: 'paypal', paypalEmail: 'awa@example.test' };

async function productBody(client: TestClient) {
  const image = await client.upload('/api/product-media?kind=image', {
    name: 'perruque.png',
    type: 'image/png',
    data: await pngImage(),
  });
  return {
    title: 'Perruque lace frontale 13x4 body wave',
    description: 'Cheveux vierges brésiliens, densité 180 %, 60 cm.',
    priceCents: 18_990,
    category: 'Perruques',
    condition: 'new_unworn',
    imageIds: [image.json().id],
  };
}

describe('selling and payouts need a confirmed address', () => {
  it('refuses an unconfirmed account the seller role, a listing and payout details', async () => {
    const { user, client } = await signedIn(false);
    const role = await client.post('/api/me/roles/seller');
    expect([role.statusCode, role.json()]).toMatchObject([403, { error: NOT_VERIFIED }]);

    const seller = await signIn(t, await createSeller(t, { emailVerified: false }));
    const product = await seller.post('/api/products', await productBody(seller));
    expect([product.statusCode, product.json()]).toMatchObject([403, { error: NOT_VERIFIED }]);

    const payout = await client.put('/api/me/payout-details', { ...payoutForm, password: user.password });
    expect([payout.statusCode, payout.json()]).toMatchObject([403, { error: NOT_VERIFIED }]);
    // The rest of the profile is saved as before.
    expect((await client.patch('/api/me/profile', { fullName: 'Awa D.' })).statusCode).toBe(200);
  });

  it('lets a confirmed account become a seller, list a product and give payout details', async () => {
    const { user, client } = await signedIn(true);
    expect((await client.post('/api/me/roles/seller', { username: `nouvelle_${user.id.slice(0, 8)}` })).statusCode).toBe(201);
    expect((await client.post('/api/products', await productBody(client))).statusCode).toBe(201);
    const payout = await client.put('/api/me/payout-details', { ...payoutForm, password: user.password });
    expect(payout.statusCode).toBe(200);
  });
});
