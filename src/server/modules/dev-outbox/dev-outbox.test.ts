import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor, createUser, signIn } from '@test/factories';
import { createMailer } from '@server/platform/mailer';

const DATA_DIR = `.tmp/data-outbox-${process.pid}-${Date.now()}`;
const OUTBOX = `${DATA_DIR}/outbox`;
const quiet = { info() {}, warn() {}, error() {}, debug() {} };

let t: TestApp;
beforeAll(async () => {
  // Development's mailer, without SMTP: each message becomes a file of DATA_DIR/outbox.
  const mailer = createMailer({
    from: 'Boucles <ne-pas-repondre@boucles.test>',
    outboxDir: OUTBOX,
    logger: quiet as never,
  });
  t = await createTestApp({ env: { DATA_DIR }, mailer });
});
afterAll(async () => t.close());

const files = () => readdir(OUTBOX).catch(() => [] as string[]);

async function signUp(email: string, password: string) {
  const before = (await files()).length;
  const answer = await clientFor(t).post('/api/auth/sign-up/email', {
    name: 'Awa Diallo',
    email,
    password,
    confirmAdult: true,
    acceptTerms: true,
  });
  expect(answer.statusCode).toBe(200);
  // The confirmation leaves after the answer (decision 051).
  await vi.waitFor(async () => expect((await files()).length).toBeGreaterThan(before), { timeout: 10_000 });
}

describe('the outbox in development, without SMTP', () => {
  it('is announced by the public configuration', async () => {
    expect((await clientFor(t).get('/api/public-config')).json().devOutbox).toBe(true);
  });

  it("opens the newest message sent to the signed-in person's own address, and nobody else's", async () => {
    const email = `awa-outbox-${Date.now()}@example.test`;
    const password = 'tresses-et-boucles';
    await signUp(email, password);
    const awa = await signIn(t, { email, password });
    const page = await awa.get('/api/me/outbox/latest');
    expect([page.statusCode, page.headers['content-type'], page.headers['cache-control']]).toEqual([
      200,
      'text/html; charset=utf-8',
      'no-store',
    ]);
    // The confirmation link itself, ready to follow in the browser.
    expect(page.body).toContain('/api/auth/verify-email?token=');
    expect(page.body).toContain('Confirmez votre adresse e-mail');

    // Someone else, signed in, finds nothing of Awa's: only mail to their own address.
    const other = await signIn(t, await createUser(t));
    const refused = await other.get('/api/me/outbox/latest');
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      404,
      'Aucun message pour votre adresse dans la boîte d’envoi',
    ]);
    expect(refused.body).not.toContain('verify-email');
    expect((await clientFor(t).get('/api/me/outbox/latest')).statusCode).toBe(401);
  });
});

describe('the outbox route in production', () => {
  it('does not exist, and the public configuration says there is no outbox', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production', DATA_DIR } });
    try {
      const user = await createUser(production);
      const answer = await (await signIn(production, user)).get('/api/me/outbox/latest');
      expect(answer.statusCode).toBe(404);
      expect(production.app.swagger().paths?.['/api/me/outbox/latest']).toBeUndefined();
      expect((await clientFor(production).get('/api/public-config')).json().devOutbox).toBe(false);
    } finally {
      await production.close();
    }
  });
});
