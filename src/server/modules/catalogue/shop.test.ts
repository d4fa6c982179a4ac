import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { createSeller, createUser, signIn } from '@test/factories';
import { TestClient } from '@test/http';

let t: TestApp;
let visitor: TestClient;
const ids: Record<string, string> = {};
let sellerA: string;
let sellerB: string;

beforeAll(async () => {
  t = await createTestApp();
  visitor = new TestClient(t.app);
  sellerA = (await createSeller(t, { verified: true })).id;
  sellerB = (await createSeller(t)).id;
  const day = (n: number) => new Date(Date.UTC(2026, 10, n));
  ids.curly = await insertProduct(t, sellerA, {
    title: 'Perruques bouclées kinky curly',
    price_cents: 15_000,
    length_cm: 35,
    texture: 'kinky_curly',
    hair_type: 'Naturel',
    condition: 'worn_like_new',
    curl_pattern: '4B',
    lace_colour: 'transparent',
    color: 'noir',
    created_at: day(1),
  });
  ids.straight = await insertProduct(t, sellerA, {
    title: 'Perruque lisse 13x4',
    description: 'Lace frontale, cheveux vierges',
    price_cents: 22_000,
    length_cm: 60,
    texture: 'lisse',
    lace: 'frontale_13x4',
    lace_colour: 'hd',
    condition: 'new_unworn',
    created_at: day(2),
  });
  ids.weave = await insertProduct(t, sellerB, {
    title: 'Tissage brésilien deep wave',
    category: 'Tissages',
    price_cents: 8_900,
    length_cm: 20,
    texture: 'deep_wave',
    condition: 'new_sealed',
    bundle_count: 3,
    bundle_weight_g: 100,
    created_at: day(3),
  });
  ids.bonnet = await insertProduct(t, sellerB, {
    title: 'Bonnet en satin',
    description: 'Protège les boucles la nuit',
    category: 'Accessoires',
    price_cents: 1_200,
    created_at: day(4),
    imageCount: 0,
  });
  ids.luxury = await insertProduct(t, sellerB, {
    title: 'Perruque full lace 250 %',
    category: 'Perruques',
    price_cents: 65_000,
    condition: 'worn_like_new',
    lace_colour: 'brown',
    created_at: day(5),
  });
  ids.soldOut = await insertProduct(t, sellerA, { title: 'Perruque épuisée', stock_quantity: 0, created_at: day(6) });
  ids.hidden = await insertProduct(t, sellerA, { title: 'Perruque masquée', is_available: false, created_at: day(7) });
});
afterAll(async () => t.close());

const titles = async (client: TestClient, query = '') => {
  const body = (await client.get(`/api/products${query}`)).json();
  return body.items.map((item: { title: string }) => item.title);
};

