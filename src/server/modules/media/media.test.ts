import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.storage.put('public/products/p1/a-card.webp', Buffer.from('webp-bytes'), 'image/webp');
  await t.ctx.storage.put('private/payment-proofs/u1/proof.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('public media', () => {
  it('is served with an immutable cache header', async () => {
    const response = await get('/media/public/products/p1/a-card.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers a 5,000-character path as a missing file', async () => {
    const response = await get(`/media/public/products/${'a'.repeat(5000)}.webp`);
    expect([response.statusCode, response.json().error.message]).toEqual([404, 'Fichier introuvable']);
  });

  it('cannot climb out of the storage folder', async () => {
    const response = await get('/media/public/..%2f..%2fsecrets.json');
    expect([403, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('auth');
  });
});

describe('private files', () => {
  const key = 'private/payment-proofs/u1/proof.pdf';

  it('are refused without a signature', async () => {
    const response = await get(`/media/${key}`);
    expect(response.statusCode).toBe(400);
  });

  it('open through a fresh signed URL, not cached', async () => {
    const response = await get(t.ctx.signer.signedUrl(key, 3600));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('%PDF-1.4');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('are downloads when not pictures, sandboxed so nothing in them runs at our origin', async () => {
    const response = await get(t.ctx.signer.signedUrl(key, 3600));
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="proof.pdf"',
      'content-security-policy': 'sandbox',
      'x-content-type-options': 'nosniff',
    });
  });

  it('answer a 5,000-character path, even signed, as a missing file', async () => {
    const response = await get(t.ctx.signer.signedUrl(`private/payment-proofs/${'a'.repeat(5000)}.pdf`, 3600));
    expect([response.statusCode, response.json().error.message]).toEqual([404, 'Fichier introuvable']);
  });

  it('are refused once the URL has expired', async () => {
    const url = t.ctx.signer.signedUrl(key, 3600);
    t.clock.advance(3601 * 1000);
    const response = await get(url);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Lien expiré ou invalide');
  });

  it('are refused when the signature belongs to another file', async () => {
    const url = t.ctx.signer.signedUrl('private/payment-proofs/u1/other.pdf', 3600);
    const tampered = url.replace('other.pdf', 'proof.pdf');
    expect((await get(tampered)).statusCode).toBe(403);
  });
});
