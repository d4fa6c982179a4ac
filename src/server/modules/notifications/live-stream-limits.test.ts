import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createAdmin, createUser, signIn } from '@test/factories';
import { SseClient } from '@test/sse';

const PER_USER = 3;
const PER_ADDRESS = 4;

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      LIVE_STREAMS_PER_USER: String(PER_USER),
      LIVE_STREAMS_PER_ADDRESS: String(PER_ADDRESS),
      // Clients at several addresses, as the proxy in front would tell them apart.
      TRUST_PROXY: 'true',
    },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

type Cookie = { cookieHeader(): string };
const tabs: SseClient[] = [];
const openTab = async (client: Cookie, address: string, path = '/api/me/events') => {
  const tab = await SseClient.open(`${base}${path}`, client.cookieHeader(), { 'x-forwarded-for': address });
  tabs.push(tab);
  return tab;
};
const refusal = (client: Cookie, address: string) =>
  fetch(`${base}/api/me/events`, { headers: { cookie: client.cookieHeader(), 'x-forwarded-for': address } });
const expectEnded = (tab: SseClient) => expect(tab.next(() => false, 2_000)).rejects.toThrow('the stream ended');
const expectOpen = (tab: SseClient) => expect(tab.ended).toBe(false);
afterAll(() => tabs.forEach((tab) => tab.close()));

describe('live streams per user', () => {
  it(`closes the oldest of a user's streams past ${PER_USER}, telling it not to come back`, async () => {
    const client = await signIn(t, await createUser(t));
    const [oldest, second, third] = [
      await openTab(client, '198.51.100.1'),
      await openTab(client, '198.51.100.2'),
      await openTab(client, '198.51.100.1'),
    ];
    const newest = await openTab(client, '198.51.100.3');
    await oldest!.next((event) => event.event === 'superseded', 2_000);
    await expectEnded(oldest!);
    [second!, third!, newest].forEach(expectOpen);
  });
});

describe('live streams per address', () => {
  it(`refuses the stream past ${PER_ADDRESS} from one address with a 429, Retry-After and a French message`, async () => {
    const crowded = '203.0.113.7';
    const first = await signIn(t, await createUser(t));
    const second = await signIn(t, await createUser(t));
    const firstTabs = [];
    for (let i = 0; i < PER_USER; i++) firstTabs.push(await openTab(first, crowded));
    const last = await openTab(second, crowded);

    const refused = await refusal(second, crowded);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toMatchObject({
      error: {
        code: 'TOO_MANY_STREAMS',
        message: 'Trop de connexions en direct depuis votre adresse, réessayez dans une minute',
      },
    });
    expectOpen(last);

    // Elsewhere the same user is welcome; and a user at their own cap swaps a stream, adding none here.
    expectOpen(await openTab(second, '203.0.113.8'));
    const swapped = await openTab(first, crowded);
    await expectEnded(firstTabs[0]!);
    expectOpen(swapped);
    expect((await refusal(second, crowded)).status).toBe(429);
  });
});

describe('the sessions of open streams', () => {
  it('closes, in one look-up for all streams, those whose session ended, account was suspended or admin role went', async () => {
    const user = await createUser(t);
    const [kept, signedOut] = [await signIn(t, user), await signIn(t, user)];
    const suspended = await signIn(t, await createUser(t));
    const admin = await createAdmin(t);
    const adminClient = await signIn(t, admin);
    const keptTab = await openTab(kept, '192.0.2.1');
    const signedOutTab = await openTab(signedOut, '192.0.2.1');
    const suspendedTab = await openTab(suspended, '192.0.2.2');
    const adminTab = await openTab(adminClient, '192.0.2.3', '/api/admin/events');
    const adminOwnTab = await openTab(adminClient, '192.0.2.3');

    expect((await signedOut.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    const suspendedId = (await suspended.get('/api/session')).json().user.id;
    await t.ctx.db
      .updateTable('profiles')
      .set({ suspended_at: t.clock.now(), suspension_reason: 'Essai' })
      .where('id', '=', suspendedId)
      .execute();
    await t.ctx.db.deleteFrom('user_roles').where('user_id', '=', admin.id).where('role', '=', 'admin').execute();

    const statements = vi.spyOn(t.ctx.db.getExecutor(), 'executeQuery');
    try {
      await t.app.liveStreams.checkSessions();
      expect(statements).toHaveBeenCalledTimes(1);
    } finally {
      statements.mockRestore();
    }
    await Promise.all([signedOutTab, suspendedTab, adminTab].map(expectEnded));
    [keptTab, adminOwnTab].forEach(expectOpen);
  });
});
