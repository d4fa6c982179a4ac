import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { Storage } from './storage';

export type S3Options = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/**
 * Any S3-compatible store (AWS, MinIO, Scaleway, R2…), path-style, signed with SigV4.
 * Files are served through /media (streamed, ranges resolved by us), so caching and signed
 * URLs work the same; public ones may instead be redirected to the bucket or a CDN
 * (S3_PUBLIC_URL), which is why they are stored with their forever cache header.
 */
export function createS3Storage(options: S3Options): Storage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const url = (key: string) =>
    `${options.endpoint.replace(/\/$/, '')}/${options.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const fail = async (action: string, key: string, response: Response) => {
    throw new Error(`S3 ${action} ${key} failed: ${response.status} ${await response.text()}`);
  };
  return {
    async put(key, data, contentType) {
      const response = await client.fetch(url(key), {
        method: 'PUT',
        body: new Uint8Array(data),
        headers: {
          'content-type': contentType,
          ...(key.startsWith('public/') ? { 'cache-control': 'public, max-age=31536000, immutable' } : {}),
        },
      });
      if (!response.ok) await fail('PUT', key, response);
    },
    async get(key) {
      const response = await client.fetch(url(key), { method: 'GET' });
      if (response.status === 404) return null;
      if (!response.ok) await fail('GET', key, response);
      return {
        data: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async stat(key) {
      const response = await client.fetch(url(key), { method: 'HEAD' });
      if (response.status === 404) return null;
      if (!response.ok) await fail('HEAD', key, response);
      return {
        size: Number(response.headers.get('content-length')),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        etag: response.headers.get('etag') ?? `"${response.headers.get('content-length')}"`,
      };
    },
    async open(key, range) {
      // Always an explicit first-last range: the caller resolved suffixes against the size, and
      // some S3-compatible servers do not understand `bytes=-N`.
      const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
      const response = await client.fetch(url(key), { method: 'GET', headers });
      if (response.status === 404) return null;
      if (!response.ok || !response.body) await fail('GET', key, response);
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    async delete(key) {
      const response = await client.fetch(url(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await fail('DELETE', key, response);
    },
  };
}
