import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor, createUser, signIn } from '@test/factories';
import type { TestClient } from '@test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const mailsTo = (email: string) => t.mails.filter((mail) => mail.to === email);
const emailOf = async (id: string) =>
  t.ctx.db.selectFrom('profiles').select(['email', 'email_verified']).where('id', '=', id).executeTakeFirstOrThrow();

/** The path and query of the confirmation link in the last e-mail to this address. */
function confirmationLink(email: string): string {
  const link = /https?:\/\/\S+/.exec(mailsTo(email).at(-1)?.text ?? '')?.[0];
  if (!link) throw new Error(`no link mailed to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

const changeEmail = (client: TestClient, newEmail: string, password: string) =>
  client.post('/api/me/email', { newEmail, password });

describe('POST /api/me/email', () => {
  it('refuses a visitor', async () => {
    const response = await changeEmail(clientFor(t), 'nouvelle@example.test', 'mot-de-passe-solide');
    expect(response.statusCode).toBe(401);
  });

  it('needs the current password', async () => {
    const user = await createUser(t);
    const response = await changeEmail(await signIn(t, user), 'ailleurs@example.test', 'pas-le-bon');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Mot de passe actuel incorrect');
    expect(mailsTo('ailleurs@example.test')).toEqual([]);
  });

  it('sends a link to the new address, tells the old one, and changes only when the link is followed', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const newEmail = `nouvelle-${user.id.slice(0, 8)}@example.test`;
    const response = await changeEmail(client, newEmail.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    await vi.waitFor(() =>
      expect(mailsTo(user.email).map((mail) => mail.subject)).toContain("Demande de changement d'adresse e-mail"),
    );
    expect(mailsTo(user.email).at(-1)?.text).toContain(newEmail);
    expect(mailsTo(newEmail).map((mail) => mail.subject)).toEqual(['Confirmez votre nouvelle adresse e-mail']);
    expect((await emailOf(user.id)).email).toBe(user.email);

    const link = confirmationLink(newEmail);
    expect(link).toMatch(/^\/api\/auth\/verify-email\?token=/);
    const followed = await clientFor(t).get(link);
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/profile?email=confirme');
    expect(await emailOf(user.id)).toEqual({ email: newEmail, email_verified: true });
    expect((await client.get('/api/session')).json().user.email).toBe(newEmail);

    const again = await clientFor(t).get(link);
    expect(again.headers.location).toMatch(/^\/profile\?email=confirme&error=/);
    expect((await emailOf(user.id)).email).toBe(newEmail);
  });

  it("cannot take another account's address, and answers as if it could", async () => {
    const owner = await createUser(t);
    const user = await createUser(t);
    const client = await signIn(t, user);
    const free = await changeEmail(client, `libre-${user.id.slice(0, 8)}@example.test`, user.password);
    const taken = await changeEmail(client, owner.email, user.password);
    expect([taken.statusCode, taken.json()]).toEqual([free.statusCode, free.json()]);
    expect(mailsTo(owner.email)).toEqual([]);
    expect(t.mails.some((mail) => mail.text.includes(owner.email) && mail.to !== user.email)).toBe(false);
    expect((await emailOf(user.id)).email).toBe(user.email);
  });

  it('refuses its own address', async () => {
    const user = await createUser(t);
    const response = await changeEmail(await signIn(t, user), user.email, user.password);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe("C'est déjà l'adresse de votre compte");
  });
});

describe('the confirmation link', () => {
  it('only ever leads to our own page, whatever callbackURL it is given', async () => {
    const user = await createUser(t, { emailVerified: false });
    await (await signIn(t, user)).post('/api/me/email-verification');
    const link = confirmationLink(user.email);
    const response = await clientFor(t).get(`${link}&callbackURL=${encodeURIComponent('https://ailleurs.example')}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/profile?email=confirme');
    expect((await emailOf(user.id)).email_verified).toBe(true);
  });

  it('is a GET only', async () => {
    const response = await clientFor(t).post('/api/auth/verify-email', { token: 'x' });
    expect(response.statusCode).toBe(404);
  });
});
