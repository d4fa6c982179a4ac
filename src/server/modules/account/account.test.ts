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
  it('makes a buyer a seller once, then says they already are', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const first = await client.post('/api/me/roles/seller');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ roles: ['seller'] });
    const second = await client.post('/api/me/roles/seller');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: { code: 'ALREADY_SELLER', message: 'Vous êtes déjà vendeur' } });
  });

  it('refuses a visitor', async () => {
    const response = await new TestClient(t.app).post('/api/me/roles/seller');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it('grants nothing to two concurrent requests but one role', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const statuses = await Promise.all([client.post('/api/me/roles/seller'), client.post('/api/me/roles/seller')]);
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
