import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@shared/catalogue/product-options';
import { ORDER_STATUSES } from '@shared/orders/order-status';
import { ledgerIsBalanced } from '@server/modules/ledger/ledger-balances';
import type { Storage } from '@server/platform/storage/storage';
import { type TestApp, createTestApp } from '@test/app';
import { TestClient } from '@test/http';
import { DEMO_ACCOUNTS, type DemoAccount, seedDemoData } from './demo-data';
import { DEMO_SOLD_OUT } from './demo-favourites';

let t: TestApp;
let seeded: DemoAccount[] | null;
const lines: string[] = [];
const warnings: unknown[] = [];
const logger = {
  info: (message: unknown) => void lines.push(String(message)),
  warn: (...args: unknown[]) => void warnings.push(args),
  error() {},
  debug() {},
};
let seedSeconds = 0;
const failedAttempt = { error: null as unknown, profiles: -1, products: -1, keys: [] as string[] };

const count = async (table: 'profiles' | 'products' | 'product_media' | 'user_roles') =>
  Number(
    (
      await t.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  // A first start that fails midway (the disk fills up), then the next start.
  const storage: Storage = {
    ...t.ctx.storage,
    put: async (key, data, contentType) => {
      if (failedAttempt.keys.push(key) === 5) throw new Error('disque plein');
      await t.ctx.storage.put(key, data, contentType);
    },
  };
  failedAttempt.error = await seedDemoData({ ...t.ctx, storage }, logger).catch((error: unknown) => error);
  [failedAttempt.profiles, failedAttempt.products] = [await count('profiles'), await count('products')];
  const started = performance.now();
  seeded = await seedDemoData(t.ctx, logger);
  seedSeconds = (performance.now() - started) / 1000;
}, 180_000);
afterAll(async () => t.close());

