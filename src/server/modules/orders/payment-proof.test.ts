import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { jpegClaiming, phoneJpegWithGps, pngImage, storedPicture, storedPrivateFiles } from '@test/files';
import {
  checkout,
  homeCheckout,
  orderParties,
  paymentIdOf,
  pdfProof,
  pngProof,
  uploadProof,
} from '@test/order-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function pendingOrder() {
  const p = await orderParties(t);
  const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
  return { ...p, orderId };
}

const paymentOf = (orderId: string) =>
  t.ctx.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();

describe('payment proof upload', () => {
  it.each([
    ['a PNG', pngProof],
    ['a JPG', async () => ({ name: 'recu.jpg', type: 'image/jpeg', data: await phoneJpegWithGps(80, 60) })],
    ['a PDF', async () => pdfProof()],
  ])('accepts %s and stores it privately', async (_label, file) => {
    const p = await pendingOrder();
    const response = await uploadProof(p.buyerClient, p.orderId, await file());
    expect(response.statusCode).toBe(200);
    const payment = await paymentOf(p.orderId);
    expect(payment.proof_key).toMatch(/^private\/payment-proofs\//);
    expect(await t.ctx.storage.get(payment.proof_key ?? '')).not.toBeNull();
  });

  it.each([
    [
      'a text file named .png',
      { name: 'faux.png', type: 'image/png', data: Buffer.from('ceci n’est pas une image') },
      'Seuls les fichiers JPG, PNG et PDF sont autorisés',
    ],
    [
      'a GIF',
      { name: 'anim.gif', type: 'image/gif', data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary') },
      'Seuls les fichiers JPG, PNG et PDF sont autorisés',
    ],
    [
      'a file over 5 MB',
      {
        name: 'gros.pdf',
        type: 'application/pdf',
        data: Buffer.concat([pdfProof().data, Buffer.alloc(5 * 1024 * 1024)]),
      },
      'La taille du fichier doit être inférieure à 5 Mo',
    ],
    [
      'an empty file',
      { name: 'vide.png', type: 'image/png', data: Buffer.alloc(0) },
      'Veuillez sélectionner un fichier',
    ],
  ])('refuses %s in French and changes nothing', async (_label, file, message) => {
    const p = await pendingOrder();
    const response = await uploadProof(p.buyerClient, p.orderId, file);
    expect([response.statusCode, response.json().error.message]).toEqual([400, message]);
    expect(await paymentOf(p.orderId)).toMatchObject({ status: 'pending', proof_key: null });
  });

  it('keeps only the picture of a phone photo: upright WebP, at most 2000 px, no GPS or other tag', async () => {
    const p = await pendingOrder();
    const photo = { name: 'recu.jpg', type: 'image/jpeg', data: await phoneJpegWithGps(2400, 1800) };
    expect((await uploadProof(p.buyerClient, p.orderId, photo)).statusCode).toBe(200);
    const { proof_key } = await paymentOf(p.orderId);
    expect(proof_key).toMatch(/\.webp$/);
    expect(await storedPicture(t, proof_key ?? '')).toEqual({
      contentType: 'image/webp',
      exif: undefined,
      xmp: undefined,
      width: 1500,
      height: 2000,
    });
  });

  it.each([
    ['more pixels than a phone takes', () => pngImage(6000, 5000), 'Image trop grande (max 25 mégapixels)'],
    ['a header claiming 60 000 × 60 000', () => jpegClaiming(60_000, 60_000), 'Image trop grande (max 25 mégapixels)'],
    [
      'a strip 13 times longer than wide',
      () => pngImage(4000, 300),
      "Image trop allongée (un côté au plus 10 fois plus long que l'autre)",
    ],
  ])('refuses %s in French, storing nothing', async (_label, picture, message) => {
    const p = await pendingOrder();
    const before = await storedPrivateFiles(t, 'payment-proofs');
    const response = await uploadProof(p.buyerClient, p.orderId, {
      name: 'x.png',
      type: 'image/png',
      data: await picture(),
    });
    expect([response.statusCode, response.json().error.message]).toEqual([400, message]);
    expect(await paymentOf(p.orderId)).toMatchObject({ status: 'pending', proof_key: null });
    expect(await storedPrivateFiles(t, 'payment-proofs')).toEqual(before);
  });

  it('asks for a file when none is sent', async () => {
    const p = await pendingOrder();
    const response = await p.buyerClient.post(`/api/orders/${p.orderId}/payment-proof`, {});
    expect([response.statusCode, response.json().error.message]).toEqual([400, 'Veuillez sélectionner un fichier']);
  });

  it('refuses a second proof while the first waits, and accepts a new one after a rejection', async () => {
    const p = await pendingOrder();
    await uploadProof(p.buyerClient, p.orderId, await pngProof());
    const twice = await uploadProof(p.buyerClient, p.orderId, await pngProof());
    expect([twice.statusCode, twice.json().error.message]).toEqual([
      409,
      'Le paiement de cette commande a déjà été soumis',
    ]);

    const paymentId = await paymentIdOf(t, p.orderId);
    expect(
      (await p.adminClient.post(`/api/admin/payments/${paymentId}/reject`, { note: 'Montant incorrect.' })).statusCode,
    ).toBe(200);
    const rejected = (await p.buyerClient.get(`/api/orders/${p.orderId}`)).json();
    expect(rejected).toMatchObject({
      status: 'pending_payment',
      payment: { status: 'rejected', adminNotes: 'Montant incorrect.' },
      allowedActions: ['submitPayment', 'cancel'],
    });

    const resent = await uploadProof(p.buyerClient, p.orderId, pdfProof());
    expect(resent.json()).toMatchObject({
      status: 'payment_submitted',
      payment: { status: 'submitted', adminNotes: null },
    });
  });
});

describe('who can read a proof', () => {
  it('gives the buyer and the admin a URL signed for one hour, never the seller', async () => {
    const p = await pendingOrder();
    await uploadProof(p.buyerClient, p.orderId, await pngProof());
    const buyerUrl = (await p.buyerClient.get(`/api/orders/${p.orderId}`)).json().payment.proofUrl;
    const adminView = (await p.adminClient.get('/api/admin/payments?status=submitted'))
      .json()
      .payments.find((x: { orderId: string }) => x.orderId === p.orderId);
    const sellerView = (await p.sellerClient.get(`/api/orders/${p.orderId}`)).json();
    expect(sellerView.payment).toMatchObject({ hasProof: true, proofUrl: null });
    expect(adminView).toMatchObject({
      hasProof: true,
      proofUrl: expect.stringMatching(/^\/media\/private\/payment-proofs\/.+\?expires=\d+&signature=/),
    });

    const file = await p.buyerClient.get(buyerUrl);
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await p.buyerClient.get(buyerUrl.replace(/signature=[^&]+/, 'signature=falsifiee'))).statusCode).toBe(403);
    // The key alone opens nothing.
    expect((await p.sellerClient.get(buyerUrl.split('?')[0])).statusCode).toBe(400);
    t.clock.advance(3601 * 1000);
    expect((await p.buyerClient.get(buyerUrl)).statusCode).toBe(403);
  });

  it('keeps the views working when the stored proof is gone', async () => {
    const p = await pendingOrder();
    await uploadProof(p.buyerClient, p.orderId, await pngProof());
    const payment = await paymentOf(p.orderId);
    await t.ctx.storage.delete(payment.proof_key ?? '');
    const view = await p.buyerClient.get(`/api/orders/${p.orderId}`);
    expect(view.statusCode).toBe(200);
    expect((await p.buyerClient.get(view.json().payment.proofUrl)).statusCode).toBe(404);
    expect((await p.adminClient.get('/api/admin/payments?status=submitted')).statusCode).toBe(200);
  });
});
