import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

export type S3Server = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
};

/**
 * A real S3-compatible server (@20minutes/s3rver, the maintained fork of s3rver) on loopback, its bucket created, its objects in a
 * temporary folder removed on close. It checks every SigV4 signature against its one
 * built-in key pair, so a badly signed request fails as it would on AWS or MinIO. The
 * fields match the app's S3_* settings: `{ driver: 's3', ...server }` is a storage config.
 */
export async function startS3Server(): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'boucles-s3-'));
  const bucket = 'boucles-media';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // Path-style only (http://host/bucket/key), as our client addresses it.
    vhostBuckets: false,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    // s3rver's built-in account: the only key pair it accepts.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