describe('demo data', () => {
  it('undoes a failed attempt completely, so that the next start seeds', async () => {
    expect(failedAttempt.error).toEqual(new Error('disque plein'));
    expect(failedAttempt.profiles).toBe(0);
    expect(failedAttempt.products).toBe(0);
    for (const key of failedAttempt.keys) expect(await t.ctx.storage.get(key)).toBeNull();
    expect(seeded).not.toBeNull();
  });

  it('creates the six demo accounts with their roles, a verified seller and a referred buyer', async () => {
    expect(seeded).toEqual(DEMO_ACCOUNTS);
    const profiles = await t.ctx.db
      .selectFrom('profiles')
      .leftJoin('user_roles', 'user_roles.user_id', 'profiles.id')
      .select(['profiles.id', 'email', 'username', 'is_verified', 'referred_by', 'user_roles.role'])
      .execute();
    expect(profiles.map((row) => row.email).sort()).toEqual(DEMO_ACCOUNTS.map((account) => account.email).sort());
    const admins = profiles.filter((row) => row.role === 'admin');
    const sellers = profiles.filter((row) => row.role === 'seller');
    const buyers = profiles.filter((row) => row.role === null);
    expect(admins).toHaveLength(1);
    expect(admins[0]?.email).toBe('admin@boucles.demo');
    expect(sellers).toHaveLength(3);
    expect(sellers.filter((row) => row.is_verified).map((row) => row.username)).toEqual(['aminata_hair']);
    expect(buyers).toHaveLength(2);
    const referred = buyers.filter((row) => row.referred_by !== null);
    expect(referred).toHaveLength(1);
    expect(sellers.map((row) => row.id)).toContain(referred[0]?.referred_by);
  });

  it('lists the accounts in the start-up log', () => {
    expect(lines).toContain('Comptes de démonstration :');
    for (const account of DEMO_ACCOUNTS) {
      expect(lines.some((line) => line.includes(account.email) && line.includes(account.password))).toBe(true);
    }
  });

  it('lists the same accounts and passwords in the README', async () => {
    const readme = await readFile(new URL('../../../../README.md', import.meta.url), 'utf8');
    for (const account of DEMO_ACCOUNTS) {
      expect(readme).toMatch(new RegExp(`\\| ${account.name} \\| ${account.email} \\| ${account.password} \\|`));
    }
  });

  it('lets every demo account sign in with its password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const client = new TestClient(t.app);
      const response = await client.post('/api/auth/sign-in/email', {
        email: account.email,
        password: account.password,
      });
      expect(response.statusCode, account.email).toBe(200);
      expect(client.hasSession()).toBe(true);
    }
  });

  it('creates at least 40 products across every category, spread over the sellers and the last 30 days', async () => {
    const products = await t.ctx.db
      .selectFrom('products')
      .innerJoin('user_roles', (join) =>
        join.onRef('user_roles.user_id', '=', 'products.seller_id').on('user_roles.role', '=', 'seller'),
      )
      .select([
        'title',
        'category',
        'price_cents',
        'stock_quantity',
        'seller_id',
        'products.created_at',
        'lace',
        'texture',
      ])
      .execute();
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(new Set(products.map((product) => product.category))).toEqual(new Set(CATEGORIES));
    const wigs = products.filter((product) => product.category === 'Perruques');
    for (const category of CATEGORIES.filter((c) => c !== 'Perruques')) {
      expect(wigs.length).toBeGreaterThan(products.filter((product) => product.category === category).length);
    }
    expect(wigs.every((wig) => wig.lace !== null && wig.texture !== null)).toBe(true);
    expect(new Set(products.map((product) => product.seller_id)).size).toBe(3);
    const now = t.clock.now().getTime();
    for (const product of products) {
      expect(Number.isInteger(product.price_cents)).toBe(true);
      expect(product.price_cents).toBeGreaterThanOrEqual(900);
      expect(product.price_cents).toBeLessThanOrEqual(45000);
      // One favourite of the demo is sold out, to show it in 'Mes favoris'.
      expect(product.stock_quantity).toBeGreaterThanOrEqual(product.title === DEMO_SOLD_OUT ? 0 : 1);
      expect(product.stock_quantity).toBeLessThanOrEqual(5);
      const age = now - product.created_at.getTime();
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(30 * 24 * 60 * 60 * 1000);
    }
  });

  it('gives every product 1 to 3 pictures served as immutable WebP', async () => {
    const products = await t.ctx.db.selectFrom('products').select('id').execute();
    const media = await t.ctx.db.selectFrom('product_media').selectAll().orderBy('position').execute();
    for (const product of products) {
      const own = media.filter((row) => row.product_id === product.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(own.map((row) => row.position)).toEqual(own.map((_, i) => i));
    }
    for (const row of media) {
      expect(row).toMatchObject({ kind: 'image', content_type: 'image/webp' });
      expect(row.bytes).toBeGreaterThan(0);
      const response = await t.app.inject({ method: 'GET', url: `/media/${row.card_key}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toContain('immutable');
    }
  });

  it('does nothing on a database that already has profiles', async () => {
    const before = await Promise.all([
      count('profiles'),
      count('products'),
      count('product_media'),
      count('user_roles'),
    ]);
    expect(await seedDemoData(t.ctx, logger)).toBeNull();
    const after = await Promise.all([
      count('profiles'),
      count('products'),
      count('product_media'),
      count('user_roles'),
    ]);
    expect(after).toEqual(before);
  });
});

const signedInAs = async (email: string) => {
  const client = new TestClient(t.app, '127.0.0.1', t.ctx.config.publicUrl);
  const account = DEMO_ACCOUNTS.find((demo) => demo.email === email)!;
  await client.post('/api/auth/sign-in/email', { email: account.email, password: account.password });
  return client;
};

describe('demo orders', () => {
  type Bell = { items: { type: string; title: string; isRead: boolean; createdAt: string }[]; unreadCount: number };
  const bellOf = async (email: string): Promise<Bell> =>
    (await (await signedInAs(email)).get('/api/me/notifications')).json();
  // The demo conversations' entries (demo-messages.ts) are beside the point here.
  const unreadBesidesMessages = (bell: Bell) =>
    bell.items.filter((item) => item.type !== 'message' && !item.isRead).map((item) => item.title);

  it('plays the whole story without a warning, pictures included in under 150 s even on a loaded machine', () => {
    expect(warnings).toEqual([]);
    console.info(`demo data seeded in ${seedSeconds.toFixed(1)} s`);
    expect(seedSeconds).toBeLessThan(150);
  });

  it('has an order in every status, a rejected proof among those awaiting payment', async () => {
    const orders = await t.ctx.db
      .selectFrom('orders')
      .innerJoin('payments', 'payments.order_id', 'orders.id')
      .select(['orders.status', 'payments.status as payment'])
      .execute();
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(ORDER_STATUSES));
    expect(orders).toContainEqual({ status: 'pending_payment', payment: 'rejected' });
    expect(orders).toContainEqual({ status: 'pending_payment', payment: 'pending' });
  });

  it('gives every demo buyer and seller orders on /orders, purchases or sales', async () => {
    const expected: Record<string, { buyer: number; seller: number }> = {
      'aminata@boucles.demo': { buyer: 0, seller: 4 },
      'koffi@boucles.demo': { buyer: 0, seller: 4 },
      'grace@boucles.demo': { buyer: 2, seller: 4 },
      'fatou@boucles.demo': { buyer: 7, seller: 0 },
      'nadia@boucles.demo': { buyer: 3, seller: 0 },
    };
    for (const [email, counts] of Object.entries(expected)) {
      const client = await signedInAs(email);
      const side = counts.buyer > 0 ? 'buyer' : 'seller';
      const list = (await client.get(`/api/orders?side=${side}`)).json();
      expect(list.counts, email).toMatchObject(counts);
      expect(list.orders.length, email).toBe(counts[side]);
    }
  });

  it('balances the ledger, and the admin dashboard shows proofs to check, escrow and what sellers are owed', async () => {
    expect(await ledgerIsBalanced(t.ctx.db)).toBe(true);
    const admin = await signedInAs('admin@boucles.demo');
    const stats = (await admin.get('/api/admin/stats')).json();
    expect(stats).toMatchObject({ totalOrders: 12, pendingOrders: 3, ledger: { balanced: true } });
    expect(stats.ledger.heldInEscrowCents).toBeGreaterThan(0);
    expect(stats.ledger.owedToSellersCents).toBeGreaterThan(0);
    expect(stats.ledger.commissionEarnedCents).toBeGreaterThan(0);
    expect((await admin.get('/api/admin/payments')).json().payments).toHaveLength(1);
    const { sellers } = (await admin.get('/api/admin/payouts')).json();
    expect(sellers.map((seller: { payoutDetails: { method: string } }) => seller.payoutDetails.method).sort()).toEqual([
      'iban',
      'mobile_money',
      'paypal',
    ]);
  });

  it('rates every seller from the reviews of completed orders', async () => {
    const sellers = await t.ctx.db
      .selectFrom('profiles')
      .select(['email', 'review_count'])
      .where('email', 'in', ['aminata@boucles.demo', 'koffi@boucles.demo', 'grace@boucles.demo'])
      .execute();
    expect(Object.fromEntries(sellers.map((seller) => [seller.email, seller.review_count]))).toEqual({
      'aminata@boucles.demo': 2,
      'koffi@boucles.demo': 1,
      'grace@boucles.demo': 1,
    });
  });

  it('keeps Koffi’s referral bonus pending on Nadia’s first order, still under way', async () => {
    const referral = await t.ctx.db
      .selectFrom('referrals')
      .innerJoin('orders', 'orders.id', 'referrals.order_id')
      .select(['referrals.status', 'orders.status as orderStatus'])
      .executeTakeFirstOrThrow();
    expect(referral).toEqual({ status: 'pending', orderStatus: 'payment_submitted' });
    const mine = (await (await signedInAs('koffi@boucles.demo')).get('/api/me/referrals')).json();
    expect(mine.counts).toMatchObject({ total: 1, pending: 1, paid: 0 });
  });

  it('shows Aminata a payout by transfer with its reference in Mes revenus, and what is still owed', async () => {
    const aminata = await signedInAs('aminata@boucles.demo');
    const earnings = (await aminata.get('/api/me/earnings')).json();
    const payouts = (await aminata.get('/api/me/payouts')).json().items;
    expect(payouts).toEqual([expect.objectContaining({ method: 'iban', reference: 'VIR SEPA BCL-2026-0184' })]);
    expect(earnings.totals.paidOutCents).toBe(payouts[0].amountCents);
    expect(earnings.totals.payableCents).toBeGreaterThan(0);
    expect(earnings.totals.inEscrowCents).toBeGreaterThan(0);
  });

  it('has a return waiting for Grace’s decision, with the buyer’s photo', async () => {
    const returns = await t.ctx.db
      .selectFrom('returns')
      .innerJoin('profiles', 'profiles.id', 'returns.seller_id')
      .select(['returns.id', 'returns.status', 'profiles.email'])
      .execute();
    expect(returns).toEqual([expect.objectContaining({ status: 'pending', email: 'grace@boucles.demo' })]);
    const photos = await t.ctx.db.selectFrom('return_photos').select('return_id').execute();
    expect(photos).toEqual([{ return_id: returns[0]!.id }]);
  });

  it('dates the past: old notices are read and send nothing, recent ones light the bells', async () => {
    const old = await t.ctx.db
      .selectFrom('notifications')
      .select(['created_at', 'is_read'])
      .where('created_at', '<', new Date(t.clock.now().getTime() - 24 * 3_600_000))
      .execute();
    expect(old.length).toBeGreaterThan(10);
    expect(old.every((row) => row.is_read)).toBe(true);
    const pending = await t.ctx.db
      .selectFrom('notification_deliveries as d')
      .innerJoin('notifications as n', 'n.id', 'd.notification_id')
      .select(['n.created_at'])
      .execute();
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((row) => t.clock.now().getTime() - row.created_at.getTime() < 24 * 3_600_000)).toBe(true);
    expect(unreadBesidesMessages(await bellOf('aminata@boucles.demo'))).toEqual(['Nouvelle commande']);
    expect(unreadBesidesMessages(await bellOf('grace@boucles.demo'))).toContain('Nouvelle demande de retour');
    expect(unreadBesidesMessages(await bellOf('nadia@boucles.demo'))).toEqual(
      expect.arrayContaining(['Paiement validé']),
    );
    const admin = await bellOf('admin@boucles.demo');
    expect(admin.items.filter((item) => item.type !== 'message')[0]).toMatchObject({
      title: 'Preuve de paiement à vérifier',
      isRead: false,
    });
    const fatou = await bellOf('fatou@boucles.demo');
    // Only her order of this morning, still to pay, has something new: how to pay it (decision 038).
    expect(unreadBesidesMessages(fatou)).toEqual([expect.stringMatching(/^Commande CMD-\d{4}-\d{6} : comment payer$/)]);
    expect(fatou.items.map((item) => item.title)).toContain('Commande expédiée');
    const aminata = await t.ctx.db
      .selectFrom('profiles')
      .select('id')
      .where('email', '=', 'aminata@boucles.demo')
      .executeTakeFirstOrThrow();
    const seller = (await t.app.inject({ method: 'GET', url: `/api/sellers/${aminata.id}` })).json();
    expect(t.clock.now().getTime() - new Date(seller.seller.memberSince).getTime()).toBeGreaterThan(
      40 * 24 * 3_600_000,
    );
    const logs = await t.ctx.db.selectFrom('admin_logs').select('created_at').execute();
    expect(logs.some((row) => t.clock.now().getTime() - row.created_at.getTime() > 30 * 24 * 3_600_000)).toBe(true);
  });
});

describe('demo favourites', () => {
  it('gives the buyers favourites (one sold out) and a saved search; the seller sees who saved how much', async () => {
    const fatou = await signedInAs('fatou@boucles.demo');
    const favourites = (await fatou.get('/api/me/favourites')).json().items as { title: string; state: string }[];
    expect(favourites).toHaveLength(4);
    expect(favourites.filter((item) => item.state === 'sold_out').map((item) => item.title)).toEqual([
      'Perruque 360 lace water wave 65 cm',
    ]);
    expect((await fatou.get('/api/me/saved-searches')).json().items).toMatchObject([
      { name: 'Perruque naturelle noire', filters: { category: 'Perruques', hairType: 'Naturel', color: 'noir' } },
    ]);
    const aminata = await signedInAs('aminata@boucles.demo');
    const listings = (await aminata.get('/api/me/products')).json().items as { id: string }[];
    const ids = listings.map((listing) => listing.id).join(',');
    const counts = (await aminata.get(`/api/me/favourite-counts?ids=${ids}`)).json().counts;
    expect(Math.max(...Object.values(counts as Record<string, number>))).toBe(2);
  });
});

describe('demo trust desk', () => {
  it('has Koffi’s verification request with its document and an open report for the admin', async () => {
    const admin = await signedInAs('admin@boucles.demo');
    const verifications = (await admin.get('/api/admin/verifications')).json().items;
    expect(verifications).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ name: 'Koffi Mensah' }), isProfessional: true }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: verifications[0].documentUrl })).statusCode).toBe(200);
    const groups = (await admin.get('/api/admin/reports')).json().groups;
    expect(groups).toEqual([expect.objectContaining({ count: 2, decisions: expect.arrayContaining(['take_down']) })]);
  });
});

describe('demo conversations', () => {
  it('gives Nadia an unread answer from Aminata and the admin a flagged conversation to review', async () => {
    const nadia = await signedInAs('nadia@boucles.demo');
    expect((await nadia.get('/api/conversations/unread-count')).json()).toEqual({ unreadCount: 1 });
    const [first] = (await nadia.get('/api/conversations')).json().items;
    expect(first).toMatchObject({ other: { name: 'aminata_hair' }, unreadCount: 1, paymentWarning: false });
    const view = (await nadia.get(`/api/conversations/${first.id}`)).json();
    expect(view.messages).toHaveLength(4);
    expect(view.messages[2]).toMatchObject({ mine: true, readByOther: true });
    const admin = await signedInAs('admin@boucles.demo');
    const queue = (await admin.get('/api/admin/conversations')).json().items;
    expect(queue).toEqual([expect.objectContaining({ seller: expect.objectContaining({ name: 'koffi_tissages' }) })]);
  });
});
