import { createServer, type Server } from 'node:http';

export type FakeS3 = {
  endpoint: string;
  objects: Map<string, { data: Buffer; contentType: string }>;
  unsigned: number;
  close(): Promise<void>;
};

/** A local S3 stand-in: path-style objects in memory; counts requests that were not SigV4-signed. */
export async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects = new Map<string, { data: Buffer; contentType: string }>();
  const state = { unsigned: 0 };
  const server: Server = createServer((request, response) => {
    if (!String(request.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 Credential=')) state.unsigned++;
    const prefix = `/${bucket}/`;
    const path = decodeURIComponent(request.url ?? '');
    if (!path.startsWith(prefix)) return void response.writeHead(404).end('NoSuchBucket');
    const key = path.slice(prefix.length);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'PUT') {
        objects.set(key, {
          data: Buffer.concat(chunks),
          contentType: request.headers['content-type'] ?? 'application/octet-stream',
        });
        return void response.writeHead(200).end();
      }
      const object = objects.get(key);
      if (request.method === 'DELETE') {
        objects.delete(key);
        return void response.writeHead(204).end();
      }
      if (!object) return void response.writeHead(404).end('NoSuchKey');
      response.writeHead(200, { 'content-type': object.contentType }).end(object.data);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    get unsigned() {
      return state.unsigned;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
