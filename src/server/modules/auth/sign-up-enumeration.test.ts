import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor, createUser } from '@test/factories';
import type { Mail } from '@server/platform/mailer';

let t: TestApp;
const sent: Mail[] = [];
// The mail server answers only when the test lets it: an answer that waited for it would never come.
const held: Array<() => void> = [];
const releaseMail = () => held.splice(0).forEach((release) => release());
beforeAll(async () => {
  t = await createTestApp({
    mailer: {
      transport: 'smtp',
      send: async (mail) => {
        await new Promise<void>((resolve) => held.push(resolve));
        sent.push(mail);
      },
    },
  });
});
afterAll(async () => t.close());

const signUp = (email: string) =>
  clientFor(t).post('/api/auth/sign-up/email', {
    name: 'Aïcha Bamba',
    email,
    password: 'tresses-et-boucles',
    confirmAdult: true,
    acceptTerms: true,
  });

describe('signing up with an e-mail that already has an account', () => {
  it('answers exactly like a new account, without waiting for the e-mails, the warning reaching the owner', async () => {
    const existing = await createUser(t);
    releaseMail();
    const known = await signUp(existing.email);
    const freshEmail = `nouvelle-${Date.now()}@example.test`;
    const fresh = await signUp(freshEmail);
    expect([known.statusCode, fresh.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(fresh.json());
    expect(known.headers['set-cookie']).toBeUndefined();

    // The confirmation is queued and may be sent after the answer (decision 051): keep releasing.
    await vi.waitFor(() => {
      releaseMail();
      expect(sent.map((mail) => mail.to)).toEqual(expect.arrayContaining([existing.email, freshEmail]));
    });
    expect(sent.find((mail) => mail.to === existing.email)?.subject).toBe('Tentative de création de compte');
    // The new account's confirmation link did not hold its answer either.
    expect(sent.find((mail) => mail.to === freshEmail)?.subject).toBe('Confirmez votre adresse e-mail');
  });
});
