import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@shared/catalogue/product-options';
import type { Storage } from '@server/platform/storage/storage';
import { type TestApp, createTestApp } from '@test/app';
import { TestClient } from '@test/http';
import { DEMO_ACCOUNTS, type DemoAccount, seedDemoData } from './demo-data';
import { DEMO_SOLD_OUT } from './demo-favourites';

let t: TestApp;
let seeded: DemoAccount[] | null;
const lines: string[] = [];
const logger = { info: (message: unknown) => void lines.push(String(message)), warn() {}, error() {}, debug() {} };
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
  seeded = await seedDemoData(t.ctx, logger);
}, 120_000);
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

describe('demo activity', () => {
  const bellOf = async (email: string) => {
    const client = new TestClient(t.app, '127.0.0.1', t.ctx.config.publicUrl);
    const account = DEMO_ACCOUNTS.find((demo) => demo.email === email)!;
    await client.post('/api/auth/sign-in/email', { email, password: account.password });
    return (await client.get('/api/me/notifications')).json();
  };

  it('lights the bells: a new order for two sellers, a proof waiting for the admin, a read welcome for all', async () => {
    const aminata = await bellOf('aminata@boucles.demo');
    expect(aminata.unreadCount).toBe(1);
    // The demo conversations' entries (demo-messages.ts) are read: she answered in them.
    const besidesMessages = (bell: { items: { type: string; title: string; isRead: boolean }[] }) =>
      bell.items.filter((item) => item.type !== 'message');
    expect(besidesMessages(aminata).map((item) => item.title)).toEqual(['Nouvelle commande', 'Bienvenue sur Boucles']);
    expect((await bellOf('koffi@boucles.demo')).unreadCount).toBe(1);
    const admin = await bellOf('admin@boucles.demo');
    expect(admin.items[0]).toMatchObject({ title: 'Preuve de paiement à vérifier', isRead: false });
    const fatou = await bellOf('fatou@boucles.demo');
    expect(fatou.unreadCount).toBe(0);
    expect(besidesMessages(fatou)).toMatchObject([{ title: 'Bienvenue sur Boucles', isRead: true }]);
  });

  it('gives the buyers favourites (one sold out) and a saved search; the seller sees who saved how much', async () => {
    const signedIn = async (email: string) => {
      const client = new TestClient(t.app, '127.0.0.1', t.ctx.config.publicUrl);
      const account = DEMO_ACCOUNTS.find((demo) => demo.email === email)!;
      await client.post('/api/auth/sign-in/email', { email, password: account.password });
      return client;
    };
    const fatou = await signedIn('fatou@boucles.demo');
    const favourites = (await fatou.get('/api/me/favourites')).json().items as { title: string; state: string }[];
    expect(favourites).toHaveLength(4);
    expect(favourites.filter((item) => item.state === 'sold_out').map((item) => item.title)).toEqual([
      'Perruque 360 lace water wave 65 cm',
    ]);
    expect((await fatou.get('/api/me/saved-searches')).json().items).toMatchObject([
      { name: 'Perruque naturelle noire', filters: { category: 'Perruques', hairType: 'Naturel', color: 'noir' } },
    ]);
    const counts = (await (await signedIn('aminata@boucles.demo')).get('/api/me/favourite-counts')).json().counts;
    expect(Math.max(...Object.values(counts as Record<string, number>))).toBe(2);
  });
});

describe('demo trust desk', () => {
  it('has Koffi’s verification request with its document and an open report for the admin', async () => {
    const admin = new TestClient(t.app, '127.0.0.1', t.ctx.config.publicUrl);
    const account = DEMO_ACCOUNTS.find((demo) => demo.email === 'admin@boucles.demo')!;
    await admin.post('/api/auth/sign-in/email', { email: account.email, password: account.password });
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
  const signedInAs = async (email: string) => {
    const client = new TestClient(t.app, '127.0.0.1', t.ctx.config.publicUrl);
    const account = DEMO_ACCOUNTS.find((demo) => demo.email === email)!;
    await client.post('/api/auth/sign-in/email', { email: account.email, password: account.password });
    return client;
  };

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
