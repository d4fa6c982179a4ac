import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { precompressDir } from '../../../scripts/vite-precompress';

// A built app as Vite leaves it, then precompressed by the build step.
const script = `export const products = [${Array.from({ length: 400 }, (_, i) => `"perruque-${i}"`).join(',')}];\n`;
const page = `<!doctype html><html lang="fr"><head><title>Boucles</title></head><body>${'<p>Boucles</p>'.repeat(100)}</body></html>`;

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  await mkdir('.tmp', { recursive: true });
  distDir = await mkdtemp(path.resolve('.tmp/compression-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), page);
  await writeFile(path.join(distDir, 'assets/shop-Ab12Cd34.js'), script);
  await writeFile(path.join(distDir, 'assets/tiny-Ef56Gh78.js'), 'export {};\n');
  await precompressDir(distDir);
  t = await createTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the build step', () => {
  it('writes .br and .gz beside each text file of 1 KB or more, and leaves small ones alone', async () => {
    expect((await readdir(path.join(distDir, 'assets'))).sort()).toEqual([
      'shop-Ab12Cd34.js',
      'shop-Ab12Cd34.js.br',
      'shop-Ab12Cd34.js.gz',
      'tiny-Ef56Gh78.js',
    ]);
  });
});

describe('built scripts', () => {
  const url = '/assets/shop-Ab12Cd34.js';

  it('are a 404 when missing (a version since replaced), never the page in their place', async () => {
    for (const missing of ['/assets/shop-Old00000.js', '/assets/styles-Old00000.css', '/icons/nope.png']) {
      const response = await get(missing, 'gzip, br');
      expect(response.statusCode, missing).toBe(404);
      expect(response.headers['content-type'], missing).not.toContain('text/html');
    }
    expect((await get('/product/4b0f4b1e-0000-4000-8000-000000000000')).headers['content-type']).toContain('text/html');
  });

  it('go out brotli-compressed to a browser that takes brotli, still cached for a year', async () => {
    const response = await get(url, 'gzip, deflate, br');
    expect(response.headers).toMatchObject({
      'content-encoding': 'br',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('go out gzipped to a browser that takes only gzip', async () => {
    const response = await get(url, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('go out as they are to a client that asks for no encoding, saying that the answer varies', async () => {
    const response = await get(url);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(script);
  });
});

describe('answers made on the fly', () => {
  it('compress the page', async () => {
    const response = await get('/orders', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<p>Boucles</p>');
  });

  it('compress the page in gzip for a browser that refuses brotli (q=0), and not at all without asking', async () => {
    const gzipped = await get('/orders', 'br;q=0, gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(page);
    const plain = await get('/orders');
    expect([plain.headers['content-encoding'], plain.headers.vary, plain.body]).toEqual([
      undefined,
      'accept-encoding',
      page,
    ]);
  });

  it('compress API JSON over 1 KB, with Vary: Accept-Encoding', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.body.length).toBeGreaterThan(1024);
    const response = await get('/api/openapi.json', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
    const gzipped = await get('/api/openapi.json', 'gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('leave a small JSON answer as it is: compressing it would cost more than it saves', async () => {
    const response = await get('/api/health', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('leave French errors readable once decompressed', async () => {
    const response = await get(`/api/nulle-part?${'x'.repeat(2000)}`, 'gzip');
    expect(response.statusCode).toBe(404);
    const body =
      response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload;
    expect(JSON.parse(body.toString()).error.message).toMatch(/^Route introuvable/);
  });
});

describe('requests', () => {
  it('are not inflated: a gzipped body is refused as unreadable, in French', async () => {
    const { gzipSync: gzip } = await import('node:zlib');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', origin: t.ctx.config.publicUrl },
      payload: gzip(JSON.stringify({ email: 'a@b.fr', password: 'x' })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Requête invalide');
  });
});
