import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor, createUser, signIn } from '@test/factories';
import { orderParties, paidOrder } from '@test/order-factories';
import { totpCode } from '@test/totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const paypal = { paymentMethod: 'paypal', paypalEmail: 'awa@paypal.test' };
const iban = { paymentMethod: 'iban', ibanHolderName: 'Awa Diallo', ibanNumber: 'fr76 3000 6000 0112 3456 7890 189' };
const HOLD_MS = 72 * 3600 * 1000;

const payoutRow = (id: string) =>
  t.ctx.db
    .selectFrom('profiles')
    .select(['payment_method', 'paypal_email', 'iban_number', 'payout_details_changed_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const noticesTo = (email: string) =>
  t.mails.filter((mail) => mail.to === email && mail.subject === 'Vos coordonnées de versement ont été modifiées');

/** A seller owed 10 199 cents, whose payout details were set before this rule (no hold). */
async function sellerOwed() {
  const p = await orderParties(t, { price_cents: 10_000 });
  const orderId = await paidOrder(t, p);
  await p.adminClient.post(`/api/admin/orders/${orderId}/status`, { status: 'completed', reason: 'Livré' });
  await t.ctx.db
    .updateTable('profiles')
    .set({ payment_method: 'paypal', paypal_email: 'ancien@paypal.test' })
    .where('id', '=', p.seller.id)
    .execute();
  return p;
}

describe('PUT /api/me/payout-details', () => {
  it('asks for the password, then saves, logs, tells the owner whatever the preferences, and starts the hold', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    await client.put('/api/me/notification-preferences', { email: false, orderUpdates: false, messages: false });

    const wrong = await client.put('/api/me/payout-details', { ...paypal, password: 'mauvais-mdp' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Mot de passe incorrect');
    const missing = await client.put('/api/me/payout-details', paypal);
    expect(missing.json().error.message).toBe('Veuillez saisir votre mot de passe pour confirmer');
    expect((await payoutRow(user.id)).payment_method).toBeNull();

    const saved = await client.put('/api/me/payout-details', { ...iban, password: user.password });
    expect(saved.statusCode).toBe(200);
    const now = t.clock.now();
    expect(saved.json()).toMatchObject({
      paymentMethod: 'iban',
      ibanNumber: 'FR7630006000011234567890189',
      payoutDetailsChangedAt: now.toISOString(),
      payoutOnHoldUntil: new Date(now.getTime() + HOLD_MS).toISOString(),
    });
    const events = await t.ctx.db.selectFrom('security_logs').select('event').where('user_id', '=', user.id).execute();
    expect(events.map((row) => row.event)).toContain('payout_details_changed');
    await vi.waitFor(() => expect(noticesTo(user.email)).toHaveLength(1));
    expect(noticesTo(user.email)[0]!.text).toContain('Virement bancaire (IBAN) …0189');

    // The same details again: nothing changes, no new notice, the hold does not restart.
    t.clock.advance(60_000);
    expect((await client.put('/api/me/payout-details', { ...iban, password: user.password })).statusCode).toBe(200);
    expect((await payoutRow(user.id)).payout_details_changed_at).toEqual(now);
    expect(noticesTo(user.email)).toHaveLength(1);
  });

  it('asks for the current code too when two-factor authentication is on', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const started = (await client.post('/api/me/factors', { password: user.password, friendlyName: 'Tél' })).json();
    await client.post(`/api/me/factors/${started.factor.id}/verify`, { code: totpCode(started.secret) });

    const withoutCode = await client.put('/api/me/payout-details', { ...paypal, password: user.password });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json().error.code).toBe('CODE_REQUIRED');
    expect((await payoutRow(user.id)).payment_method).toBeNull();
    const withCode = await client.put('/api/me/payout-details', {
      ...paypal,
      password: user.password,
      code: totpCode(started.secret),
    });
    expect(withCode.statusCode).toBe(200);
  });

  it('is refused to a visitor, and before the e-mail address is confirmed', async () => {
    expect((await clientFor(t).put('/api/me/payout-details', { ...paypal, password: 'x' })).statusCode).toBe(401);
    const unconfirmed = await createUser(t, { emailVerified: false });
    const client = await signIn(t, unconfirmed);
    const refused = await client.put('/api/me/payout-details', { ...paypal, password: unconfirmed.password });
    expect(refused.statusCode).toBe(403);
    expect((await payoutRow(unconfirmed.id)).payment_method).toBeNull();
  });

  it.each<[string, Record<string, string>, string]>([
    ['an unknown payout method', { paymentMethod: 'bitcoin' }, 'Mode de versement invalide'],
    ['PayPal without e-mail', { paymentMethod: 'paypal', paypalEmail: '' }, 'Email PayPal invalide'],
    ['a 14-character IBAN', { ...iban, ibanNumber: 'NO938601111794' }, 'IBAN invalide (min 15 caractères)'],
    ['an IBAN with wrong check digits', { ...iban, ibanNumber: 'FR7730006000011234567890189' }, 'IBAN invalide'],
    [
      'a Mobile Money number too short',
      { paymentMethod: 'mobile_money', mobileMoneyName: 'Awa', mobileMoneyNumber: '12345' },
      'Numéro Mobile Money invalide',
    ],
  ])('refuses %s with the spec message', async (_case, details, message) => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const response = await client.put('/api/me/payout-details', { ...details, password: user.password });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });
});

describe('payouts to new details wait', () => {
  it('shows the admin the hold, refuses to record a payout during it, and allows it after', async () => {
    const p = await sellerOwed();
    const sellerClient = await signIn(t, p.seller);
    const changed = await sellerClient.put('/api/me/payout-details', { ...paypal, password: p.seller.password });
    expect(changed.statusCode).toBe(200);
    const until = changed.json().payoutOnHoldUntil as string;

    const listed = (await p.adminClient.get('/api/admin/payouts')).json().sellers;
    expect(listed.find((s: { sellerId: string }) => s.sellerId === p.seller.id)).toMatchObject({
      payoutDetailsChangedAt: t.clock.now().toISOString(),
      payoutOnHoldUntil: until,
    });

    const payout = { sellerId: p.seller.id, amountCents: 100, method: 'paypal', reference: 'PP-1' };
    const refused = await p.adminClient.post('/api/admin/payouts', payout);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('PAYOUT_DETAILS_ON_HOLD');
    expect(refused.json().error.message).toMatch(
      /^Coordonnées modifiées le \d+ \S+ \d{4} à \d\d:\d\d : paiement possible à partir du \d+ \S+ \d{4} à \d\d:\d\d$/,
    );

    t.clock.advance(HOLD_MS);
    expect((await p.adminClient.post('/api/admin/payouts', payout)).statusCode).toBe(201);
    const after = (await p.adminClient.get('/api/admin/payouts')).json().sellers;
    expect(after.find((s: { sellerId: string }) => s.sellerId === p.seller.id).payoutOnHoldUntil).toBeNull();
  });
});
