import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createAdmin, createSeller, createUser, signIn } from '@test/factories';
import { pngImage } from '@test/files';
import type { TestClient } from '@test/http';
import { insertOneOrderLine } from '@test/order-line-factory';

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

async function uploadImages(client: TestClient, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await client.upload('/api/product-media?kind=image', {
      name: `p${i}.png`,
      type: 'image/png',
      data: await pngImage(),
    });
    ids.push(response.json().id);
  }
  return ids;
}

const productBody = (imageIds: string[], overrides: Record<string, unknown> = {}) => ({
  title: 'Perruque lace frontale 13x4 body wave',
  description: 'Cheveux vierges brésiliens, densité 180 %, 60 cm.',
  priceCents: 18_990,
  category: 'Perruques',
  hairType: 'Naturel',
  lengthCm: 60,
  texture: 'body_wave',
  lace: 'frontale_13x4',
  laceColour: 'hd',
  condition: 'new_unworn',
  imageIds,
  ...overrides,
});

describe('the picture formats the form promises', () => {
  it('accepts JPG, PNG, WebP, GIF and AVIF, as the help text says', async () => {
    const seller = await signIn(t, await createSeller(t));
    const picture = sharp({ create: { width: 64, height: 64, channels: 3, background: '#7a4b2a' } });
    const formats = [
      ['jpg', 'image/jpeg', await picture.clone().jpeg().toBuffer()],
      ['png', 'image/png', await picture.clone().png().toBuffer()],
      ['webp', 'image/webp', await picture.clone().webp().toBuffer()],
      ['gif', 'image/gif', await picture.clone().gif().toBuffer()],
      ['avif', 'image/avif', await picture.clone().avif().toBuffer()],
    ] as const;
    for (const [extension, type, data] of formats) {
      const response = await seller.upload('/api/product-media?kind=image', { name: `photo.${extension}`, type, data });
      expect(response.statusCode, extension).toBe(201);
    }
  });
});