describe('GET /api/products', () => {
  it('lists available, in-stock products, newest first, with seller and rating', async () => {
    const body = (await visitor.get('/api/products')).json();
    expect(body).toMatchObject({ total: 5, totalCapped: false });
    expect(body.items.map((item: { id: string }) => item.id)).toEqual([
      ids.luxury,
      ids.bonnet,
      ids.weave,
      ids.straight,
      ids.curly,
    ]);
    const curly = body.items.find((item: { id: string }) => item.id === ids.curly);
    expect(curly.seller).toMatchObject({ id: sellerA, isVerified: true, rating: { average: null, count: 0 } });
    expect(curly.image.url).toMatch(/^\/media\/public\/products\/.+-card\.webp$/);
    expect(body.items.find((item: { id: string }) => item.id === ids.bonnet).image).toBeNull();
  });

  it('finds accented plurals from an accent-free search', async () => {
    expect(await titles(visitor, '?q=perruque%20bouclee')).toEqual(['Perruques bouclées kinky curly']);
    expect(await titles(visitor, '?q=P%C3%89RRUQUE%20LISSE')).toEqual(['Perruque lisse 13x4']);
    expect(await titles(visitor, '?q=vierges')).toEqual(['Perruque lisse 13x4']);
  });

  it('filters by category, price, length range and wig details', async () => {
    expect(await titles(visitor, '?category=Tissages')).toEqual(['Tissage brésilien deep wave']);
    expect(await titles(visitor, '?priceMin=100&priceMax=200')).toEqual(['Perruques bouclées kinky curly']);
    expect(await titles(visitor, '?length=30-40')).toEqual(['Perruques bouclées kinky curly']);
    expect(await titles(visitor, '?length=20-30')).toEqual(['Tissage brésilien deep wave']);
    expect(await titles(visitor, '?lace=frontale_13x4&texture=lisse')).toEqual(['Perruque lisse 13x4']);
    expect(await titles(visitor, '?priceMin=200')).toEqual(['Perruque full lace 250 %', 'Perruque lisse 13x4']);
  });

  it('filters by condition, lace colour, curl type and attachment (issue 31)', async () => {
    expect(await titles(visitor, '?condition=worn_like_new')).toEqual([
      'Perruque full lace 250 %',
      'Perruques bouclées kinky curly',
    ]);
    expect(await titles(visitor, '?condition=new_sealed')).toEqual(['Tissage brésilien deep wave']);
    expect(await titles(visitor, '?laceColour=hd')).toEqual(['Perruque lisse 13x4']);
    expect(await titles(visitor, '?laceColour=brown&sort=price_asc')).toEqual(['Perruque full lace 250 %']);
    expect(await titles(visitor, '?curlPattern=4B')).toEqual(['Perruques bouclées kinky curly']);
    expect(await titles(visitor, '?curlPattern=4C')).toEqual([]);
    expect(await titles(visitor, '?condition=worn_like_new&laceColour=transparent')).toEqual([
      'Perruques bouclées kinky curly',
    ]);
    // The count answers the same filters.
    expect((await visitor.get('/api/products?condition=worn_like_new')).json().total).toBe(2);
    // A listing from before the condition existed is in no condition's results, and unknown values filter nothing.
    expect(await titles(visitor, '?condition=used&laceColour=rose')).toHaveLength(5);
    const extensions = await insertProduct(t, sellerB, {
      title: 'Extensions tape-in 55 cm',
      category: 'Extensions',
      condition: 'new_sealed',
      attachment: 'tape_in',
      created_at: new Date(Date.UTC(2026, 10, 10)),
    });
    try {
      expect(await titles(visitor, '?attachment=tape_in')).toEqual(['Extensions tape-in 55 cm']);
      expect(await titles(visitor, '?attachment=clips')).toEqual([]);
      expect(await titles(visitor, '?condition=new_sealed&sort=price_desc')).toEqual([
        'Extensions tape-in 55 cm',
        'Tissage brésilien deep wave',
      ]);
    } finally {
      await t.ctx.db.updateTable('products').set({ deleted_at: new Date() }).where('id', '=', extensions).execute();
    }
  });

  it('treats the top of the price slider as "and above"', async () => {
    expect(await titles(visitor, '?priceMax=500')).toContain('Perruque full lace 250 %');
    expect(await titles(visitor, '?priceMax=490')).not.toContain('Perruque full lace 250 %');
  });

  it('sorts by price both ways', async () => {
    expect(await titles(visitor, '?sort=price_asc')).toEqual([
      'Bonnet en satin',
      'Tissage brésilien deep wave',
      'Perruques bouclées kinky curly',
      'Perruque lisse 13x4',
      'Perruque full lace 250 %',
    ]);
    expect((await titles(visitor, '?sort=price_desc'))[0]).toBe('Perruque full lace 250 %');
  });

  it.each(['recent', 'price_asc', 'price_desc'])(
    'pages with a cursor, each product exactly once (%s)',
    async (sort) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { total: number | null; items: { id: string }[]; nextCursor: string | null } = (
          await visitor.get(`/api/products?sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`)
        ).json();
        expect(page.total).toBe(cursor ? null : 5);
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(5);
      expect(new Set(seen).size).toBe(5);
    },
  );

  it('hides what the viewer hid and the products of sellers the viewer blocked', async () => {
    const buyer = await signIn(t, await createUser(t));
    expect((await buyer.post(`/api/products/${ids.curly}/hide`)).statusCode).toBe(204);
    expect((await buyer.put(`/api/blocks/${sellerB}`)).statusCode).toBe(204);
    expect(await titles(buyer)).toEqual(['Perruque lisse 13x4']);
    expect((await buyer.get('/api/products')).json().total).toBe(1);
    expect(await titles(visitor)).toHaveLength(5);
    await buyer.delete(`/api/blocks/${sellerB}`);
    expect(await titles(buyer)).toHaveLength(4);
  });

  it('binds each request its own values when the statement of that shape was already used', async () => {
    expect(await titles(visitor, '?category=Tissages&sort=price_asc')).toEqual(['Tissage brésilien deep wave']);
    expect(await titles(visitor, '?category=Accessoires&sort=price_asc')).toEqual(['Bonnet en satin']);
    expect(await titles(visitor, '?priceMin=80&priceMax=100')).toEqual(['Tissage brésilien deep wave']);
    expect(await titles(visitor, '?priceMin=10&priceMax=20')).toEqual(['Bonnet en satin']);
    const first = await signIn(t, await createUser(t));
    const second = await signIn(t, await createUser(t));
    await first.post(`/api/products/${ids.weave}/hide`);
    await second.post(`/api/products/${ids.bonnet}/hide`);
    expect(await titles(first)).not.toContain('Tissage brésilien deep wave');
    expect(await titles(first)).toContain('Bonnet en satin');
    expect(await titles(second)).not.toContain('Bonnet en satin');
    expect(await titles(second)).toContain('Tissage brésilien deep wave');
  });

  it('ignores unknown filter values and refuses a forged cursor in French', async () => {
    expect(await titles(visitor, '?category=Chapeaux&sort=nope')).toHaveLength(5);
    const forged = await visitor.get('/api/products?cursor=bm9wZQ');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe('Pagination invalide, rechargez la boutique');
    const cursor = (key: string) =>
      Buffer.from(JSON.stringify({ key, id: '00000000-0000-0000-0000-000000000000' })).toString('base64url');
    for (const key of ['hier', '2026-13-01 00:00:00+00', '2026-02-30 10:00:00+00']) {
      const refused = await visitor.get(`/api/products?cursor=${cursor(key)}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('INVALID_CURSOR');
    }
  });
});

describe('GET /api/products/:id', () => {
  it('says a sold-out product cannot be ordered, and the owner cannot order their own', async () => {
    expect((await visitor.get(`/api/products/${ids.soldOut}`)).json().viewer.canOrder).toBe(false);
    expect((await visitor.get(`/api/products/${ids.curly}`)).json().viewer.canOrder).toBe(true);
  });

  it('hides a product its owner hid from everyone but the owner', async () => {
    expect((await visitor.get(`/api/products/${ids.hidden}`)).statusCode).toBe(404);
  });
});
