import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor, createUser, signIn } from '@test/factories';
import { MAX_PUSH_DEVICES } from './save-push-subscription';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const URL = '/api/me/push-subscriptions';

/** What a browser's PushSubscription.toJSON() looks like. */
function browserSubscription(endpoint = `https://push.example.test/send/${randomUUID()}`) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: keys.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

const rowsFor = (endpoint: string) =>
  t.ctx.db.selectFrom('push_subscriptions').select(['user_id', 'p256dh']).where('endpoint', '=', endpoint).execute();

describe('push subscriptions', () => {
  it('gives browsers the VAPID public key, to anyone', async () => {
    const response = await clientFor(t).get('/api/push/public-key');
    expect(response.statusCode).toBe(200);
    const { publicKey } = response.json();
    expect(publicKey).toBe(t.ctx.secrets.vapid.publicKey);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  });

  it('refuses a visitor, to subscribe and to unsubscribe', async () => {
    const visitor = clientFor(t);
    const subscription = browserSubscription();
    const post = await visitor.post(URL, subscription);
    expect(post.statusCode).toBe(401);
    expect(post.json().error.code).toBe('UNAUTHORIZED');
    expect((await visitor.request('DELETE', URL, { endpoint: subscription.endpoint })).statusCode).toBe(401);
    expect(await rowsFor(subscription.endpoint)).toHaveLength(0);
  });

  it('remembers a device once, with its latest keys, and forgets it on request', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const first = browserSubscription();
    expect((await client.post(URL, first)).statusCode).toBe(201);
    const renewed = browserSubscription(first.endpoint);
    const again = await client.post(URL, renewed);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ ok: true });
    expect(await rowsFor(first.endpoint)).toEqual([{ user_id: user.id, p256dh: renewed.keys.p256dh }]);

    expect((await client.request('DELETE', URL, { endpoint: first.endpoint })).statusCode).toBe(204);
    expect(await rowsFor(first.endpoint)).toHaveLength(0);
  });

  it("moves a device to the account now signed in on it, and never deletes another user's device", async () => {
    const [awa, binta] = [await createUser(t), await createUser(t)];
    const [awaClient, bintaClient] = [await signIn(t, awa), await signIn(t, binta)];
    const shared = browserSubscription();
    await awaClient.post(URL, shared);
    await bintaClient.post(URL, shared);
    expect(await rowsFor(shared.endpoint)).toEqual([{ user_id: binta.id, p256dh: shared.keys.p256dh }]);

    expect((await awaClient.request('DELETE', URL, { endpoint: shared.endpoint })).statusCode).toBe(204);
    expect(await rowsFor(shared.endpoint)).toEqual([{ user_id: binta.id, p256dh: shared.keys.p256dh }]);
  });

  it('forgets every device of an account whose deletion is asked', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const device = browserSubscription();
    await client.post(URL, device);
    expect((await client.request('DELETE', '/api/me', { password: user.password })).statusCode).toBe(200);
    expect(await rowsFor(device.endpoint)).toHaveLength(0);
  });

  it(`keeps a user's ${MAX_PUSH_DEVICES} most recent devices`, async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const devices = Array.from({ length: MAX_PUSH_DEVICES + 1 }, () => browserSubscription());
    for (const device of devices) {
      t.clock.advance(1000);
      await client.post(URL, device);
    }
    const kept = await t.ctx.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', user.id)
      .execute();
    expect(kept.map((row) => row.endpoint).sort()).toEqual(
      devices
        .slice(1)
        .map((device) => device.endpoint)
        .sort(),
    );
  });

  it.each([
    ['no keys', { endpoint: 'https://push.example.test/send/1' }],
    ['not a URL', { ...browserSubscription(), endpoint: 'pas une adresse' }],
    ['plain http', browserSubscription('http://push.example.test/send/1')],
    ['a bare address', browserSubscription('https://10.0.0.7/send/1')],
    ['localhost', browserSubscription('https://localhost:8443/send/1')],
    ['an internal host name', browserSubscription('https://metadata.internal/send/1')],
    [
      'a name under a push service that is not one',
      browserSubscription('https://push.example.test.evil.example/send/1'),
    ],
    ['keys no payload can be encrypted to', { ...browserSubscription(), keys: { p256dh: 'abc', auth: 'def' } }],
  ])('refuses %s in French and stores nothing', async (_case, body) => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const response = await client.post(URL, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Abonnement push invalide');
    const rows = await t.ctx.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(0);
  });

  it('refuses to unsubscribe without an endpoint, in French', async () => {
    const client = await signIn(t, await createUser(t));
    const response = await client.request('DELETE', URL, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Abonnement push invalide');
  });
});
