import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createSeller, createUser, signIn } from '@test/factories';
import { GPS_IFD_TAG, jpegClaiming, phoneJpegWithGps, pngImage, tinyMp4 } from '@test/files';
import type { TestClient } from '@test/http';

let t: TestApp;
let seller: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  seller = await signIn(t, await createSeller(t));
});
afterAll(async () => t.close());

const upload = (client: TestClient, kind: 'image' | 'video', name: string, type: string, data: Buffer) =>
  client.upload(`/api/product-media?kind=${kind}`, { name, type, data });

describe('POST /api/product-media', () => {
  it('stores a phone photo upright, as WebP renditions with no metadata at all', async () => {
    const original = await phoneJpegWithGps(640, 480);
    expect((await sharp(original).metadata()).exif?.includes(GPS_IFD_TAG)).toBe(true);

    const response = await upload(seller, 'image', 'photo.jpg', 'image/jpeg', original);
    expect(response.statusCode).toBe(201);
    const media = response.json();
    expect(media).toMatchObject({ kind: 'image', width: 480, height: 640 });
    for (const url of [media.url, media.largeUrl]) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.headers['content-type']).toBe('image/webp');
      const metadata = await sharp(file.rawPayload).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.height).toBeGreaterThan(metadata.width ?? 0);
    }
  });

  it('judges the type by the bytes, not by the name or the declared type', async () => {
    const text = await upload(seller, 'image', 'perruque.jpg', 'image/jpeg', Buffer.from('pas une image du tout'));
    expect(text.statusCode).toBe(400);
    expect(text.json().error.message).toBe("perruque.jpg n'est pas une image valide");

    const pngCalledVideo = await upload(seller, 'video', 'clip.mp4', 'video/mp4', await pngImage());
    expect(pngCalledVideo.json().error.message).toBe("clip.mp4 n'est pas une vidéo valide");

    const renamedPng = await upload(seller, 'image', 'photo.gif', 'image/gif', await pngImage());
    expect(renamedPng.statusCode).toBe(201);
  });

  it('accepts a real MP4 as a video', async () => {
    const response = await upload(seller, 'video', 'demo.mp4', 'video/mp4', tinyMp4());
    expect(response.statusCode).toBe(201);
    expect(response.json().url).toMatch(/\.mp4$/);
  });

  it('refuses an image over 5 MB with the spec message', async () => {
    const big = Buffer.concat([await pngImage(), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(seller, 'image', 'grosse.png', 'image/png', big);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('grosse.png est trop volumineux (max 5MB)');
  });

  it.each([
    ['30 MP in a few KB', () => pngImage(6000, 5000), 'bombe.png est une image trop grande (max 25 mégapixels)'],
    [
      'a header claiming 60 000 × 60 000',
      () => jpegClaiming(60_000, 60_000),
      'bombe.png est une image trop grande (max 25 mégapixels)',
    ],
    [
      'a strip 13 times longer than wide',
      () => pngImage(4000, 300),
      "bombe.png est une image trop allongée (un côté au plus 10 fois plus long que l'autre)",
    ],
  ])('refuses %s before decoding it, storing nothing', async (_label, picture, message) => {
    const count = () =>
      t.ctx.db
        .selectFrom('product_media')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
    const before = await count();
    const response = await upload(seller, 'image', 'bombe.png', 'image/png', await picture());
    expect([response.statusCode, response.json().error.message]).toEqual([400, message]);
    expect(await count()).toEqual(before);
  });

  it('refuses a buyer who is not a seller, and a visitor', async () => {
    const buyer = await signIn(t, await createUser(t));
    const asBuyer = await upload(buyer, 'image', 'a.png', 'image/png', await pngImage());
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json().error.message).toBe('Vous devez être vendeur pour publier une annonce');
    const count = await t.ctx.db
      .selectFrom('product_media')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/product-media?kind=image',
      headers: { origin: t.ctx.config.publicUrl },
    });
    expect(visitor.statusCode).toBe(401);
    const after = await t.ctx.db
      .selectFrom('product_media')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(count.n));
  });

  it('asks for a file when none is sent', async () => {
    const response = await seller.post('/api/product-media?kind=image', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Veuillez sélectionner un fichier');
  });
});
