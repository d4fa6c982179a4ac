import http from 'node:http';
import { AliasNode, type KyselyPlugin, type OperationNode, SelectQueryNode, TableNode, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/connection';
import { prettyJsonChunks } from '@server/platform/pretty-json-stream';
import { insertPaidOrder } from '@test/account-factories';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { type TestUser, clientFor, createSeller, createUser, signIn } from '@test/factories';
import { insertLotOrder, threeItemLot } from '@test/lot-order-factory';
import { userDataDocument } from './export-data';
import { snapshotReads } from './export-snapshot';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The app on a real port (once per file), for what only a real connection shows. */
let listening: Promise<string> | undefined;
const serverBase = () => (listening ??= t.app.listen({ port: 0, host: '127.0.0.1' }));

/** A seller with 1,201 notifications, one a minute (n = 1 the newest): more than two batches of the export. */
async function sellerWithManyNotifications(): Promise<TestUser> {
  const seller = await createSeller(t);
  await sql`
    INSERT INTO notifications (user_id, type, title, message, created_at)
    SELECT ${seller.id}, 'new_order', 'Nouvelle commande ' || n, 'Commande n° ' || n, now() - n * interval '1 minute'
    FROM generate_series(1, 1201) n`.execute(t.ctx.db);
  return seller;
}

const readsFrom = (node: OperationNode, table: string) =>
  SelectQueryNode.is(node) &&
  (node.from?.froms ?? []).some((from) => {
    const named = AliasNode.is(from) ? from.node : from;
    return TableNode.is(named) && named.table.identifier.name === table;
  });

/** The app's database, whose `nth` read of `table` fails, as a database that breaks midway would. */
async function withFailingRead<T>(table: string, nth: number, run: () => Promise<T>): Promise<T> {
  let reads = 0;
  const failing: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (readsFrom(node, table) && ++reads === nth) throw new Error(`read ${nth} of ${table} failed`);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const db: Db = t.ctx.db;
  t.ctx.db = db.withPlugin(failing);
  try {
    return await run();
  } finally {
    t.ctx.db = db;
  }
}

describe('GET /api/me/export', () => {
  it('refuses a visitor', async () => {
    const response = await clientFor(t).get('/api/me/export');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it("downloads the user's own data as a JSON file, and nobody else's", async () => {
    const seller = await createSeller(t, { fullName: 'Aminata Koné' });
    const buyer = await createUser(t, { fullName: 'Fatou Diop' });
    const stranger = await createSeller(t, { fullName: 'Grace Mbala' });
    await t.ctx.db
      .updateTable('profiles')
      .set({ phone: '+33 6 11 22 33 44', city: 'Lille' })
      .where('id', '=', buyer.id)
      .execute();
    await t.ctx.db
      .updateTable('profiles')
      .set({ phone: '+33 7 99 88 77 66', iban_number: 'FR7612345678901234567890123' })
      .where('id', '=', seller.id)
      .execute();

    const ownProduct = await insertProduct(t, seller.id, { title: 'Tissage brésilien 50 cm' });
    await insertProduct(t, stranger.id, { title: 'Bonnet de nuit en satin' });
    const orderId = await insertPaidOrder(t, { buyerId: buyer.id, sellerId: seller.id, productId: ownProduct });
    await t.ctx.db
      .insertInto('reviews')
      .values({
        order_id: orderId,
        reviewer_id: buyer.id,
        reviewee_id: seller.id,
        rating: 5,
        comment: 'Superbe qualité, Fatou ravie',
      })
      .execute();
    await t.ctx.db
      .insertInto('notifications')
      .values([
        {
          user_id: seller.id,
          type: 'new_order',
          title: 'Nouvelle commande',
          message: 'Vous avez une nouvelle commande',
        },
        { user_id: buyer.id, type: 'order_status', title: 'Commande expédiée', message: 'Votre colis est en route' },
      ])
      .execute();
    await t.ctx.db
      .insertInto('referrals')
      .values({ referrer_id: seller.id, referred_id: buyer.id, order_id: orderId })
      .execute();

    const response = await (await signIn(t, seller)).get('/api/me/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="boucles-mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/,
    );

    const data = response.json();
    expect(data.profile).toMatchObject({
      id: seller.id,
      email: seller.email,
      fullName: 'Aminata Koné',
      phone: '+33 7 99 88 77 66',
      roles: ['seller'],
    });
    expect(data.profile.payout.ibanNumber).toBe('FR7612345678901234567890123');
    expect(data.notificationPreferences).toEqual({ email: true, orderUpdates: true, messages: true });
    expect(data.products.map((p: { title: string }) => p.title)).toEqual(['Tissage brésilien 50 cm']);
    expect(data.orders).toEqual([
      expect.objectContaining({
        role: 'seller',
        productTitle: 'Tissage brésilien 50 cm',
        totalAmountCents: 10_699,
        sellerAmountCents: 9_500,
      }),
    ]);
    expect(data.reviews.received).toEqual([expect.objectContaining({ rating: 5 })]);
    expect(data.reviews.written).toEqual([]);
    expect(data.referrals).toEqual([
      expect.objectContaining({ role: 'referrer', bonusAmountCents: 500, status: 'pending' }),
    ]);
    expect(data.notifications.map((n: { title: string }) => n.title)).toEqual(['Nouvelle commande']);
    expect(data.securityEvents.map((e: { event: string }) => e.event)).toContain('sign_in');

    // Nothing that identifies the buyer, the stranger or their own data.
    const text = response.body;
    for (const foreign of [
      buyer.email,
      buyer.id,
      'Fatou Diop',
      '+33 6 11 22 33 44',
      'Lille',
      '12 rue des Lilas',
      stranger.email,
      'Grace Mbala',
      'Bonnet de nuit',
      'Commande expédiée',
    ]) {
      expect(text).not.toContain(foreign);
    }
  });

  it('gives a buyer their delivery address and payment, without the seller’s share', async () => {
    const seller = await createSeller(t);
    const buyer = await createUser(t);
    const productId = await insertProduct(t, seller.id);
    await insertPaidOrder(t, { buyerId: buyer.id, sellerId: seller.id, productId });

    const data = (await (await signIn(t, buyer)).get('/api/me/export')).json();
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      role: 'buyer',
      deliveryAddress: '12 rue des Lilas, 75011 Paris',
      payment: { method: 'bank_transfer', status: 'paid' },
    });
    expect(data.orders[0]).not.toHaveProperty('sellerAmountCents');
    expect(data.products).toEqual([]);
  });

  it('includes every line of a lot, with the seller’s shares only for the seller (decision 065)', async () => {
    const seller = await createSeller(t);
    const buyer = await createUser(t);
    await insertLotOrder(t, { buyerId: buyer.id, sellerId: seller.id }, threeItemLot, { percent: 10 });

    const asBuyer = (await (await signIn(t, buyer)).get('/api/me/export')).json();
    expect(asBuyer.orders[0].items).toEqual([
      { title: 'Perruque lace frontal 20 pouces', unitPriceCents: 5000, discountCents: 500, priceCents: 4500 },
      { title: 'Colle Bold Hold 40 ml', unitPriceCents: 1500, discountCents: 150, priceCents: 1350 },
      { title: 'Bonnet en satin', unitPriceCents: 1000, discountCents: 100, priceCents: 900 },
    ]);
    const asSeller = (await (await signIn(t, seller)).get('/api/me/export')).json();
    expect(asSeller.orders[0].items.map((line: { sellerAmountCents: number }) => line.sellerAmountCents)).toEqual([
      4275, 1282, 855,
    ]);
  });

  it('gives every row of a long list, in batches, newest first, as one pretty-printed JSON file', async () => {
    const seller = await sellerWithManyNotifications();
    const buyer = await createUser(t);
    const productId = await insertProduct(t, seller.id);
    const orderIds: string[] = [];
    for (let i = 0; i < 3; i++)
      orderIds.push(await insertPaidOrder(t, { buyerId: buyer.id, sellerId: seller.id, productId }));
    const numbers = await t.ctx.db
      .selectFrom('orders')
      .select(['id', 'order_number'])
      .where('id', 'in', orderIds)
      .execute();

    const response = await (await signIn(t, seller)).get('/api/me/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = JSON.parse(response.body);
    expect(response.body).toBe(JSON.stringify(data, null, 2));
    expect(data.notifications.map((n: { title: string }) => n.title)).toEqual(
      Array.from({ length: 1201 }, (_, i) => `Nouvelle commande ${i + 1}`),
    );
    expect(data.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(
      orderIds.toReversed().map((id) => numbers.find((row) => row.id === id)?.order_number),
    );
    expect(Object.keys(data)).toEqual([
      'exportedAt',
      'profile',
      'notificationPreferences',
      'termsAcceptances',
      'products',
      'orders',
      'reviews',
      'referrals',
      'notifications',
      'messages',
      'securityEvents',
    ]);
  });

  it('cuts the connection when the database fails midway: the download fails, no file looks complete (decision 078)', async () => {
    const seller = await sellerWithManyNotifications();
    const cookie = (await signIn(t, seller)).cookieHeader();
    const base = await serverBase();
    // Plain and compressed: the first notifications were on their way when the third batch failed.
    for (const encoding of ['identity', 'gzip']) {
      await withFailingRead('notifications', 3, async () => {
        const response = await fetch(`${base}/api/me/export`, { headers: { cookie, 'accept-encoding': encoding } });
        expect(response.status).toBe(200);
        await expect(response.text()).rejects.toThrow('terminated');
      });
    }
    // A failure before the first bytes is still an answer of its own, not a file.
    const failedEarly = await withFailingRead('terms_acceptances', 1, () =>
      fetch(`${base}/api/me/export`, { headers: { cookie } }),
    );
    expect(failedEarly.status).toBe(500);
    expect(failedEarly.headers.get('content-disposition')).toBeNull();
    expect((await failedEarly.json()).error.code).toBe('INTERNAL_ERROR');
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'reads the database as it was when the download began, on PostgreSQL (decision 078)',
    async () => {
      const seller = await sellerWithManyNotifications();
      const chunks = snapshotReads('postgres')(t.ctx.db, (reader) =>
        prettyJsonChunks(userDataDocument(reader, seller.id, new Date())),
      );
      const first = await chunks.next();
      // The first notifications are out; meanwhile the oldest are deleted and a sign-in is logged.
      await t.ctx.db
        .deleteFrom('notifications')
        .where('user_id', '=', seller.id)
        .where('title', 'like', '%120_')
        .execute();
      await t.ctx.db.insertInto('security_logs').values({ user_id: seller.id, event: 'sign_in' }).execute();
      let rest = '';
      for await (const chunk of chunks) rest += chunk;
      const data = JSON.parse(String(first.value) + rest);
      expect(data.notifications).toHaveLength(1201);
      expect(data.securityEvents).toEqual([]);
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'holds two snapshots at most, and gives their connections back when the downloads stop halfway (PostgreSQL)',
    async () => {
      const seller = await createSeller(t);
      // About 10 MB of notifications: more than the sockets hold, so the export is still reading.
      await sql`
        INSERT INTO notifications (user_id, type, title, message, created_at)
        SELECT ${seller.id}, 'new_order', 'Nouvelle commande ' || n, repeat('Commande à expédier. ', 25), now() - n * interval '1 minute'
        FROM generate_series(1, 20000) n`.execute(t.ctx.db);
      const cookie = (await signIn(t, seller)).cookieHeader();
      const base = await serverBase();
      const inTransaction = async () => {
        const { rows } = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND state = 'idle in transaction'`.execute(t.ctx.db);
        return rows[0]?.n;
      };
      // Three browsers that read no more: the exports wait, two of them in their transaction
      // (the third reads without a snapshot rather than take a third pooled connection).
      const requests = [1, 2, 3].map(() => http.get(`${base}/api/me/export`, { headers: { cookie } }));
      const paused = requests.map(
        (request) =>
          new Promise<void>((resolve) =>
            request.once('response', (response) => {
              response.pause();
              resolve();
            }),
          ),
      );
      try {
        await Promise.all(paused);
        await expect.poll(inTransaction).toBe(2);
        // And stays so: the third is not opening one a moment later.
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(await inTransaction()).toBe(2);
      } finally {
        for (const request of requests) request.destroy();
      }
      await expect.poll(inTransaction).toBe(0);
    },
  );
});
