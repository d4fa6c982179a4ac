import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor, createUser, signIn } from '@test/factories';
import { checkout, homeCheckout, orderParties } from '@test/order-factories';
import { SseClient } from '@test/sse';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

const streamOf = async (app: string, client: { cookieHeader(): string }) =>
  SseClient.open(`${app}/api/me/events`, client.cookieHeader());

describe('the live stream of my notifications', () => {
  it('hears a new order, then its reading and its deletion, and nothing of other people', async () => {
    const p = await orderParties(t);
    const bystander = await signIn(t, await createUser(t));
    const sellerTab = await streamOf(base, p.sellerClient);
    const secondTab = await streamOf(base, p.sellerClient);
    const otherTab = await streamOf(base, bystander);
    try {
      await checkout(p.buyerClient, homeCheckout(p.productId));
      const inserted = await sellerTab.next((e) => e.event === 'notification', 2_000);
      expect(inserted.data).toMatchObject({ op: 'insert' });
      const { id } = inserted.data as { id: string };
      await secondTab.next((e) => e.event === 'notification' && (e.data as { id: string }).id === id, 2_000);

      await p.sellerClient.post('/api/me/notifications/read-all');
      await sellerTab.next((e) => e.event === 'notification' && (e.data as { op: string }).op === 'update', 2_000);
      await p.sellerClient.delete(`/api/me/notifications/${id}`);
      await secondTab.next((e) => e.event === 'notification' && (e.data as { op: string }).op === 'delete', 2_000);

      // The bystander's own notification arrives; nothing of the seller's came before it.
      await t.ctx.db
        .insertInto('notifications')
        .values({
          user_id: (await bystander.get('/api/session')).json().user.id,
          type: 'payout',
          title: 'x',
          message: 'y',
        })
        .execute();
      await otherTab.next((e) => e.event === 'notification', 2_000);
      expect(otherTab.events.filter((e) => e.event === 'notification')).toHaveLength(1);
    } finally {
      [sellerTab, secondTab, otherTab].forEach((tab) => tab.close());
    }
  });

  it('is refused without a session', async () => {
    await expect(SseClient.open(`${base}/api/me/events`, '')).rejects.toThrow('401');
  });
});

describe('shutting down', () => {
  it('ends open streams at once instead of waiting for them', async () => {
    const other = await createTestApp();
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await createUser(other);
    const tab = await streamOf(url, await signIn(other, user));
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(tab.next(() => false, 1_000)).rejects.toThrow('the stream ended');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('delivers to a tab on one instance what the other instance produced', async () => {
    const second = await createTestApp({ sameDatabaseAs: t });
    try {
      const secondBase = await second.app.listen({ port: 0, host: '127.0.0.1' });
      const p = await orderParties(t);
      const tab = await streamOf(secondBase, await signIn(second, p.seller));
      await checkout(p.buyerClient, homeCheckout(p.productId));
      const heard = await tab.next((e) => e.event === 'notification', 2_000);
      expect(heard.data).toMatchObject({ op: 'insert' });
      tab.close();
      expect((await clientFor(second).get('/api/health')).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
