import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';

// 1,000 distinct-enough bytes: any slice tells where it came from.
const video = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const videoUrl = '/media/public/products/clip.mp4';
const proofKey = 'private/payment-proofs/u1/proof.pdf';
const proof = Buffer.from(`%PDF-1.4\n${'x'.repeat(2000)}`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.storage.put('public/products/clip.mp4', video, 'video/mp4');
  await t.ctx.storage.put(proofKey, proof, 'application/pdf');
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip', ...headers } });

describe('a video, as iOS Safari plays it', () => {
  it('says it takes ranges, and sends the whole file without one', async () => {
    const response = await get(videoUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-type': 'video/mp4',
      'content-length': '1000',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toEqual(video);
  });

  it.each([
    ['the start', 'bytes=0-1', 0, 1],
    ['the middle', 'bytes=400-499', 400, 499],
    ['the end, open', 'bytes=990-', 990, 999],
    ['a suffix', 'bytes=-100', 900, 999],
  ])('sends %s as 206 Partial Content', async (_what, range, start, end) => {
    const response = await get(videoUrl, { range });
    expect(response.statusCode).toBe(206);
    expect(response.headers).toMatchObject({
      'content-range': `bytes ${start}-${end}/1000`,
      'content-length': String(end - start + 1),
      'content-type': 'video/mp4',
    });
    expect(response.rawPayload).toEqual(video.subarray(start, end + 1));
  });

  it('answers a range past the end with 416, the size and a French message', async () => {
    const response = await get(videoUrl, { range: 'bytes=1000-1999' });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */1000');
    expect(response.json().error.message).toBe('La partie demandée est en dehors du fichier');
  });

  it('sends the whole file again when the copy the player holds is another one (If-Range)', async () => {
    const response = await get(videoUrl, { range: 'bytes=0-9', 'if-range': '"une-autre-version"' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(video);
    const { etag } = response.headers;
    const resumed = await get(videoUrl, { range: 'bytes=0-9', 'if-range': String(etag) });
    expect([resumed.statusCode, resumed.rawPayload]).toEqual([206, video.subarray(0, 10)]);
  });

  it('answers HEAD with the length and no body, as players probe before asking for ranges', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: videoUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ 'content-length': '1000', 'accept-ranges': 'bytes' });
    expect(response.rawPayload.length).toBe(0);
  });

  it('still answers a missing file as missing, whatever the range', async () => {
    const response = await get('/media/public/products/absent.mp4', { range: 'bytes=0-1' });
    expect([response.statusCode, response.json().error.message]).toEqual([404, 'Fichier introuvable']);
  });
});

describe('a private file through its signed URL', () => {
  it('resumes a download from a range, keeping its private and sandbox headers', async () => {
    const response = await get(t.ctx.signer.signedUrl(proofKey, 3600), { range: 'bytes=0-7' });
    expect(response.statusCode).toBe(206);
    expect(response.body).toBe('%PDF-1.4');
    expect(response.headers).toMatchObject({
      'content-range': `bytes 0-7/${proof.length}`,
      'cache-control': 'private, no-store',
      'content-security-policy': 'sandbox',
      'content-disposition': 'attachment; filename="proof.pdf"',
    });
  });

  it('is never compressed, so its length and ranges are the stored bytes', async () => {
    const response = await get(t.ctx.signer.signedUrl(proofKey, 3600));
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(proof.length));
  });
});
