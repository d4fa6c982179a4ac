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
 * Files are still served through /media, so caching and signed URLs work the same.
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
        headers: { 'content-type': contentType },
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
    async delete(key) {
      const response = await client.fetch(url(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) await fail('DELETE', key, response);
    },
  };
}
