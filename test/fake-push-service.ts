import type { IncomingHttpHeaders } from 'node:http';
import { createServer, type Server } from 'node:https';
import { generate } from 'selfsigned';

export type PushRequest = { path: string; headers: IncomingHttpHeaders; body: Buffer };

export type FakePushService = {
  origin: string;
  /** This service's self-signed certificate, for deliverPush's transport to trust. */
  ca: string;
  received: PushRequest[];
  /** The answer to a push on `/<status>/<anything>`; `/201/…` is a device that is there. */
  endpoint(status: number): string;
  close(): Promise<void>;
};

/**
 * A local stand-in for a browser vendor's push service (RFC 8030). web-push only speaks
 * https, so it serves a certificate made for this run, trusted by the tests that pass `ca`.
 */
export async function startFakePushService(): Promise<FakePushService> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
  });
  const received: PushRequest[] = [];
  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(Number(path.split('/')[1]) || 404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake push service has no port');
  const origin = `https://127.0.0.1:${address.port}`;
  let next = 0;
  return {
    origin,
    ca: pems.cert,
    received,
    endpoint: (status) => `${origin}/${status}/device-${++next}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
