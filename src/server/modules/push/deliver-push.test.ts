import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createUser } from '@test/factories';
import { type FakePushService, type PushRequest, startFakePushService } from '@test/fake-push-service';
import { deliverPush } from './deliver-push';

let t: TestApp;
let pushService: FakePushService;
beforeAll(async () => {
  [t, pushService] = await Promise.all([
    // The fake push service is on this machine: named in the list, and allowed a loopback address.
    createTestApp({ env: { PUSH_SERVICE_HOSTS: '127.0.0.1,localhost', PUSH_ALLOW_PRIVATE_ADDRESSES: 'true' } }),
    startFakePushService(),
  ]);
});
afterAll(async () => Promise.all([t.close(), pushService.close()]));

/** A browser's side of a subscription: its ECDH pair and auth secret (RFC 8291), stored as the API would. */
async function subscribe(userId: string, endpoint: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const authSecret = randomBytes(16);
  await t.ctx.db
    .insertInto('push_subscriptions')
    .values({
      user_id: userId,
      endpoint,
      p256dh: keys.getPublicKey('base64url'),
      auth: authSecret.toString('base64url'),
      updated_at: t.clock.now(),
    })
    .execute();
  return { endpoint, keys, authSecret };
}

const endpointsOf = async (userId: string) =>
  (await t.ctx.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).execute()).map(
    (row) => row.endpoint,
  );

const notification = (userId: string) => ({
  userId,
  notificationId: randomUUID(),
  title: 'Nouvelle commande',
  message: 'Fatou a commandé « Perruque Lisse 60 cm ».',
  link: '/orders#commande-BC-2026-0001',
});

const requestTo = (endpoint: string): PushRequest => {
  const request = pushService.received.find((candidate) => endpoint.endsWith(candidate.path));
  if (!request) throw new Error(`no push reached ${endpoint}`);
  return request;
};

/** The ES256 JWT of `Authorization: vapid t=…, k=…`, checked against the key it names (RFC 8292). */
function verifiedVapidClaims(authorization: string | undefined) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [header, claims, signature] = match[1].split('.') as [string, string, string];
  const rawKey = Buffer.from(match[2], 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: rawKey.subarray(1, 33).toString('base64url'),
      y: rawKey.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return {
    signed,
    key: match[2],
    header: JSON.parse(Buffer.from(header, 'base64url').toString()),
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()),
  };
}

