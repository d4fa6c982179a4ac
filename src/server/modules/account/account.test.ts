import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createUser, signIn } from '@test/factories';
import { TestClient } from '@test/http';
import { grantAdmin } from './grant-admin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/session', () => {
  it('is null for a visitor', async () => {
    const response = await new TestClient(t.app).get('/api/session');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it('describes the signed-in user without private payout data', async () => {
    const user = await createUser(t, { fullName: 'Mariam Traoré' });
    const client = await signIn(t, user);
    const body = (await client.get('/api/session')).json();
    expect(body.user).toMatchObject({
      id: user.id,
      fullName: 'Mariam Traoré',
      roles: [],
      referralCode: user.referralCode,
    });
    expect(Object.keys(body.user)).not.toContain('iban_number');
  });
});

describe('POST /api/me/roles/seller', () => {
  const shopName = () => `boutique_${randomUUID().slice(0, 8)}`;

  it('makes a buyer a seller once, under the public username they choose, then says they already are', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const username = shopName();
    const first = await client.post('/api/me/roles/seller', { username });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ roles: ['seller'] });
    expect((await client.get('/api/session')).json().user.username).toBe(username);
    const second = await client.post('/api/me/roles/seller', { username });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: { code: 'ALREADY_SELLER', message: 'Vous êtes déjà vendeur' } });
  });

  it('asks someone without a username to choose one, and changes nothing until then', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    for (const body of [undefined, {}, { username: '   ' }]) {
      const response = await client.post('/api/me/roles/seller', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(/nom d'utilisateur/);
    }
    expect((await client.post('/api/me/roles/seller', { username: 'awa diallo' })).json().error.message).toBe(
      "Le nom d'utilisateur ne peut contenir que des lettres, chiffres, tirets et underscores",
    );
    expect((await client.get('/api/session')).json().user).toMatchObject({ roles: [], username: null });
  });

  it("refuses another person's username, whatever its case", async () => {
    const taken = shopName();
    const first = await createUser(t);
    expect((await (await signIn(t, first)).post('/api/me/roles/seller', { username: taken })).statusCode).toBe(201);
    const second = await signIn(t, await createUser(t));
    const response = await second.post('/api/me/roles/seller', { username: taken.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('USERNAME_TAKEN');
    expect((await second.get('/api/session')).json().user.roles).toEqual([]);
  });

  it('needs no new username from someone who already has one', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    await t.ctx.db.updateTable('profiles').set({ username: shopName() }).where('id', '=', user.id).execute();
    expect((await client.post('/api/me/roles/seller')).statusCode).toBe(201);
  });

  it('refuses a visitor', async () => {
    const response = await new TestClient(t.app).post('/api/me/roles/seller');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it('grants nothing to two concurrent requests but one role', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const username = shopName();
    const statuses = await Promise.all([
      client.post('/api/me/roles/seller', { username }),
      client.post('/api/me/roles/seller', { username }),
    ]);
    expect(statuses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('grant-admin', () => {
  it('makes an existing account admin, once, and logs it', async () => {
    const user = await createUser(t);
    expect(await grantAdmin(t.ctx.db, user.email.toUpperCase())).toBe('granted');
    expect(await grantAdmin(t.ctx.db, user.email)).toBe('already');
    const client = await signIn(t, user);
    expect((await client.get('/api/session')).json().user.roles).toEqual(['admin']);
    const log = await t.ctx.db.selectFrom('admin_logs').selectAll().where('target_id', '=', user.id).executeTakeFirst();
    expect(log?.action).toBe('grant_admin');
  });

  it('reports an unknown e-mail', async () => {
    expect(await grantAdmin(t.ctx.db, 'personne@example.test')).toBe('missing');
  });
});
