import { addDays, subDays, subMonths } from 'date-fns';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPaidOrder } from '@test/account-factories';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { clientFor, createSeller, createUser, signIn } from '@test/factories';
import { pngImage } from '@test/files';
import { totpCode, wrongCode } from '@test/totp';
import { runExclusively } from '@server/platform/jobs';
import { publicUrl } from '@server/platform/storage/storage';
import { anonymiseAccountsJob, anonymiseDueAccounts } from './anonymise-accounts';
import { purgeSecurityLogsJob } from './purge-security-logs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe('asking for deletion', () => {
  it('refuses a visitor', async () => {
    const response = await clientFor(t).request('DELETE', '/api/me', { password: 'peu-importe' });
    expect(response.statusCode).toBe(401);
  });

  it('asks for the password again and keeps the account when it is wrong or missing', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const wrong = await client.request('DELETE', '/api/me', { password: 'pas-le-bon' });
    expect([wrong.statusCode, wrong.json().error.message]).toEqual([400, 'Mot de passe incorrect']);
    const missing = await client.request('DELETE', '/api/me', {});
    expect([missing.statusCode, missing.json().error.message]).toEqual([
      400,
      'Entrez votre mot de passe pour confirmer',
    ]);
    expect((await client.get('/api/session')).json().user.id).toBe(user.id);
    const profile = await t.ctx.db
      .selectFrom('profiles')
      .select('marked_for_deletion_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(profile.marked_for_deletion_at).toBeNull();
  });

  it('asks for the current code too when two-factor authentication is on', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const started = (
      await client.post('/api/me/factors', { password: user.password, friendlyName: 'Téléphone' })
    ).json();
    await client.post(`/api/me/factors/${started.factor.id}/verify`, { code: totpCode(started.secret) });
    const noCode = await client.request('DELETE', '/api/me', { password: user.password });
    expect([noCode.statusCode, noCode.json().error.message]).toEqual([
      400,
      "Entrez le code de votre application d'authentification",
    ]);
    const badCode = await client.request('DELETE', '/api/me', {
      password: user.password,
      code: wrongCode(totpCode(started.secret)),
    });
    expect([badCode.statusCode, badCode.json().error.message]).toEqual([400, 'Code invalide']);
    const good = await client.request('DELETE', '/api/me', { password: user.password, code: totpCode(started.secret) });
    expect(good.statusCode).toBe(200);
  });

  it('signs the account out everywhere and refuses sign-in from then on', async () => {
    const user = await createUser(t);
    const phone = await signIn(t, user);
    const laptop = await signIn(t, user);

    const response = await laptop.request('DELETE', '/api/me', { password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Votre compte sera supprimé dans 2 semaines');
    expect(new Date(response.json().deletionDate).getTime()).toBe(t.clock.now().getTime() + 14 * DAY);
    expect(laptop.hasSession()).toBe(false);
    expect((await phone.get('/api/session')).json().user).toBeNull();
    const sessions = await t.ctx.db.selectFrom('auth_sessions').select('id').where('user_id', '=', user.id).execute();
    expect(sessions).toHaveLength(0);

    const again = await clientFor(t).post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toBe('Ce compte est en cours de suppression et ne peut plus être utilisé.');
    const profile = await t.ctx.db
      .selectFrom('profiles')
      .select(['marked_for_deletion_at', 'full_name'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(profile.marked_for_deletion_at).not.toBeNull();
    expect(profile.full_name).toBe(user.fullName);
  });
});

describe('anonymisation 14 days later', () => {
  const ledgerTotals = () =>
    t.ctx.db
      .selectFrom('ledger_entries')
      .select([sql<string>`coalesce(sum(amount_cents), 0)`.as('sum'), sql<string>`count(*)`.as('rows')])
      .executeTakeFirstOrThrow();

  it('erases personal data and files, keeps orders and money, and is done once', async () => {
    const seller = await createSeller(t, { fullName: 'Mariam Koné', verified: true });
    const sellerClient = await signIn(t, seller);
    const buyer = await createUser(t);

    const image = (
      await sellerClient.upload('/api/product-media?kind=image', {
        name: 'p.png',
        type: 'image/png',
        data: await pngImage(),
      })
    ).json();
    const created = await sellerClient.post('/api/products', {
      title: 'Perruque body wave',
      description: 'Cheveux naturels',
      priceCents: 15_000,
      category: 'Perruques',
      condition: 'new_unworn',
      imageIds: [image.id],
    });
    expect(created.statusCode).toBe(201);
    const productId: string = created.json().id;
    const avatarKey = `public/avatars/${seller.id}/avatar-1-0a1b2c3d.webp`;
    await t.ctx.storage.put(avatarKey, await pngImage(), 'image/webp');
    await t.ctx.db
      .updateTable('profiles')
      .set({
        avatar_url: publicUrl(avatarKey),
        phone: '+33 6 12 34 56 78',
        bio: 'Vendeuse à Lyon',
        payment_method: 'iban',
        iban_holder_name: 'Mariam Koné',
        iban_number: 'FR7630006000011234567890189',
      })
      .where('id', '=', seller.id)
      .execute();
    const orderId = await insertPaidOrder(t, { buyerId: buyer.id, sellerId: seller.id, productId });
    await sellerClient.put('/api/me/notification-preferences', { email: false, orderUpdates: true, messages: true });
    const before = await ledgerTotals();
    const orderBefore = await t.ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();

    expect((await sellerClient.request('DELETE', '/api/me', { password: seller.password })).statusCode).toBe(200);
    const job = anonymiseAccountsJob(t.ctx);

    // Other accounts of this file may fall due at the same time: count only this one.
    t.clock.advance(13 * DAY);
    await runExclusively(t.ctx.db, job);
    const untouched = await t.ctx.db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', seller.id)
      .executeTakeFirstOrThrow();
    expect(untouched).toMatchObject({ full_name: 'Mariam Koné', anonymized_at: null, email: seller.email });
    expect((await t.app.inject({ method: 'GET', url: publicUrl(avatarKey) })).statusCode).toBe(200);

    t.clock.advance(2 * DAY);
    expect(await runExclusively(t.ctx.db, job)).toBeGreaterThanOrEqual(1);

    const erased = await t.ctx.db
      .selectFrom('profiles')
      .selectAll()
      .where('id', '=', seller.id)
      .executeTakeFirstOrThrow();
    expect(erased).toMatchObject({
      full_name: 'Utilisateur supprimé',
      username: null,
      phone: null,
      address: null,
      bio: null,
      avatar_url: null,
      is_verified: false,
      payment_method: null,
      iban_holder_name: null,
      iban_number: null,
    });
    expect(erased.email).not.toContain(seller.email.split('@')[0]);
    expect(erased.anonymized_at).not.toBeNull();

    // Files: the avatar and the product's images are gone.
    expect((await t.app.inject({ method: 'GET', url: publicUrl(avatarKey) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
    expect(
      await t.ctx.db.selectFrom('product_media').select('id').where('owner_id', '=', seller.id).execute(),
    ).toHaveLength(0);
    for (const table of ['auth_accounts', 'mfa_factors', 'user_roles', 'notification_preferences'] as const) {
      expect(
        await t.ctx.db.selectFrom(table).select('user_id').where('user_id', '=', seller.id).execute(),
      ).toHaveLength(0);
    }

    // Money and orders: untouched and still balanced.
    const order = await t.ctx.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toEqual(orderBefore);
    expect(order).toMatchObject({ seller_id: seller.id, buyer_id: buyer.id, total_amount_cents: 10_699 });
    expect(
      await t.ctx.db.selectFrom('payments').select('status').where('order_id', '=', orderId).executeTakeFirst(),
    ).toEqual({ status: 'paid' });
    const after = await ledgerTotals();
    expect(after).toEqual(before);
    expect(Number(after.sum)).toBe(0);

    // The public page and the shop no longer know the seller.
    const page = await clientFor(t).get(`/api/sellers/${seller.id}`);
    expect(page.statusCode).toBe(404);
    expect(page.json().error.message).toBe('Profil introuvable');
    expect((await clientFor(t).get(`/api/products/${productId}`)).statusCode).toBe(404);

    // Signing in stays impossible, and a second pass has nothing left to do.
    const signInAgain = await clientFor(t).post('/api/auth/sign-in/email', {
      email: seller.email,
      password: seller.password,
    });
    expect(signInAgain.statusCode).toBe(401);
    expect(await runExclusively(t.ctx.db, job)).toBe(0);
  });
});

describe("another user's files", () => {
  it("are left in place when the erased profile's photo URL points at them", async () => {
    const owner = await createUser(t);
    const ownerKey = `public/avatars/${owner.id}/avatar-1-0a1b2c3d.webp`;
    await t.ctx.storage.put(ownerKey, await pngImage(), 'image/webp');
    const leaving = await createUser(t, { markedForDeletion: true });
    await t.ctx.db
      .updateTable('profiles')
      .set({ avatar_url: publicUrl(ownerKey) })
      .where('id', '=', leaving.id)
      .execute();

    t.clock.advance(15 * DAY);
    await anonymiseDueAccounts(t.ctx, t.ctx.db);

    const erased = await t.ctx.db
      .selectFrom('profiles')
      .select(['anonymized_at', 'avatar_url'])
      .where('id', '=', leaving.id)
      .executeTakeFirstOrThrow();
    expect(erased.anonymized_at).not.toBeNull();
    expect(erased.avatar_url).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: publicUrl(ownerKey) })).statusCode).toBe(200);
  });
});

describe('anonymising a buyer', () => {
  it("detaches finished orders from the buyer's address and keeps it on orders under way", async () => {
    const seller = await createSeller(t);
    const buyer = await createUser(t);
    const productId = await insertProduct(t, seller.id);
    const done = await insertPaidOrder(
      t,
      { buyerId: buyer.id, sellerId: seller.id, productId },
      { status: 'completed' },
    );
    const underWay = await insertPaidOrder(
      t,
      { buyerId: buyer.id, sellerId: seller.id, productId },
      { status: 'in_transit' },
    );
    const order = (id: string) =>
      t.ctx.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const [doneBefore, underWayBefore] = [await order(done), await order(underWay)];

    expect((await (await signIn(t, buyer)).request('DELETE', '/api/me', { password: buyer.password })).statusCode).toBe(
      200,
    );
    t.clock.advance(15 * DAY);
    await runExclusively(t.ctx.db, anonymiseAccountsJob(t.ctx));

    expect(await order(done)).toEqual({ ...doneBefore, delivery_address: 'Adresse effacée (compte supprimé)' });
    expect(await order(underWay)).toEqual(underWayBefore);
    const referenced = await clientFor(t).get(`/api/sellers/${seller.id}`);
    expect(referenced.statusCode).toBe(200);
  });
});

describe("anonymising a buyer's returns", () => {
  it('forgets where closed returns were refunded to and keeps it on a return still to refund', async () => {
    const seller = await createSeller(t);
    const buyer = await createUser(t);
    const insertReturn = async (status: 'refunded' | 'rejected' | 'received') => {
      const productId = await insertProduct(t, seller.id);
      const orderId = await insertPaidOrder(
        t,
        { buyerId: buyer.id, sellerId: seller.id, productId },
        { status: 'delivered' },
      );
      const { id } = await t.ctx.db
        .insertInto('returns')
        .values({
          order_id: orderId,
          product_id: productId,
          buyer_id: buyer.id,
          seller_id: seller.id,
          reason: 'defective',
          status,
          refund_to_method: 'iban',
          refund_to_holder: 'Awa Diallo',
          refund_to_account: 'FR7630006000011234567890189',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    };
    const [refunded, rejected, toRefund] = [
      await insertReturn('refunded'),
      await insertReturn('rejected'),
      await insertReturn('received'),
    ];
    expect((await (await signIn(t, buyer)).request('DELETE', '/api/me', { password: buyer.password })).statusCode).toBe(
      200,
    );
    t.clock.advance(15 * DAY);
    await runExclusively(t.ctx.db, anonymiseAccountsJob(t.ctx));

    const destination = async (id: string) =>
      t.ctx.db
        .selectFrom('returns')
        .select(['refund_to_method', 'refund_to_holder', 'refund_to_account'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const erased = { refund_to_method: null, refund_to_holder: null, refund_to_account: null };
    expect(await destination(refunded)).toEqual(erased);
    expect(await destination(rejected)).toEqual(erased);
    expect(await destination(toRefund)).toEqual({
      refund_to_method: 'iban',
      refund_to_holder: 'Awa Diallo',
      refund_to_account: 'FR7630006000011234567890189',
    });
  });
});

describe('several instances', () => {
  it('anonymise an account once when two passes run at the same time, even without the lock', async () => {
    const user = await createUser(t, { markedForDeletion: true });
    t.clock.advance(15 * DAY);
    const erasures = () =>
      t.ctx.db
        .selectFrom('security_logs')
        .select('id')
        .where('user_id', '=', user.id)
        .where('event', '=', 'account_anonymized')
        .execute();
    await Promise.all([anonymiseDueAccounts(t.ctx, t.ctx.db), anonymiseDueAccounts(t.ctx, t.ctx.db)]);
    expect(await erasures()).toHaveLength(1);
    const profile = await t.ctx.db
      .selectFrom('profiles')
      .select('full_name')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(profile.full_name).toBe('Utilisateur supprimé');
  });
});

describe('security log retention', () => {
  it('purges entries older than 12 months and keeps the rest', async () => {
    const user = await createUser(t);
    const now = t.clock.now();
    const cutoff = subMonths(now, 12);
    await t.ctx.db
      .insertInto('security_logs')
      .values([
        { user_id: user.id, event: 'sign_in', created_at: subMonths(now, 13) },
        { user_id: user.id, event: 'sign_in_failed', created_at: subDays(cutoff, 1) },
        { user_id: user.id, event: 'sign_out', created_at: addDays(cutoff, 1) },
      ])
      .execute();
    const job = purgeSecurityLogsJob(t.ctx);
    expect(await runExclusively(t.ctx.db, job)).toBeGreaterThanOrEqual(1);
    const left = await t.ctx.db
      .selectFrom('security_logs')
      .select(['event', 'created_at'])
      .where('user_id', '=', user.id)
      .execute();
    expect(left.every((row) => row.created_at > cutoff)).toBe(true);
    expect(left.map((row) => row.event)).toContain('sign_out');
    expect(left.map((row) => row.event)).not.toContain('sign_in_failed');
  });
});