describe('creating a product', () => {
  it('creates it with its images in order, and lists it in the shop', async () => {
    const imageIds = await uploadImages(seller, 2);
    const response = await seller.post('/api/products', productBody(imageIds));
    expect(response.statusCode).toBe(201);
    const product = response.json();
    expect(product).toMatchObject({
      title: 'Perruque lace frontale 13x4 body wave',
      priceCents: 18_990,
      stockQuantity: 1,
      laceColour: 'hd',
      condition: 'new_unworn',
    });
    expect(product.media.map((media: { id: string }) => media.id)).toEqual(imageIds);
    expect(product.viewer).toMatchObject({ isOwner: true, canOrder: false });
    const shop = (await seller.get('/api/products')).json();
    expect(shop.items.map((item: { id: string }) => item.id)).toContain(product.id);
  });

  it.each([
    [{ imageIds: [] }, 'Veuillez ajouter au moins une image'],
    [{ title: '' }, 'Le titre est requis'],
    [{ category: undefined }, 'Veuillez sélectionner une catégorie'],
    [{ priceCents: -1 }, 'Veuillez entrer un prix valide (ex. 49,99)'],
    [{ priceCents: 12.5 }, 'Veuillez entrer un prix valide (ex. 49,99)'],
    [{ priceCents: 0 }, 'Le prix minimum est de 1,00 €'],
    [{ priceCents: 1 }, 'Le prix minimum est de 1,00 €'],
    [{ priceCents: 99 }, 'Le prix minimum est de 1,00 €'],
    [
      {
        videoIds: [
          '00000000-0000-4000-8000-000000000001',
          '00000000-0000-4000-8000-000000000002',
          '00000000-0000-4000-8000-000000000003',
        ],
      },
      'Maximum 2 vidéos autorisées',
    ],
  ])('refuses %o with the French message and creates nothing', async (override, message) => {
    const before = await t.ctx.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await seller.post(
      '/api/products',
      productBody(['00000000-0000-4000-8000-00000000000a'], override),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    const after = await t.ctx.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses more than 6 images', async () => {
    const ids = Array.from({ length: 7 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
    const response = await seller.post('/api/products', productBody(ids));
    expect(response.json().error.message).toBe('Maximum 6 images autorisées');
  });

  it("cannot claim another seller's uploaded media", async () => {
    const other = await signIn(t, await createSeller(t));
    const [foreign] = await uploadImages(other, 1);
    const response = await seller.post('/api/products', productBody([foreign!]));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('MEDIA_NOT_FOUND');
  });

  it('refuses a buyer without the seller role', async () => {
    const buyer = await signIn(t, await createUser(t));
    const response = await buyer.post('/api/products', productBody(['00000000-0000-4000-8000-00000000000a']));
    expect(response.statusCode).toBe(403);
  });
});

describe('editing, hiding and deleting', () => {
  let productId: string;
  let imageIds: string[];
  beforeAll(async () => {
    imageIds = await uploadImages(seller, 3);
    productId = (await seller.post('/api/products', productBody(imageIds))).json().id;
  });

  it('lets the owner edit and drop an image, whose files are deleted', async () => {
    const dropped = (await seller.get(`/api/products/${productId}`)).json().media[2];
    const response = await seller.put(
      `/api/products/${productId}`,
      productBody([imageIds[1]!, imageIds[0]!], { title: 'Perruque body wave 60 cm', priceCents: 15_000 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Perruque body wave 60 cm', priceCents: 15_000 });
    expect(response.json().media.map((media: { id: string }) => media.id)).toEqual([imageIds[1], imageIds[0]]);
    expect((await t.app.inject({ method: 'GET', url: dropped.url })).statusCode).toBe(404);
  });

  it('refuses an edit under 1,00 € and keeps the price', async () => {
    const refused = await seller.put(`/api/products/${productId}`, productBody(imageIds, { priceCents: 1 }));
    expect([refused.statusCode, refused.json().error.message]).toEqual([400, 'Le prix minimum est de 1,00 €']);
    expect((await seller.get(`/api/products/${productId}`)).json().priceCents).not.toBe(1);
  });

  it('keeps a product with 6 images editable, and refuses a 7th on edit', async () => {
    const six = await uploadImages(seller, 6);
    const created = (await seller.post('/api/products', productBody(six))).json().id;
    const edited = await seller.put(`/api/products/${created}`, productBody(six, { title: 'Perruque 6 photos' }));
    expect(edited.statusCode).toBe(200);
    const seventh = await uploadImages(seller, 1);
    const refused = await seller.put(`/api/products/${created}`, productBody([...six, ...seventh]));
    expect(refused.json().error.message).toBe('Maximum 6 images autorisées');
  });

  it("answers another user's and an admin's edit, hide and delete like a missing product", async () => {
    const admin = await signIn(t, await createAdmin(t));
    const other = await signIn(t, await createSeller(t));
    for (const client of [other, admin]) {
      expect((await client.put(`/api/products/${productId}`, productBody(imageIds))).statusCode).toBe(404);
      expect((await client.patch(`/api/products/${productId}/availability`, { isAvailable: false })).statusCode).toBe(
        404,
      );
      expect((await client.delete(`/api/products/${productId}`)).statusCode).toBe(404);
    }
    expect((await seller.get(`/api/products/${productId}`)).json().title).toBe('Perruque body wave 60 cm');
  });

  it('hides from the shop and from others when the owner hides it, and shows again', async () => {
    const visitor = await signIn(t, await createUser(t));
    expect((await seller.patch(`/api/products/${productId}/availability`, { isAvailable: false })).json()).toEqual({
      isAvailable: false,
    });
    expect((await visitor.get(`/api/products/${productId}`)).statusCode).toBe(404);
    expect((await visitor.get('/api/products')).json().items.map((item: { id: string }) => item.id)).not.toContain(
      productId,
    );
    expect(
      (await seller.get('/api/me/products')).json().items.find((item: { id: string }) => item.id === productId)
        .isAvailable,
    ).toBe(false);
    await seller.patch(`/api/products/${productId}/availability`, { isAvailable: true });
    expect((await visitor.get(`/api/products/${productId}`)).statusCode).toBe(200);
  });

  it('lets an admin hide any listing, which its seller cannot undo; others may not', async () => {
    const admin = await signIn(t, await createAdmin(t));
    const buyer = await signIn(t, await createUser(t));
    const takedown = { hidden: true, reason: 'Photos volées' };
    expect((await buyer.patch(`/api/admin/products/${productId}/moderation`, takedown)).statusCode).toBe(403);
    expect((await seller.patch(`/api/admin/products/${productId}/moderation`, takedown)).statusCode).toBe(403);
    const noReason = await admin.patch(`/api/admin/products/${productId}/moderation`, { hidden: true });
    expect([noReason.statusCode, noReason.json().error.message]).toEqual([400, 'Veuillez indiquer la raison']);
    const response = await admin.patch(`/api/admin/products/${productId}/moderation`, takedown);
    expect(response.json()).toEqual({ hiddenByAdmin: true });
    await seller.patch(`/api/products/${productId}/availability`, { isAvailable: true });
    expect((await buyer.get(`/api/products/${productId}`)).statusCode).toBe(404);
    const log = await t.ctx.db
      .selectFrom('admin_logs')
      .select('action')
      .where('target_id', '=', productId)
      .executeTakeFirst();
    expect(log?.action).toBe('hide_product');
    // Its page, which only the seller and admins can still open, says why.
    for (const client of [seller, admin])
      expect((await client.get(`/api/products/${productId}`)).json().viewer.takedown).toEqual({
        reason: 'Photos volées',
      });
    await admin.patch(`/api/admin/products/${productId}/moderation`, { hidden: false });
    expect((await buyer.get(`/api/products/${productId}`)).json().viewer.takedown).toBeNull();
    expect((await seller.get(`/api/products/${productId}`)).json().viewer.takedown).toBeNull();
  });

  it('deletes the product and its files for the owner', async () => {
    const media = (await seller.get(`/api/products/${productId}`)).json().media;
    expect((await seller.delete(`/api/products/${productId}`)).statusCode).toBe(204);
    expect((await seller.get(`/api/products/${productId}`)).statusCode).toBe(404);
    expect(
      await t.ctx.db.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst(),
    ).toBeUndefined();
    for (const item of media) expect((await t.app.inject({ method: 'GET', url: item.largeUrl })).statusCode).toBe(404);
  });

  it('answers an unknown or malformed id with "Produit non trouvé"', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-id']) {
      const response = await seller.get(`/api/products/${id}`);
      expect(response.statusCode).toBe(id === 'pas-un-id' ? 400 : 404);
      expect(response.json().error.message).toBe('Produit non trouvé');
    }
  });
});

it('keeps a deleted product that has orders out of sight but in the order history', async () => {
  const [imageId] = await uploadImages(seller, 1);
  const productId = (await seller.post('/api/products', productBody([imageId!]))).json().id;
  const buyer = await createUser(t);
  const order = await t.ctx.db
    .insertInto('orders')
    .values({
      buyer_id: buyer.id,
      seller_id: sellerId,
      product_id: productId,
      price_cents: 18_990,
      delivery_cost_cents: 0,
      total_amount_cents: 18_990,
      commission_cents: 950,
      seller_amount_cents: 18_040,
      delivery_type: 'pickup',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertOneOrderLine(t.ctx, order.id);
  expect((await seller.delete(`/api/products/${productId}`)).statusCode).toBe(204);
  const row = await t.ctx.db
    .selectFrom('products')
    .select(['deleted_at', 'is_available'])
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  expect(row.deleted_at).not.toBeNull();
  expect((await seller.get('/api/me/products')).json().items.map((item: { id: string }) => item.id)).not.toContain(
    productId,
  );
});
