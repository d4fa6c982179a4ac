import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '@test/s3-server';
import { createS3Storage } from './s3-storage';

// A real S3-compatible server (test/s3-server.ts), which checks every request's SigV4 signature.
let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => s3.close());

const key = 'public/products/abc-card.webp';

describe('S3 storage on a real S3-compatible server', () => {
  it('puts, reads, describes and deletes an object', async () => {
    const storage = createS3Storage(s3);
    await storage.put(key, Buffer.from('webp'), 'image/webp');
    expect(await storage.get(key)).toEqual({ data: Buffer.from('webp'), contentType: 'image/webp' });
    expect(await storage.stat(key)).toEqual({
      size: 4,
      contentType: 'image/webp',
      etag: expect.stringMatching(/^".+"$/),
    });
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
  });

  it('streams the whole object or one range of it', async () => {
    const storage = createS3Storage(s3);
    await storage.put('public/products/clip.mp4', Buffer.from('0123456789'), 'video/mp4');
    expect(await text((await storage.open('public/products/clip.mp4'))!)).toBe('0123456789');
    expect(await text((await storage.open('public/products/clip.mp4', { start: 3, end: 6 }))!)).toBe('3456');
  });

  it('stores public files with their forever cache, for a CDN or the bucket to serve them directly', async () => {
    const storage = createS3Storage(s3);
    await storage.put(key, Buffer.from('webp'), 'image/webp');
    const direct = await fetch(`${s3.endpoint}/${s3.bucket}/${key}`);
    expect(direct.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('is refused by the server when signed with the wrong secret', async () => {
    const storage = createS3Storage({ ...s3, secretAccessKey: 'not-the-secret' });
    await expect(storage.put('public/products/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /S3 PUT public\/products\/x.webp failed: 403/,
    );
    await expect(createS3Storage(s3).stat('public/products/x.webp')).resolves.toBeNull();
  });
});
