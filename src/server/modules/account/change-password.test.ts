import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor, createUser, signIn } from '@test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const signInStatus = async (email: string, password: string) =>
  (await clientFor(t).post('/api/auth/sign-in/email', { email, password })).statusCode;

describe('POST /api/me/password', () => {
  it('refuses a visitor', async () => {
    const response = await clientFor(t).post('/api/me/password', {
      currentPassword: 'mot-de-passe-solide',
      newPassword: 'nouvelles-tresses',
    });
    expect(response.statusCode).toBe(401);
  });

  it('needs the right current password', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const response = await client.post('/api/me/password', {
      currentPassword: 'pas-le-bon',
      newPassword: 'nouvelles-tresses',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'INVALID_PASSWORD', message: 'Mot de passe actuel incorrect' });
    expect(await signInStatus(user.email, user.password)).toBe(200);
  });

  it.each([
    ['a common password', 'perruque', 'Ce mot de passe est trop courant, choisissez-en un autre'],
    ['a short password', 'court', 'Le mot de passe doit contenir au moins 6 caractères'],
  ])('refuses %s in French', async (_, newPassword, message) => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const response = await client.post('/api/me/password', { currentPassword: user.password, newPassword });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await signInStatus(user.email, user.password)).toBe(200);
  });

  it('changes it, ends the other sessions, keeps this one and records the change', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const phone = await signIn(t, user);
    const response = await client.post('/api/me/password', {
      currentPassword: user.password,
      newPassword: 'nouvelles-tresses',
    });
    expect(response.statusCode).toBe(200);
    expect((await client.get('/api/session')).json().user.id).toBe(user.id);
    expect((await phone.get('/api/session')).json().user).toBeNull();
    expect(await signInStatus(user.email, 'nouvelles-tresses')).toBe(200);
    expect(await signInStatus(user.email, user.password)).toBe(401);
    const events = await t.ctx.db
      .selectFrom('security_logs')
      .select('event')
      .where('user_id', '=', user.id)
      .where('event', '=', 'password_changed')
      .execute();
    expect(events).toHaveLength(1);
  });
});
