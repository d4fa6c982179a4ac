import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { createAdmin, createSeller, createUser, signIn } from '@test/factories';
import { TestClient } from '@test/http';
import { checkout, homeCheckout, notificationsOf, orderParties } from '@test/order-factories';
import { expectPagingRefusals, readAllPages } from '@test/paging';

let t: TestApp;
let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const account = await createAdmin(t);
  adminId = account.id;
  admin = await signIn(t, account);
});
afterAll(async () => t.close());

describe('suspending a user', () => {
  it('ends the sessions, refuses sign-in, hides the listings; open orders go on; reversible', async () => {
    const p = await orderParties(t);
    const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
    const visitor = new TestClient(t.app);

    const response = await admin.post(`/api/admin/users/${p.seller.id}/suspend`, { reason: 'Arnaques répétées' });
    expect(response.statusCode).toBe(200);
    expect((await p.sellerClient.get('/api/me/profile')).statusCode).toBe(401);
    const signInAgain = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.ctx.config.publicUrl },
      payload: { email: p.seller.email, password: p.seller.password },
    });
    expect(signInAgain.statusCode).toBe(403);
    expect(signInAgain.json().error.message).toBe('Ce compte est suspendu. Écrivez au support pour en savoir plus.');
    expect((await visitor.get('/api/products')).json().items.map((i: { id: string }) => i.id)).not.toContain(
      p.productId,
    );
    expect((await visitor.get(`/api/products/${p.productId}`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/sellers/${p.seller.id}`)).statusCode).toBe(404);
    const order = await p.buyerClient.post('/api/orders', homeCheckout(p.productId));
    expect(order.statusCode).toBe(404);
    // The order made before stays as it was, and the buyer can still act on it.
    expect((await p.buyerClient.get(`/api/orders/${orderId}`)).json().status).toBe('pending_payment');
    expect(await notificationsOf(t, p.seller.id)).toContainEqual(expect.objectContaining({ title: 'Compte suspendu' }));

    const twice = await admin.post(`/api/admin/users/${p.seller.id}/suspend`, { reason: 'Encore' });
    expect([twice.statusCode, twice.json().error.message]).toEqual([409, 'Cet utilisateur est déjà suspendu']);

    expect((await admin.post(`/api/admin/users/${p.seller.id}/restore`)).statusCode).toBe(200);
    expect((await signIn(t, p.seller)).hasSession()).toBe(true);
    expect((await visitor.get(`/api/products/${p.productId}`)).statusCode).toBe(200);
    const restoreAgain = await admin.post(`/api/admin/users/${p.seller.id}/restore`);
    expect([restoreAgain.statusCode, restoreAgain.json().error.message]).toEqual([
      409,
      'Cet utilisateur n’est pas suspendu',
    ]);
    const actions = await t.ctx.db
      .selectFrom('admin_logs')
      .select('action')
      .where('target_id', '=', p.seller.id)
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['suspend_user', 'restore_user']);
  });

  it('refuses suspending oneself, an unknown user, no reason, and non-admins', async () => {
    const self = await admin.post(`/api/admin/users/${adminId}/suspend`, { reason: 'Test' });
    expect([self.statusCode, self.json().error.message]).toEqual([400, 'Vous ne pouvez pas vous suspendre vous-même']);
    const unknown = await admin.post('/api/admin/users/00000000-0000-4000-8000-000000000000/suspend', { reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    const target = await createUser(t);
    expect((await admin.post(`/api/admin/users/${target.id}/suspend`, { reason: '' })).json().error.message).toBe(
      'Veuillez indiquer la raison',
    );
    const other = await signIn(t, await createUser(t));
    expect((await other.post(`/api/admin/users/${target.id}/suspend`, { reason: 'x' })).statusCode).toBe(403);
    const row = await t.ctx.db
      .selectFrom('profiles')
      .select('suspended_at')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(row.suspended_at).toBeNull();
  });
});

describe('searching users', () => {
  it('finds by name, e-mail, username, referral code and id, with roles, badge and counts', async () => {
    const seller = await createSeller(t, { fullName: 'Mariam Recherchée' });
    await insertProduct(t, seller.id);
    await insertProduct(t, seller.id, { title: 'Second produit' });
    await t.ctx.db.updateTable('profiles').set({ username: 'mariam_hair' }).where('id', '=', seller.id).execute();
    const search = async (q: string) => (await admin.get(`/api/admin/users?q=${encodeURIComponent(q)}`)).json().users;
    for (const q of [
      'mariam rech',
      seller.email.toUpperCase(),
      'mariam_h',
      seller.referralCode.toLowerCase(),
      seller.id,
    ]) {
      expect((await search(q)).map((user: { id: string }) => user.id)).toEqual([seller.id]);
    }
    expect((await search('mariam'))[0]).toMatchObject({
      roles: ['seller'],
      isVerified: false,
      suspended: false,
      listingCount: 2,
      orderCount: 0,
    });
    expect(await search('%%')).toEqual([]);
    const short = await admin.get('/api/admin/users?q=a');
    expect([short.statusCode, short.json().error.message]).toEqual([400, 'Saisissez au moins 2 caractères']);
  });

  it('pages the users found in name order, namesakes by id, with the count of all (decision 075)', async () => {
    const names = ['Zélie Pagination', 'Awa Pagination', 'Mariam Pagination', 'Awa Pagination', 'Binta Pagination'];
    const ids: string[] = [];
    for (const fullName of names) ids.push((await createUser(t, { fullName })).id);
    const pageOf = (body: unknown) => {
      const page = body as { users: { id: string }[]; nextCursor: string | null };
      return { items: page.users, nextCursor: page.nextCursor };
    };
    const read = await readAllPages(admin, '/api/admin/users?q=pagination', { limit: 2, pageOf });
    const whole = (await admin.get('/api/admin/users?q=pagination')).json();
    expect(read).toEqual(whole.users.map((user: { id: string }) => user.id));
    expect(whole.users.map((user: { name: string }) => user.name)).toEqual([
      'Awa Pagination',
      'Awa Pagination',
      'Binta Pagination',
      'Mariam Pagination',
      'Zélie Pagination',
    ]);
    expect(read.slice(0, 2)).toEqual([ids[1], ids[3]].sort());
    expect(whole.total).toBe(5);
    await expectPagingRefusals(admin, '/api/admin/users?q=pagination');
    const stranger = await signIn(t, await createUser(t));
    expect((await stranger.get('/api/admin/users?q=pagination&limit=2')).statusCode).toBe(403);
  });
});
