import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';

// A build whose home page carries its first screen (scripts/vite-first-screens.ts writes it).
const dist = `.tmp/web-first-screens-${process.pid}`;
const page = (root: string) =>
  `<!doctype html><html><head><title>Boucles</title></head><body><div id="root">${root}</div></body></html>`;

let t: TestApp;
beforeAll(async () => {
  mkdirSync(`${dist}/.vite`, { recursive: true });
  writeFileSync(`${dist}/index.html`, page('<span>Chargement…</span>'));
  writeFileSync(`${dist}/.vite/first-screens.json`, JSON.stringify({ '/': page('<h1>Perruques et mèches</h1>') }));
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

it('serves the home page with its first screen already drawn, compressed or not', async () => {
  const plain = await t.app.inject({ method: 'GET', url: '/' });
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['content-type']).toContain('text/html');
  expect(plain.body).toContain('<div id="root"><h1>Perruques et mèches</h1></div>');
  expect(plain.body).not.toContain('Chargement…');

  const brotli = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
  expect(brotli.headers['content-encoding']).toBe('br');
});

it('serves every other page with the loader, which the app replaces', async () => {
  for (const url of ['/marketplace', '/orders', '/?category=Perruques#x']) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
  }
  const shop = await t.app.inject({ method: 'GET', url: '/marketplace' });
  expect(shop.body).toContain('<div id="root"><span>Chargement…</span></div>');
  expect(shop.body).not.toContain('Perruques et mèches');
});

it('never serves the build files it reads the pages from', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/.vite/first-screens.json' });
  expect(response.body).not.toContain('Perruques et mèches');
});