/** What the browser does with an aes128gcm push body (RFC 8188 + RFC 8291), one record. */
function decrypt(body: Buffer, receiver: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  expect(record.length).toBeLessThanOrEqual(recordSize);
  const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
    Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
  const ikm = hkdf(
    authSecret,
    receiver.computeSecret(senderPublicKey),
    Buffer.concat([Buffer.from('WebPush: info\0'), receiver.getPublicKey(), senderPublicKey]),
    32,
  );
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

describe('deliverPush', () => {
  it("sends the notification signed with VAPID and readable only with the device's keys", async () => {
    const user = await createUser(t);
    const device = await subscribe(user.id, pushService.endpoint(201));
    const sent = notification(user.id);
    const startedAt = Math.floor(Date.now() / 1000);

    await deliverPush(t.ctx, sent, { ca: pushService.ca });

    const request = requestTo(device.endpoint);
    const vapid = verifiedVapidClaims(request.headers.authorization);
    expect(vapid.signed).toBe(true);
    expect(vapid.key).toBe(t.ctx.secrets.vapid.publicKey);
    expect(vapid.header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    expect(vapid.claims.aud).toBe(pushService.origin);
    expect(vapid.claims.exp).toBeGreaterThan(startedAt);
    expect(vapid.claims.exp).toBeLessThanOrEqual(startedAt + 24 * 3600);
    expect(vapid.claims.sub).toBe(t.ctx.config.push.vapidSubject);
    expect(vapid.claims.sub).toMatch(/^mailto:/);
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers.ttl).toBe(String(24 * 3600));
    expect(request.headers.urgency).toBe('normal');

    const payload = JSON.parse(decrypt(request.body, device.keys, device.authSecret));
    expect(payload).toEqual({ title: sent.title, body: sent.message, url: sent.link, tag: sent.notificationId });
  });

  it('forgets a device the push service no longer knows, and keeps the others', async () => {
    const user = await createUser(t);
    const good = await subscribe(user.id, pushService.endpoint(201));
    const expired = await subscribe(user.id, pushService.endpoint(410));
    const unknown = await subscribe(user.id, pushService.endpoint(404));

    await expect(deliverPush(t.ctx, notification(user.id), { ca: pushService.ca })).resolves.toBeUndefined();

    expect(requestTo(expired.endpoint)).toBeDefined();
    expect(requestTo(unknown.endpoint)).toBeDefined();
    expect(await endpointsOf(user.id)).toEqual([good.endpoint]);
  });

  it('throws, to be retried, when a push service fails, and keeps the device', async () => {
    const user = await createUser(t);
    const good = await subscribe(user.id, pushService.endpoint(201));
    const failing = await subscribe(user.id, pushService.endpoint(500));

    await expect(deliverPush(t.ctx, notification(user.id), { ca: pushService.ca })).rejects.toThrow(
      /1 of 2 devices: 127\.0\.0\.1:\d+: HTTP 500/,
    );
    expect((await endpointsOf(user.id)).sort()).toEqual([good.endpoint, failing.endpoint].sort());
  });

  it('throws when the push service cannot be reached', async () => {
    const user = await createUser(t);
    await subscribe(user.id, 'https://127.0.0.1:1/201/unreachable');
    await expect(deliverPush(t.ctx, notification(user.id), { ca: pushService.ca })).rejects.toThrow(/ECONNREFUSED/);
    expect(await endpointsOf(user.id)).toHaveLength(1);
  });

  describe('where it refuses to post (server-side request forgery)', () => {
    /** The production rule: no private address, whatever the list says. */
    const strict = () => ({
      ...t.ctx,
      config: { ...t.ctx.config, push: { ...t.ctx.config.push, allowPrivateAddresses: false } },
    });
    const localName = (status: number) => pushService.endpoint(status).replace('//127.0.0.1:', '//localhost:');

    it('a name that resolves to a loopback or private address, checked as the connection is made', async () => {
      const user = await createUser(t);
      const device = await subscribe(user.id, localName(201));
      await expect(deliverPush(strict(), notification(user.id), { ca: pushService.ca })).rejects.toThrow(
        /1 of 1 devices: localhost:\d+: localhost resolves to a private address/,
      );
      expect(() => requestTo(device.endpoint)).toThrow('no push reached');
      // The same device, with private addresses allowed (tests only), is reached: the rule refused it.
      await deliverPush(t.ctx, notification(user.id), { ca: pushService.ca });
      expect(requestTo(device.endpoint)).toBeDefined();
    });

    it('a private address written out, even on the list', async () => {
      const user = await createUser(t);
      const device = await subscribe(user.id, pushService.endpoint(201));
      await expect(deliverPush(strict(), notification(user.id), { ca: pushService.ca })).rejects.toThrow(
        /127\.0\.0\.1:\d+: a private address/,
      );
      expect(() => requestTo(device.endpoint)).toThrow('no push reached');
    });

    it('a host off the push services list, stored before the list existed; the device is kept', async () => {
      const user = await createUser(t);
      await subscribe(user.id, 'https://metadata.internal/201/device');
      await expect(deliverPush(t.ctx, notification(user.id), { ca: pushService.ca })).rejects.toThrow(
        /metadata\.internal: not a push service \(PUSH_SERVICE_HOSTS\)/,
      );
      expect(await endpointsOf(user.id)).toEqual(['https://metadata.internal/201/device']);
    });
  });

  it('does nothing for a user with push off everywhere', async () => {
    const user = await createUser(t);
    const before = pushService.received.length;
    await expect(deliverPush(t.ctx, { ...notification(user.id), link: null })).resolves.toBeUndefined();
    expect(pushService.received).toHaveLength(before);
  });
});
