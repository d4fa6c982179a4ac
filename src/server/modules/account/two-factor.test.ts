import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { type TestUser, clientFor, createUser, signIn } from '@test/factories';
import type { TestClient } from '@test/http';
import { totpCode, wrongCode } from '@test/totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Enrolled = { user: TestUser; client: TestClient; factorId: string; secret: string; backupCodes: string[] };

async function enrol(user: TestUser, client: TestClient) {
  const response = await client.post('/api/me/factors', { password: user.password, friendlyName: 'Téléphone de Awa' });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function enrolled(): Promise<Enrolled> {
  const user = await createUser(t);
  const client = await signIn(t, user);
  const started = await enrol(user, client);
  const verified = await client.post(`/api/me/factors/${started.factor.id}/verify`, { code: totpCode(started.secret) });
  expect(verified.statusCode).toBe(200);
  return { user, client, factorId: started.factor.id, secret: started.secret, backupCodes: started.backupCodes };
}

/** Password step of the sign-in; answers the client holding the two-factor challenge cookie. */
async function passwordStep(user: TestUser) {
  const client = clientFor(t);
  const response = await client.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
  expect(response.statusCode).toBe(200);
  return { client, body: response.json() };
}

describe('enrolling an authenticator', () => {
  it('asks for the password again, then gives the QR URI, the secret and backup codes once', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);

    const wrong = await client.post('/api/me/factors', { password: 'pas-le-bon', friendlyName: 'Mon téléphone' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Mot de passe incorrect');
    expect((await client.get('/api/me/factors')).json().items).toEqual([]);

    const started = await enrol(user, client);
    expect(started.totpUri).toMatch(/^otpauth:\/\/totp\/Boucles:/);
    expect(started.totpUri).toContain(`secret=${started.secret}`);
    expect(started.secret).toMatch(/^[A-Z2-7]+$/);
    expect(started.backupCodes).toHaveLength(10);
    expect(started.factor).toMatchObject({
      factorType: 'totp',
      status: 'unverified',
      friendlyName: 'Téléphone de Awa',
    });

    // Not verified yet: sign-in does not ask for a code.
    const { body } = await passwordStep(user);
    expect(body.twoFactorRedirect).toBeUndefined();
  });

  it('verifies the factor with a first code and keeps the user signed in', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const started = await enrol(user, client);

    const bad = await client.post(`/api/me/factors/${started.factor.id}/verify`, {
      code: wrongCode(totpCode(started.secret)),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Code invalide');
    const malformed = await client.post(`/api/me/factors/${started.factor.id}/verify`, { code: '12ab' });
    expect(malformed.json().error.message).toBe('Le code doit contenir 6 chiffres');

    const good = await client.post(`/api/me/factors/${started.factor.id}/verify`, { code: totpCode(started.secret) });
    expect(good.statusCode).toBe(200);
    expect(good.json().factor.status).toBe('verified');
    expect((await client.get('/api/session')).json().user.id).toBe(user.id);
    expect((await client.get('/api/me/factors')).json().items).toEqual([
      expect.objectContaining({ status: 'verified' }),
    ]);
    const events = await t.ctx.db.selectFrom('security_logs').select('event').where('user_id', '=', user.id).execute();
    expect(events.map((row) => row.event)).toContain('mfa_enabled');
  });

  it('ends every other session once verified: whoever had only the password is signed out', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const elsewhere = await signIn(t, user);
    expect((await elsewhere.get('/api/session')).json().user?.id).toBe(user.id);
    const started = await enrol(user, client);
    await client.post(`/api/me/factors/${started.factor.id}/verify`, { code: totpCode(started.secret) });
    expect((await elsewhere.get('/api/session')).json().user).toBeNull();
    expect((await client.get('/api/session')).json().user.id).toBe(user.id);
  });

  it('refuses a second authenticator while one is active', async () => {
    const { user, client } = await enrolled();
    const again = await client.post('/api/me/factors', { password: user.password, friendlyName: 'Tablette' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("Une application d'authentification est déjà active sur ce compte");
  });
});

describe('signing in with a verified factor', () => {
  it('asks for the current code after the password and opens the session only then', async () => {
    const { user, secret } = await enrolled();
    const { client, body } = await passwordStep(user);
    expect(body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect((await client.get('/api/session')).json().user).toBeNull();

    const bad = await client.post('/api/auth/two-factor/verify-totp', { code: wrongCode(totpCode(secret)) });
    expect(bad.json().error.message).toBe('Code invalide');
    expect((await client.get('/api/session')).json().user).toBeNull();

    const good = await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
    expect(good.statusCode).toBe(200);
    expect((await client.get('/api/session')).json().user.id).toBe(user.id);
    const signIns = await t.ctx.db
      .selectFrom('security_logs')
      .select('event')
      .where('user_id', '=', user.id)
      .where('event', '=', 'sign_in')
      .execute();
    // The first password sign-in (before enrolment) and this one with a code.
    expect(signIns).toHaveLength(2);
  });

  it('accepts a backup code once', async () => {
    const { user, backupCodes } = await enrolled();
    const first = await passwordStep(user);
    expect(
      (await first.client.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).statusCode,
    ).toBe(200);
    expect((await first.client.get('/api/session')).json().user.id).toBe(user.id);

    const second = await passwordStep(user);
    const reused = await second.client.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(reused.json().error.message).toBe('Code de secours invalide');
    expect((await second.client.get('/api/session')).json().user).toBeNull();
  });

  it('cannot skip the code step without the challenge of a password step', async () => {
    const { secret } = await enrolled();
    const response = await clientFor(t).post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Session de vérification expirée, reconnectez-vous');
  });
});

describe('removing a factor', () => {
  it('asks for the password again, then sign-in no longer asks for a code', async () => {
    const { user, client, factorId } = await enrolled();
    const wrong = await client.request('DELETE', `/api/me/factors/${factorId}`, { password: 'pas-le-bon' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Mot de passe incorrect');
    expect((await client.get('/api/me/factors')).json().items).toHaveLength(1);

    const removed = await client.request('DELETE', `/api/me/factors/${factorId}`, { password: user.password });
    expect(removed.statusCode).toBe(204);
    expect((await client.get('/api/me/factors')).json().items).toEqual([]);
    expect((await client.get('/api/session')).json().user.id).toBe(user.id);
    const { body } = await passwordStep(user);
    expect(body.twoFactorRedirect).toBeUndefined();
  });

  it('removes an abandoned (unverified) enrolment too', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const started = await enrol(user, client);
    const removed = await client.request('DELETE', `/api/me/factors/${started.factor.id}`, { password: user.password });
    expect(removed.statusCode).toBe(204);
    expect((await client.get('/api/me/factors')).json().items).toEqual([]);
  });
});

describe('who may touch factors', () => {
  it('refuses a visitor on every route', async () => {
    const visitor = clientFor(t);
    const id = '00000000-0000-4000-8000-000000000000';
    const answers = [
      await visitor.get('/api/me/factors'),
      await visitor.post('/api/me/factors', { password: 'x', friendlyName: 'x' }),
      await visitor.post(`/api/me/factors/${id}/verify`, { code: '123456' }),
      await visitor.request('DELETE', `/api/me/factors/${id}`, { password: 'x' }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([401, 401, 401, 401]);
  });

  it("refuses another user's factor and leaves it in place", async () => {
    const owner = await createUser(t);
    const ownerClient = await signIn(t, owner);
    const started = await enrol(owner, ownerClient);
    const intruder = await createUser(t);
    const intruderClient = await signIn(t, intruder);

    const verify = await intruderClient.post(`/api/me/factors/${started.factor.id}/verify`, {
      code: totpCode(started.secret),
    });
    expect(verify.statusCode).toBe(404);
    expect(verify.json().error.message).toBe('Facteur introuvable');
    const remove = await intruderClient.request('DELETE', `/api/me/factors/${started.factor.id}`, {
      password: intruder.password,
    });
    expect(remove.statusCode).toBe(404);
    expect((await intruderClient.get('/api/me/factors')).json().items).toEqual([]);
    expect((await ownerClient.get('/api/me/factors')).json().items).toEqual([
      expect.objectContaining({ status: 'unverified' }),
    ]);
  });
});
