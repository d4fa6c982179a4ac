import type { IncomingHttpHeaders } from 'node:http';
import { Agent, createServer, type Server } from 'node:https';
import { generate } from 'selfsigned';

export type PushRequest = { path: string; headers: IncomingHttpHeaders; body: Buffer };

export type FakePushService = {
  origin: string;
  /** An agent that trusts this service's self-signed certificate, for web-push's `agent` option. */
  agent: Agent;
  received: PushRequest[];
  /** The answer to a push on `/<status>/<anything>`; `/201/…` is a device that is there. */
  endpoint(status: number): string;
  close(): Promise<void>;
};

/**
 * A local stand-in for a browser vendor's push service (RFC 8030). web-push only speaks
 * https, so it serves a certificate made for this run, trusted by the returned agent alone.
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
  const agent = new Agent({ ca: pems.cert });
  let next = 0;
  return {
    origin,
    agent,
    received,
    endpoint: (status) => `${origin}/${status}/device-${++next}`,
    close: async () => {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
