import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { createSeller, createUser, signIn } from '@test/factories';
import { pngImage } from '@test/files';
import type { TestClient } from '@test/http';

// Issue 31: the listing's 'État' and the hair details (decision 057).
let t: TestApp;
let seller: TestClient;
let sellerId: string;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createSeller(t);
  sellerId = user.id;
  seller = await signIn(t, user);
});
afterAll(async () => t.close());

async function imageId(): Promise<string> {
  const response = await seller.upload('/api/product-media?kind=image', {
    name: 'photo.png',
    type: 'image/png',
    data: await pngImage(),
  });
  return response.json().id;
}

const body = async (overrides: Record<string, unknown> = {}) => ({
  title: 'Perruque kinky curly frontale',
  description: 'Cheveux vierges, 50 cm.',
  priceCents: 19_900,
  category: 'Perruques',
  hairType: 'Naturel',
  condition: 'new_unworn',
  imageIds: [await imageId()],
  ...overrides,
});

const productCount = async () =>
  Number(
    (
      await t.ctx.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("the 'État' of a listing", () => {
  it.each(['Perruques', 'Tissages', 'Extensions'])(
    'is required for %s, in French, and nothing is created without it',
    async (category) => {
      const before = await productCount();
      const response = await seller.post('/api/products', await body({ category, condition: undefined }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe("Veuillez indiquer l'état de l'article");
      expect(await productCount()).toBe(before);
    },
  );

  it('is optional for an accessory, which then shows none', async () => {
    const response = await seller.post(
      '/api/products',
      await body({ category: 'Accessoires', hairType: null, condition: null, title: 'Bonnet en satin' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().condition).toBeNull();
  });

  it('is required on edit too, and an older listing without one shows none until then', async () => {
    const oldId = await insertProduct(t, sellerId, { title: 'Perruque d’avant' });
    const page = (await seller.get(`/api/products/${oldId}`)).json();
    expect(page.condition).toBeNull();
    const card = (await seller.get('/api/products?q=avant')).json().items[0];
    expect(card).toMatchObject({ id: oldId, condition: null });

    const refused = await seller.put(`/api/products/${oldId}`, await body({ condition: null }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe("Veuillez indiquer l'état de l'article");
    const edited = await seller.put(`/api/products/${oldId}`, await body({ condition: 'worn_good' }));
    expect(edited.statusCode).toBe(200);
    expect((await seller.get(`/api/products/${oldId}`)).json().condition).toBe('worn_good');
  });

  it.each([
    [{ condition: 'used' }, 'État invalide'],
    [{ laceColour: 'rose' }, 'Couleur de lace invalide'],
    [{ curlPattern: '5A' }, 'Type de boucle invalide (3A à 4C)'],
    [{ category: 'Extensions', attachment: 'glue' }, 'Type de pose invalide'],
    [{ category: 'Tissages', bundleCount: 0 }, 'Le nombre de paquets doit être compris entre 1 et 10'],
    [{ category: 'Tissages', bundleCount: 2.5 }, 'Le nombre de paquets doit être compris entre 1 et 10'],
    [{ category: 'Tissages', bundleWeightG: 900 }, 'Le poids par paquet doit être compris entre 10 et 500 g'],
  ])('refuses %o with a French message', async (override, message) => {
    const before = await productCount();
    const response = await seller.post('/api/products', await body(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(await productCount()).toBe(before);
  });
});

describe('the hair details', () => {
  it("keeps a wig's lace colour, hairline, knots, dye and curl type, and shows them on its page", async () => {
    const created = await seller.post(
      '/api/products',
      await body({
        laceColour: 'hd',
        prePlucked: true,
        bleachedKnots: true,
        dyeable: true,
        curlPattern: '4C',
        condition: 'worn_like_new',
      }),
    );
    expect(created.statusCode).toBe(201);
    const buyer = await signIn(t, await createUser(t));
    const page = (await buyer.get(`/api/products/${created.json().id}`)).json();
    expect(page).toMatchObject({
      condition: 'worn_like_new',
      laceColour: 'hd',
      prePlucked: true,
      bleachedKnots: true,
      dyeable: true,
      curlPattern: '4C',
      bundleCount: null,
      attachment: null,
    });
  });

  it('keeps bundles for a weave and the attachment for extensions, and drops details of another category', async () => {
    const weave = await seller.post(
      '/api/products',
      await body({
        title: 'Tissage deep wave 3 paquets',
        category: 'Tissages',
        bundleCount: 3,
        bundleWeightG: 100,
        laceColour: 'hd',
        attachment: 'clips',
      }),
    );
    expect(weave.json()).toMatchObject({ bundleCount: 3, bundleWeightG: 100, laceColour: null, attachment: null });
    const extensions = await seller.post(
      '/api/products',
      await body({
        title: 'Extensions tape-in 55 cm',
        category: 'Extensions',
        hairType: 'Synthétique',
        attachment: 'tape_in',
        curlPattern: '3B',
        bundleCount: 2,
        prePlucked: true,
      }),
    );
    // A curl type describes natural hair: not kept on synthetic fibre.
    expect(extensions.json()).toMatchObject({
      attachment: 'tape_in',
      curlPattern: null,
      bundleCount: null,
      prePlucked: false,
    });
  });
});

describe('search', () => {
  it("finds 'HD lace 4C' by the details, not only by the title", async () => {
    const other = await signIn(t, await createSeller(t));
    const picture = async () =>
      (
        await other.upload('/api/product-media?kind=image', {
          name: 'p.png',
          type: 'image/png',
          data: await pngImage(),
        })
      ).json().id as string;
    const make = async (title: string, details: Record<string, unknown>) =>
      (
        await other.post('/api/products', {
          ...(await body()),
          title,
          description: 'Belle perruque naturelle.',
          imageIds: [await picture()],
          ...details,
        })
      ).json().id as string;
    const match = await make('Perruque Nala', { laceColour: 'hd', curlPattern: '4C' });
    const transparent = await make('Perruque Zuri', { laceColour: 'transparent', curlPattern: '4C' });
    const curlier = await make('Perruque Imani', { laceColour: 'hd', curlPattern: '3A' });
    const found = (await other.get(`/api/products?q=${encodeURIComponent('HD lace 4C')}`)).json();
    const ids = found.items.map((item: { id: string }) => item.id);
    expect(ids).toContain(match);
    expect(ids).not.toContain(transparent);
    expect(ids).not.toContain(curlier);
    const sealed = (await other.get(`/api/products?q=${encodeURIComponent('lace marron')}`)).json();
    expect(sealed.items).toEqual([]);
  });

  it("finds a listing by its condition's French words", async () => {
    const id = (
      await seller.post('/api/products', await body({ title: 'Perruque Kemi', condition: 'new_sealed' }))
    ).json().id;
    const found = (await seller.get(`/api/products?q=${encodeURIComponent('Kemi neuf scellé')}`)).json();
    expect(found.items.map((item: { id: string }) => item.id)).toEqual([id]);
  });
});
