import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { clientFor, createUser, signIn } from '@test/factories';
import { jpegClaiming, phoneJpegWithGps, pngImage, storedPicture, storedPrivateFiles } from '@test/files';
import { deliveredOrder, notificationsOf, orderParties, paidOrder, pdfProof } from '@test/order-factories';
import { refusalReason, requestReturn } from '@test/return-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const expired = 'Le délai de retour (2 semaines) est expiré';
const photo = async (name = 'defaut.png') => ({ name, type: 'image/png', data: await pngImage(40, 40) });
const reason = { reason: 'defective', description: 'La perruque perd ses cheveux' };

async function delivered() {
  const p = await orderParties(t);
  return { ...p, orderId: await deliveredOrder(t, p) };
}

const returnsOf = (orderId: string) =>
  t.ctx.db.selectFrom('returns').selectAll().where('order_id', '=', orderId).execute();

describe('return request', () => {
  it('creates a pending return with private photos the seller sees through signed URLs', async () => {
    const p = await delivered();
    const response = await requestReturn(p.buyerClient, p.orderId, reason, [await photo(), await photo('b.png')]);
    expect(response.statusCode).toBe(200);
    const view = response.json();
    expect(view.return).toMatchObject({ status: 'pending', reason: 'defective', allowedActions: ['cancel'] });
    expect(view.canRequestReturn).toBe(false);

    const seller = (await p.sellerClient.get(`/api/orders/${p.orderId}`)).json();
    expect(seller.return.allowedActions).toEqual(['approve', 'reject']);
    expect(seller.return.photoUrls).toHaveLength(2);
    const opened = await clientFor(t).get(seller.return.photoUrls[0]);
    expect([opened.statusCode, opened.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(await notificationsOf(t, p.seller.id)).toContainEqual(
      expect.objectContaining({ type: 'return_status', title: 'Nouvelle demande de retour' }),
    );
  });

  it('never serves a return photo without a valid signature', async () => {
    const p = await delivered();
    await requestReturn(p.buyerClient, p.orderId, reason, [await photo()]);
    const [stored] = await t.ctx.db.selectFrom('return_photos').selectAll().orderBy('id', 'desc').limit(1).execute();
    const key = stored?.storage_key ?? '';
    expect(key).toMatch(/^private\/return-photos\//);
    const visitor = clientFor(t);
    expect((await visitor.get(`/media/${key}`)).statusCode).toBe(400);
    const other = t.ctx.signer.signedUrl('private/return-photos/other.png', 3600);
    expect((await visitor.get(other.replace('other.png', key.split('/').pop() ?? ''))).statusCode).toBe(403);
    // A stranger cannot even get the order view that carries the signed URLs.
    const stranger = await signIn(t, await createUser(t));
    expect((await stranger.get(`/api/orders/${p.orderId}`)).statusCode).toBe(404);
  });

  it('lets the buyer ask without photos and without a description', async () => {
    const p = await delivered();
    const response = await requestReturn(p.buyerClient, p.orderId, { reason: 'other' });
    expect([response.statusCode, response.json().return.description]).toEqual([200, null]);
  });

  it.each([
    ['no reason', {}, [], 'Veuillez sélectionner une raison de retour'],
    ['an unknown reason', { reason: 'bored' }, [], 'Veuillez sélectionner une raison de retour'],
  ])('refuses %s in French and creates nothing', async (_label, fields, photos, message) => {
    const p = await delivered();
    const response = await requestReturn(p.buyerClient, p.orderId, fields, photos);
    expect([response.statusCode, response.json().error.message]).toEqual([400, message]);
    expect(await returnsOf(p.orderId)).toEqual([]);
  });

  it.each([
    ['a text file named .png', { name: 'faux.png', type: 'image/png', data: Buffer.from('pas une image') }],
    ['a PDF', pdfProof()],
  ])('refuses %s as a photo and stores nothing', async (_label, file) => {
    const p = await delivered();
    const before = await t.ctx.db.selectFrom('return_photos').select('id').execute();
    const response = await requestReturn(p.buyerClient, p.orderId, reason, [await photo(), file]);
    expect([response.statusCode, response.json().error.message]).toEqual([
      400,
      'Seuls les fichiers JPG, PNG et WEBP sont autorisés',
    ]);
    expect(await returnsOf(p.orderId)).toEqual([]);
    expect(await t.ctx.db.selectFrom('return_photos').select('id').execute()).toHaveLength(before.length);
  });

  it('never hands the seller the buyer’s position: photos keep their picture, upright, and no tag', async () => {
    const p = await delivered();
    const phone = { name: 'IMG_0042.jpg', type: 'image/jpeg', data: await phoneJpegWithGps(640, 480) };
    expect((await requestReturn(p.buyerClient, p.orderId, reason, [phone])).statusCode).toBe(200);
    const { storage_key } = await t.ctx.db
      .selectFrom('return_photos')
      .innerJoin('returns', 'returns.id', 'return_photos.return_id')
      .select('storage_key')
      .where('returns.order_id', '=', p.orderId)
      .executeTakeFirstOrThrow();
    expect(await storedPicture(t, storage_key)).toEqual({
      contentType: 'image/webp',
      exif: undefined,
      xmp: undefined,
      width: 480,
      height: 640,
    });
  });

  it('refuses a decompression bomb by its header, before storing any photo', async () => {
    const p = await delivered();
    const before = await storedPrivateFiles(t, 'return-photos');
    const bomb = { name: 'bombe.jpg', type: 'image/jpeg', data: await jpegClaiming(20_000, 20_000) };
    const response = await requestReturn(p.buyerClient, p.orderId, reason, [await photo(), bomb]);
    expect([response.statusCode, response.json().error.message]).toEqual([
      400,
      'Image trop grande (max 25 mégapixels)',
    ]);
    expect(await returnsOf(p.orderId)).toEqual([]);
    expect(await storedPrivateFiles(t, 'return-photos')).toEqual(before);
  });

  it('refuses more than five photos and a photo over 5 MB', async () => {
    const p = await delivered();
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => photo(`${n}.png`)));
    const many = await requestReturn(p.buyerClient, p.orderId, reason, six);
    expect([many.statusCode, many.json().error.message]).toEqual([400, 'Vous pouvez ajouter au plus 5 photos']);
    const big = {
      name: 'gros.png',
      type: 'image/png',
      data: Buffer.concat([await pngImage(10, 10), Buffer.alloc(5 * 1024 * 1024)]),
    };
    const large = await requestReturn(p.buyerClient, p.orderId, reason, [big]);
    expect([large.statusCode, large.json().error.message]).toEqual([
      400,
      'La taille du fichier doit être inférieure à 5 Mo',
    ]);
    expect(await returnsOf(p.orderId)).toEqual([]);
  });

  it('is for the buyer only', async () => {
    const p = await delivered();
    expect((await requestReturn(clientFor(t), p.orderId, reason)).statusCode).toBe(401);
    const seller = await requestReturn(p.sellerClient, p.orderId, reason);
    expect(seller.statusCode).toBe(403);
    const stranger = await signIn(t, await createUser(t));
    expect((await requestReturn(stranger, p.orderId, reason)).statusCode).toBe(404);
    expect((await requestReturn(p.adminClient, p.orderId, reason)).statusCode).toBe(403);
    expect(await returnsOf(p.orderId)).toEqual([]);
  });

  it('refuses an order not delivered yet, with the spec message', async () => {
    const p = await orderParties(t);
    const orderId = await paidOrder(t, p);
    const response = await requestReturn(p.buyerClient, orderId, reason);
    expect([response.statusCode, response.json().error.message]).toEqual([409, expired]);
    expect((await p.buyerClient.get(`/api/orders/${orderId}`)).json().canRequestReturn).toBe(false);
  });

  it('allows one live return per order, and a new one after a rejection', async () => {
    const p = await delivered();
    const first = await requestReturn(p.buyerClient, p.orderId, reason);
    const second = await requestReturn(p.buyerClient, p.orderId, reason);
    expect([second.statusCode, second.json().error.message]).toEqual([409, expired]);
    await p.sellerClient.post(`/api/returns/${first.json().return.id}/reject`, refusalReason);
    expect((await p.buyerClient.get(`/api/orders/${p.orderId}`)).json().canRequestReturn).toBe(true);
    const again = await requestReturn(p.buyerClient, p.orderId, reason);
    expect([again.statusCode, again.json().return.status]).toEqual([200, 'pending']);
    expect(await returnsOf(p.orderId)).toHaveLength(2);
  });
});

describe('the 14-day return window', () => {
  it('is open at 13 days 23 hours after delivery', async () => {
    const p = await delivered();
    t.clock.advance(13 * DAY + 23 * HOUR);
    expect((await p.buyerClient.get(`/api/orders/${p.orderId}`)).json().canRequestReturn).toBe(true);
    expect((await requestReturn(p.buyerClient, p.orderId, reason)).statusCode).toBe(200);
  });

  it('is closed at 14 days 1 hour after delivery', async () => {
    const p = await delivered();
    t.clock.advance(14 * DAY + HOUR);
    expect((await p.buyerClient.get(`/api/orders/${p.orderId}`)).json().canRequestReturn).toBe(false);
    const response = await requestReturn(p.buyerClient, p.orderId, reason);
    expect([response.statusCode, response.json().error.message]).toEqual([409, expired]);
    expect(await returnsOf(p.orderId)).toEqual([]);
  });
});
