import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor, createUser, signIn } from '@test/factories';
import { TestClient } from '@test/http';
import type { Mail } from '@server/platform/mailer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const RESET_SUBJECT = 'Choisir un nouveau mot de passe';
// From a new address each time: better-auth allows each address 10 requests an hour.
let lastOctet = 0;
const requestReset = (email: string) =>
  new TestClient(t.app, `10.0.0.${++lastOctet}`, t.ctx.config.publicUrl).post('/api/auth/request-password-reset', {
    email,
  });
const resetMailsTo = (email: string) => t.mails.filter((mail) => mail.to === email && mail.subject === RESET_SUBJECT);
const resetPassword = (token: string, newPassword: string) =>
  clientFor(t).post('/api/auth/reset-password', { token, newPassword });

function linkIn(mail: Mail): URL {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in: ${mail.text}`);
  return new URL(link);
}

/** Asks a reset for the user and answers the token of the link the e-mail carries. */
async function resetToken(email: string): Promise<string> {
  const before = resetMailsTo(email).length;
  expect((await requestReset(email)).statusCode).toBe(200);
  await vi.waitFor(() => expect(resetMailsTo(email)).toHaveLength(before + 1));
  return linkIn(resetMailsTo(email).at(-1)!).searchParams.get('token') ?? '';
}

const signInStatus = async (email: string, password: string) =>
  (await clientFor(t).post('/api/auth/sign-in/email', { email, password })).statusCode;

describe('forgotten password', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one a link to our screen', async () => {
    const user = await createUser(t);
    const unknown = 'personne@example.test';
    const known = await requestReset(user.email);
    const stranger = await requestReset(unknown);
    expect([known.statusCode, stranger.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(stranger.json());
    await vi.waitFor(() => expect(resetMailsTo(user.email)).toHaveLength(1));
    expect(t.mails.filter((mail) => mail.to === unknown)).toEqual([]);
    const link = linkIn(resetMailsTo(user.email)[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${t.ctx.config.publicUrl}/reinitialiser-mot-de-passe`);
    expect(link.searchParams.get('token')).toMatch(/^\w{24}$/);
  });

  it('refuses an address that is not one, in French', async () => {
    const response = await requestReset('pas-une-adresse');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Email invalide');
  });

  it('changes the password with the link once, and only once', async () => {
    const user = await createUser(t);
    const token = await resetToken(user.email);
    expect((await resetPassword(token, 'nouvelles-tresses')).statusCode).toBe(200);
    expect(await signInStatus(user.email, 'nouvelles-tresses')).toBe(200);
    expect(await signInStatus(user.email, user.password)).toBe(401);

    const again = await resetPassword(token, 'encore-autre-chose');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'INVALID_TOKEN',
      message: "Ce lien n'est plus valide : il a expiré ou a déjà servi.",
    });
    expect(await signInStatus(user.email, 'nouvelles-tresses')).toBe(200);
  });

  it('keeps the link 1 hour, then refuses it', async () => {
    const user = await createUser(t);
    const token = await resetToken(user.email);
    const identifier = `reset-password:${token}`;
    const row = await t.ctx.db
      .selectFrom('auth_verifications')
      .select('expires_at')
      .where('identifier', '=', identifier)
      .executeTakeFirstOrThrow();
    // better-auth dates the link with the real clock, not the test's.
    expect(row.expires_at.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(row.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    await t.ctx.db
      .updateTable('auth_verifications')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('identifier', '=', identifier)
      .execute();
    const response = await resetPassword(token, 'nouvelles-tresses');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_TOKEN');
    expect(await signInStatus(user.email, user.password)).toBe(200);
  });

  it.each([
    ['a common password', 'azerty', 'Ce mot de passe est trop courant, choisissez-en un autre'],
    ['a short password', '12345', 'Le mot de passe doit contenir au moins 6 caractères'],
    ['a long password', 'x'.repeat(129), 'Le mot de passe est trop long (max 128 caractères)'],
  ])('refuses %s in French, and the link still works', async (_, password, message) => {
    const user = await createUser(t);
    const token = await resetToken(user.email);
    const response = await resetPassword(token, password);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect((await resetPassword(token, 'nouvelles-tresses')).statusCode).toBe(200);
  });

  it('lets the owner in at once, even when failed sign-ins made the account wait', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i++)
      await clientFor(t).post('/api/auth/sign-in/email', { email: user.email, password: 'x' });
    expect(await signInStatus(user.email, user.password)).toBe(429);
    expect((await resetPassword(await resetToken(user.email), 'nouvelles-tresses')).statusCode).toBe(200);
    expect(await signInStatus(user.email, 'nouvelles-tresses')).toBe(200);
  });

  it('ends every session of the account and records the change', async () => {
    const user = await createUser(t);
    const phone = await signIn(t, user);
    const laptop = await signIn(t, user);
    const token = await resetToken(user.email);
    expect((await resetPassword(token, 'nouvelles-tresses')).statusCode).toBe(200);
    for (const client of [phone, laptop]) expect((await client.get('/api/session')).json().user).toBeNull();
    const events = await t.ctx.db
      .selectFrom('security_logs')
      .select('event')
      .where('user_id', '=', user.id)
      .where('event', '=', 'password_changed')
      .execute();
    expect(events).toHaveLength(1);
  });
});
