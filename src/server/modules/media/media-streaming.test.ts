import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';

const MB = 1024 * 1024;
const FILE_MB = 128;

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  if (t.ctx.config.storage.driver !== 'local') throw new Error('this test writes to the local storage folder');
  // Written to disk in 1 MB pieces: the test itself never holds the video whole either.
  const file = path.join(t.ctx.config.storage.localDir, 'public/products/long-video.mp4');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.type`, 'video/mp4');
  const out = createWriteStream(file);
  const piece = Buffer.alloc(MB, 7);
  for (let i = 0; i < FILE_MB; i++)
    if (!out.write(piece)) await new Promise<void>((done) => out.once('drain', () => done()));
  await new Promise<void>((done, fail) => out.end((error?: Error | null) => (error ? fail(error) : done())));
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => t.close());

// A collection before each measure, so that what is counted is what is still held, not
// chunks already sent and waiting for the collector.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Memory that file bytes would occupy and still held: the JS heap and the Buffers outside it. */
const held = () => {
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

it('streams a 128 MB video to a real client in small chunks, never holding it whole', async () => {
  const before = held();
  let peak = before;
  const response = await fetch(`${origin}/media/public/products/long-video.mp4`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-length')).toBe(String(FILE_MB * MB));
  let received = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    // Measured every 16 MB, midway through the transfer: a server that read the file whole
    // would hold all 128 MB until the last byte left.
    if (Math.floor((received + chunk.length) / (16 * MB)) > Math.floor(received / (16 * MB))) {
      peak = Math.max(peak, held());
    }
    received += chunk.length;
  }
  expect(received).toBe(FILE_MB * MB);
  // Chunks in flight and the machine's noise (a few MB, 40 seen beside a loaded full suite)
  // stay under half the file; reading it whole holds all of it.
  expect((peak - before) / MB).toBeLessThan(FILE_MB / 2);
}, 120_000);

it('serves a range from deep inside it just as lightly', async () => {
  const response = await fetch(`${origin}/media/public/products/long-video.mp4`, {
    headers: { range: `bytes=${100 * MB}-${100 * MB + 9}` },
  });
  expect(response.status).toBe(206);
  expect(response.headers.get('content-range')).toBe(`bytes ${100 * MB}-${100 * MB + 9}/${FILE_MB * MB}`);
  expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.alloc(10, 7));
});
