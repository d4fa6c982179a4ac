import net from 'node:net';

export type SlowAnswer = {
  /** 0 when the server answered nothing before closing (or before the test gave up). */
  status: number;
  headers: string;
  body: string;
  /** From the first byte sent until the server closed the connection (or the test gave up). */
  closedAfterMs: number;
  gaveUp: boolean;
};

export type SlowRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  /** The body goes out `chunkBytes` at a time, one piece every `everyMs`. */
  chunkBytes: number;
  everyMs: number;
  /** Headers too, a byte at a time at the same pace (a slowloris). */
  slowHeaders?: boolean;
  /** The test stops waiting here, so it stays bounded whatever the server does. */
  giveUpMs: number;
};

/** A client on a plain socket that sends its request slowly, as a bad network or an attacker would. */
export function sendSlowly(base: string, request: SlowRequest): Promise<SlowAnswer> {
  const { hostname, port } = new URL(base);
  const head = Buffer.from(
    `${request.method} ${request.path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\n` +
      Object.entries({ ...request.headers, 'content-length': String(request.body.length) })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      '\r\n',
  );
  const pieces = [
    ...(request.slowHeaders ? [...head].map((byte) => Buffer.from([byte])) : [head]),
    ...Array.from({ length: Math.ceil(request.body.length / request.chunkBytes) }, (_, index) =>
      request.body.subarray(index * request.chunkBytes, (index + 1) * request.chunkBytes),
    ),
  ];
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(Number(port), hostname);
    const received: Buffer[] = [];
    let gaveUp = false;
    const send = () => {
      const piece = pieces.shift();
      if (piece && !socket.destroyed) socket.write(piece);
      if (pieces.length === 0) clearInterval(pacing);
    };
    const pacing = setInterval(send, request.everyMs);
    const giveUp = setTimeout(() => {
      gaveUp = true;
      socket.destroy();
    }, request.giveUpMs);
    socket.on('connect', send);
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(pacing);
      clearTimeout(giveUp);
      const text = Buffer.concat(received).toString('utf8');
      const [headers = '', body = ''] = text.split('\r\n\r\n', 2);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0),
        headers,
        body,
        closedAfterMs: performance.now() - started,
        gaveUp,
      });
    });
  });
}
