import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { type TestUser, createUser, signIn } from '@test/factories';
import { TestClient } from '@test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Prompt = {
  method: 'POST' | 'DELETE';
  url: (client: TestClient, user: TestUser) => Promise<string>;
  body: (pw: string) => object;
};

const fixed = (url: string) => async () => url;

/** Each prompt that asks the password again, as the settings screens send it. */
const prompts: Record<string, Prompt> = {
  "'Changer le mot de passe'": {
    method: 'POST',
    url: fixed('/api/me/password'),
    body: (pw) => ({ currentPassword: pw, newPassword: 'un-tout-nouveau-mdp' }),
  },
  "'Changer l'adresse e-mail'": {
    method: 'POST',
    url: fixed('/api/me/email'),
    body: (pw) => ({ newEmail: 'nouvelle-adresse@example.test', password: pw }),
  },
  "'Supprimer le compte'": { method: 'DELETE', url: fixed('/api/me'), body: (pw) => ({ password: pw }) },
  'the 2FA enrolment': {
    method: 'POST',
    url: fixed('/api/me/factors'),
    body: (pw) => ({ password: pw, friendlyName: 'Mon téléphone' }),
  },
  'the 2FA removal': {
    method: 'DELETE',
    // An enrolment begun (with the right password) gives a factor to remove.
    url: async (client, user) => {
      const started = await client.post('/api/me/factors', { password: user.password, friendlyName: 'Téléphone' });
      return `/api/me/factors/${started.json().factor.id}`;
    },
    body: (pw) => ({ password: pw }),
  },
};

describe('password prompts in the per-account throttle', () => {
  it.each(Object.entries(prompts))('%s: 20 wrong passwords, then the right one is refused', async (_name, prompt) => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const url = await prompt.url(client, user);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push((await client.request(prompt.method, url, prompt.body('mauvais-mdp'))).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    const right = await client.request(prompt.method, url, prompt.body(user.password));
    expect(right.statusCode).toBe(429);
    // The message says the wait the header gives, not 'quelques minutes' for 30 s.
    const waitSeconds = Number(right.headers['retry-after']);
    expect(waitSeconds).toBeGreaterThan(0);
    expect(waitSeconds).toBeLessThan(60);
    expect(right.json().error.message).toBe(`Trop de tentatives, réessayez dans ${waitSeconds} secondes`);
    // The same count as sign-in: a new device waits too.
    const elsewhere = await new TestClient(t.app, '10.30.0.1', t.ctx.config.publicUrl).post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(elsewhere.statusCode).toBe(429);
  });

  it('clears the count when the password is right', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    for (let i = 0; i < 4; i++) {
      await client.post('/api/me/email', { newEmail: 'autre@example.test', password: 'mauvais-mdp' });
    }
    expect(
      (await client.post('/api/me/email', { newEmail: 'autre@example.test', password: user.password })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 5; i++) {
      const answer = await client.post('/api/me/email', { newEmail: 'autre@example.test', password: 'mauvais-mdp' });
      expect(answer.statusCode).toBe(400);
    }
  });
});
