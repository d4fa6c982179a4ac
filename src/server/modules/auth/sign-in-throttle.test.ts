import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createUser } from '@test/factories';
import { TestClient } from '@test/http';
import { purgeForgottenThrottles } from './sign-in-throttle';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let address = 0;
/** Each attempt from a new address: the per-address limit never plays, only the per-account one. */
const fromNewAddress = () =>
  new TestClient(t.app, `10.20.${Math.floor(++address / 250)}.${address % 250}`, t.ctx.config.publicUrl);
const attempt = (email: string, password: string, client = fromNewAddress()) =>
  client.post('/api/auth/sign-in/email', { email, password });

describe('per-account sign-in throttle', () => {
  it('makes an account wait 30 s after 5 failures from many addresses', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i++) expect((await attempt(user.email, 'mauvais-mdp')).statusCode).toBe(401);
    const refused = await attempt(user.email, user.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Trop de tentatives, réessayez dans 30 secondes');
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.headers).not.toHaveProperty('x-retry-after');

    t.clock.advance(31_000);
    expect((await attempt(user.email, user.password)).statusCode).toBe(200);
    // The right password cleared the count.
    expect((await attempt(user.email, 'mauvais-mdp')).statusCode).toBe(401);
  });

  it('doubles the wait after each further failure, up to 15 minutes', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i++) await attempt(user.email, 'mauvais-mdp');
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const wait = Number((await attempt(user.email, 'mauvais-mdp')).headers['retry-after']);
      waits.push(wait);
      t.clock.advance(wait * 1000);
      expect((await attempt(user.email, 'mauvais-mdp')).statusCode).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });

  it('checks at most 5 of 30 simultaneous wrong passwords from 30 addresses', async () => {
    const user = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 30 }, () => attempt(user.email, 'mauvais-mdp')));
    const checked = answers.filter((answer) => answer.statusCode === 401).length;
    // The figure issue 29 asks for (PGlite, and PostgreSQL with TEST_DATABASE_URL).
    console.info(`sign-in: ${checked} of 30 concurrent wrong passwords checked`);
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(30 - checked);
    expect((await attempt(user.email, user.password)).statusCode).toBe(429);
  });

  it('says the same of an e-mail with no account', async () => {
    const email = `personne-${Date.now()}@example.test`;
    for (let i = 0; i < 5; i++) expect((await attempt(email, 'mauvais-mdp')).statusCode).toBe(401);
    expect((await attempt(email, 'mauvais-mdp')).statusCode).toBe(429);
  });

  it('lets the owner in from a device that signed in before, while others wait', async () => {
    const user = await createUser(t);
    const ownPhone = fromNewAddress();
    expect((await attempt(user.email, user.password, ownPhone)).statusCode).toBe(200);
    for (let i = 0; i < 6; i++) await attempt(user.email, 'mauvais-mdp');
    expect((await attempt(user.email, user.password)).statusCode).toBe(429);
    expect((await attempt(user.email, user.password, ownPhone)).statusCode).toBe(200);
  });

  it('warns the owner by e-mail once, not at every failure', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i++) await attempt(user.email, 'mauvais-mdp');
    t.clock.advance(31_000);
    await attempt(user.email, 'mauvais-mdp');
    await vi.waitFor(() =>
      expect(t.mails.filter((mail) => mail.to === user.email).map((mail) => mail.subject)).toEqual([
        'Tentatives de connexion à votre compte',
      ]),
    );
  });

  it("forgets an address's failures a day after the last one, and keeps recent ones", async () => {
    const [quiet, hammered] = [await createUser(t), await createUser(t)];
    const rowsOf = (email: string) =>
      t.ctx.db.selectFrom('sign_in_throttles').select('email').where('email', '=', email).execute();
    for (let i = 0; i < 3; i++) await attempt(quiet.email, 'mauvais-mdp');
    t.clock.advance(24 * 60 * 60 * 1000 - 60_000);
    for (let i = 0; i < 6; i++) await attempt(hammered.email, 'mauvais-mdp');
    await purgeForgottenThrottles(t.ctx.db, t.clock.now());
    expect(await rowsOf(quiet.email)).toHaveLength(1);

    t.clock.advance(2 * 60_000);
    await purgeForgottenThrottles(t.ctx.db, t.clock.now());
    expect(await rowsOf(quiet.email)).toEqual([]);
    expect(await rowsOf(hammered.email)).toHaveLength(1);
  });
});
