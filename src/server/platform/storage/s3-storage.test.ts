import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '@test/fake-s3';
import { createS3Storage } from './s3-storage';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3('boucles-media');
});
afterAll(async () => s3.close());

it('puts, reads and deletes objects on an S3-compatible store, signing every request', async () => {
  const storage = createS3Storage({
    endpoint: s3.endpoint,
    region: 'eu-west-3',
    bucket: 'boucles-media',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'secret',
  });
  await storage.put('public/products/abc-card.webp', Buffer.from('webp'), 'image/webp');
  expect(s3.objects.get('public/products/abc-card.webp')?.contentType).toBe('image/webp');
  expect(await storage.get('public/products/abc-card.webp')).toEqual({
    data: Buffer.from('webp'),
    contentType: 'image/webp',
  });
  await storage.delete('public/products/abc-card.webp');
  expect(await storage.get('public/products/abc-card.webp')).toBeNull();
  expect(s3.unsigned).toBe(0);
});
