import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { type S3Server, startS3Server } from '@test/s3-server';

const video = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const key = 'public/products/clip.mp4';

let s3: S3Server;
const s3Env = () => ({
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: s3.endpoint,
  S3_BUCKET: s3.bucket,
  S3_REGION: s3.region,
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
});
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => s3.close());

describe('media kept on S3, streamed through the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: s3Env() });
    await t.ctx.storage.put(key, video, 'video/mp4');
  });
  afterAll(async () => t.close());

  const get = (range?: string) =>
    t.app.inject({ method: 'GET', url: `/media/${key}`, headers: range ? { range } : {} });

  it('sends the whole video with its length and the promise of ranges', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ 'accept-ranges': 'bytes', 'content-length': '1000' });
    expect(response.rawPayload).toEqual(video);
  });

  it.each([
    ['bytes=0-1', 0, 1],
    ['bytes=500-549', 500, 549],
    ['bytes=-10', 990, 999],
  ])('sends %s as 206, read from the store', async (range, start, end) => {
    const response = await get(range);
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
    expect(response.rawPayload).toEqual(video.subarray(start, end + 1));
  });

  it('answers a range past the end with 416', async () => {
    const response = await get('bytes=5000-');
    expect([response.statusCode, response.headers['content-range']]).toEqual([416, 'bytes */1000']);
  });
});

describe('public media redirected to the bucket (S3_PUBLIC_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...s3Env(), S3_PUBLIC_URL: `${s3.endpoint}/${s3.bucket}/` } });
    await t.ctx.storage.put(key, video, 'video/mp4');
  });
  afterAll(async () => t.close());

  it('sends the browser to the store, which serves the file and its ranges', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/media/${key}` });
    expect(response.statusCode).toBe(302);
    const location = `${s3.endpoint}/${s3.bucket}/${key}`;
    expect(response.headers.location).toBe(location);
    const fromStore = await fetch(location, { headers: { range: 'bytes=0-9' } });
    expect(fromStore.status).toBe(206);
    expect(Buffer.from(await fromStore.arrayBuffer())).toEqual(video.subarray(0, 10));
  });

  it("lets the pages show pictures and videos from the store's address", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain(`img-src 'self' data: blob: ${s3.endpoint}`);
    expect(policy).toContain(`media-src 'self' blob: ${s3.endpoint}`);
  });

  it('keeps private files behind signed URLs, streamed by the app', async () => {
    await t.ctx.storage.put('private/payment-proofs/u1/p.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    const response = await t.app.inject({
      method: 'GET',
      url: t.ctx.signer.signedUrl('private/payment-proofs/u1/p.pdf', 60),
    });
    expect([response.statusCode, response.body]).toEqual([200, '%PDF-1.4']);
  });
});
