import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { type TestUser, clientFor, createUser, signIn } from '@test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

async function signInFrom(user: TestUser, userAgent: string) {
  const client = clientFor(t);
  const response = await client.request(
    'POST',
    '/api/auth/sign-in/email',
    { email: user.email, password: user.password },
    { headers: { 'user-agent': userAgent } },
  );
  expect(response.statusCode).toBe(200);
  return client;
}

describe('sessions of the account', () => {
  it('lists where the user is signed in, the current one first and marked', async () => {
    const user = await createUser(t);
    await signInFrom(user, ANDROID_CHROME);
    const laptop = await signIn(t, user);
    const response = await laptop.get('/api/me/sessions');
    expect(response.statusCode).toBe(200);
    const items = response.json().items;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ current: true });
    expect(items[1]).toMatchObject({ current: false, device: 'Chrome sur Android' });
    expect(new Date(items[1].lastActiveAt).getTime()).toBeGreaterThan(0);
  });

  it('ends the other sessions and keeps this one', async () => {
    const user = await createUser(t);
    const phone = await signInFrom(user, ANDROID_CHROME);
    const laptop = await signIn(t, user);
    const stranger = await signIn(t, await createUser(t));

    const response = await laptop.post('/api/me/sessions/end-others');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 1 });
    expect((await phone.get('/api/session')).json().user).toBeNull();
    expect((await laptop.get('/api/session')).json().user.id).toBe(user.id);
    expect((await stranger.get('/api/session')).json().user).not.toBeNull();
    expect((await laptop.get('/api/me/sessions')).json().items).toHaveLength(1);
  });

  it('ends one chosen session, but not the current one', async () => {
    const user = await createUser(t);
    const phone = await signInFrom(user, ANDROID_CHROME);
    const laptop = await signIn(t, user);
    const [current, other] = (await laptop.get('/api/me/sessions')).json().items;

    const self = await laptop.delete(`/api/me/sessions/${current.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('Pour cette session, utilisez « Déconnexion »');

    expect((await laptop.delete(`/api/me/sessions/${other.id}`)).statusCode).toBe(204);
    expect((await phone.get('/api/session')).json().user).toBeNull();
    expect((await laptop.get('/api/session')).json().user.id).toBe(user.id);
  });
});

describe('who may touch sessions', () => {
  it('refuses a visitor on every route', async () => {
    const visitor = clientFor(t);
    const answers = [
      await visitor.get('/api/me/sessions'),
      await visitor.post('/api/me/sessions/end-others'),
      await visitor.delete('/api/me/sessions/00000000-0000-4000-8000-000000000000'),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([401, 401, 401]);
  });

  it("cannot end another user's session", async () => {
    const victim = await createUser(t);
    const victimClient = await signIn(t, victim);
    const [victimSession] = (await victimClient.get('/api/me/sessions')).json().items;
    const intruder = await signIn(t, await createUser(t));

    const response = await intruder.delete(`/api/me/sessions/${victimSession.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Session introuvable');
    expect((await victimClient.get('/api/session')).json().user.id).toBe(victim.id);
  });
});

describe('signing out', () => {
  it('ends the session on the server, so a copy of the old cookie is worth nothing', async () => {
    const user = await createUser(t);
    const client = clientFor(t);
    const signedIn = await client.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    const token = signedIn.cookies.find((cookie) => cookie.name === 'boucles.session_token');
    const copied = { cookie: `boucles.session_token=${token?.value ?? ''}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/me/sessions', headers: copied })).statusCode).toBe(200);

    expect((await client.post('/api/auth/sign-out')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/sessions', headers: copied })).statusCode).toBe(401);
    const events = await t.ctx.db.selectFrom('security_logs').select('event').where('user_id', '=', user.id).execute();
    expect(events.map((row) => row.event)).toContain('sign_out');
  });
});

describe('an account signed in in many places (decision 076)', () => {
  it('shows this session and the 49 most recently active, counts the rest, and ends them all on request', async () => {
    const user = await createUser(t);
    const now = t.clock.now().getTime();
    // 60 older sessions, written straight to the table, a minute apart.
    await t.ctx.db
      .insertInto('auth_sessions')
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          id: randomUUID(),
          user_id: user.id,
          token: `jeton-${randomUUID()}`,
          expires_at: new Date(now + 86_400_000),
          updated_at: new Date(now - (i + 1) * 60_000),
        })),
      )
      .execute();
    const client = await signIn(t, user);
    const list = (await client.get('/api/me/sessions')).json();
    expect(list.items).toHaveLength(50);
    expect(list.items[0]).toMatchObject({ current: true });
    expect(list.notShownCount).toBe(11);
    const times = list.items.slice(1).map((item: { lastActiveAt: string }) => item.lastActiveAt);
    expect(times).toEqual([...times].sort().reverse());

    expect((await client.post('/api/me/sessions/end-others')).statusCode).toBe(200);
    expect((await client.get('/api/me/sessions')).json()).toMatchObject({ items: [{ current: true }], notShownCount: 0 });
    const stranger = await signIn(t, await createUser(t));
    expect((await stranger.get('/api/me/sessions')).json().items).toHaveLength(1);
  });
});
