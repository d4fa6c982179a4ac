import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { createSeller, createUser, clientFor, signIn } from '@test/factories';

// Products the entry below cannot draw (as if an answer failed) or throws on.
const MISSING = '00000000-0000-4000-8000-000000000000';
const BROKEN = '11111111-1111-4111-8111-111111111111';
const LISTED = '22222222-2222-4222-8222-222222222222';

// A build: index.html with the loader, and the app's server-side entry (in the real build,
// src/web/app/first-screen.tsx), here a small one that draws what it was answered.
const dist = `.tmp/web-first-screens-${process.pid}`;
const indexHtml =
  '<!doctype html><html><head><title>Boucles</title></head><body>' +
  '<div id="root"><div class="loader"><span>Chargement…</span></div></div>\n<noscript>JavaScript</noscript></body></html>';
const serverEntry = `
let transport;
let homeDraws = 0;
export function setServerTransport(fetchForRequest) { transport = fetchForRequest; }
export async function renderFirstScreen(url, { withData }) {
  if (!withData) return { title: null, markup: '<h1>Accueil, dessin n°' + ++homeDraws + '</h1>', queries: [] };
  if (url.includes('${MISSING}')) return null;
  if (url.includes('${BROKEN}')) throw new Error('rendu impossible');
  // As the real entry does: a failed answer, and the browser draws the page.
  const answer = await transport('/api/session');
  if (!answer.ok) return null;
  const session = await answer.json();
  return {
    title: 'Boutique &amp; co — Boucles',
    markup: '<h1>' + url + ' pour ' + (session.user ? session.user.email : 'un visiteur') + '</h1>',
    queries: [{ queryKey: ['session'], data: session }, { queryKey: ['note'], data: '</script><script>alert(1)</script>' }],
  };
}`;

let t: TestApp;
beforeAll(async () => {
  mkdirSync(`${dist}/.vite/ssr`, { recursive: true });
  writeFileSync(`${dist}/index.html`, indexHtml);
  writeFileSync(`${dist}/.vite/ssr/first-screen.js`, serverEntry);
  t = await createTestApp({ webDistDir: dist });
  const seller = await createSeller(t);
  for (const id of [MISSING, BROKEN, LISTED]) await insertProduct(t, seller.id, { id });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

it('serves the home with its first screen, drawn once for every visitor, compressed or not', async () => {
  const first = await t.app.inject({ method: 'GET', url: '/' });
  expect(first.statusCode).toBe(200);
  expect(first.headers['content-type']).toContain('text/html');
  expect(first.headers['cache-control']).toBe('no-cache');
  expect(first.body).toContain('<div id="root" data-first-screen><h1>Accueil, dessin n°1</h1></div>');
  expect(first.body).not.toContain('Chargement…');

  const user = await createUser(t);
  const signedIn = await (await signIn(t, user)).get('/?category=Perruques');
  expect(signedIn.body).toContain('<h1>Accueil, dessin n°1</h1>');

  const brotli = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
  expect(brotli.headers['content-encoding']).toBe('br');
});

it("draws the shop and a product page with the visitor's own answers, which the page carries instead of a preload", async () => {
  const user = await createUser(t);
  const client = await signIn(t, user);
  const shop = await client.get('/marketplace?category=Perruques');
  expect(shop.statusCode).toBe(200);
  expect(shop.body).toContain(`<h1>/marketplace?category=Perruques pour ${user.email}</h1>`);
  expect(shop.headers['cache-control']).toBe('private, no-cache');
  // The drawn title gives way to the server's own head for the page (page-heads.ts).
  expect(shop.body).toContain('<head><title>Boutique — Boucles</title>');
  expect(shop.body).not.toContain('rel="preload" as="fetch"');
  expect(shop.body).toContain(`"queryKey":["session"],"data":{"user":{`);
  // An answer cannot close the data block and run a script of its own.
  expect(shop.body).not.toContain('</script><script>alert(1)');
  expect(shop.body).toContain('\\u003c/script>\\u003cscript>alert(1)');

  const visitor = await clientFor(t).get(`/product/${LISTED}`);
  expect(visitor.body).toContain(`<h1>/product/${LISTED} pour un visiteur</h1>`);
  expect(visitor.body).not.toContain(user.email);
});

it('serves the loader and the preload of the answer when the page cannot be drawn, and never a 500', async () => {
  for (const id of [MISSING, BROKEN]) {
    const response = await t.app.inject({ method: 'GET', url: `/product/${id}` });
    expect(response.statusCode, id).toBe(200);
    expect(response.body, id).toContain('<div id="root"><div class="loader"><span>Chargement…</span></div></div>');
    expect(response.body, id).toContain(`<link rel="preload" as="fetch" href="/api/products/${id}"`);
    expect(response.headers['cache-control'], id).toBe('no-cache');
  }
});

it('serves every other page with the loader, which the app replaces', async () => {
  for (const url of ['/orders', '/settings?tab=securite']) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.body, url).toContain('<span>Chargement…</span>');
    expect(response.body, url).not.toContain('data-first-screen');
  }
});

it("never serves the app's server-side entry", async () => {
  const response = await t.app.inject({ method: 'GET', url: '/.vite/ssr/first-screen.js' });
  expect(response.body).not.toContain('renderFirstScreen');
});

it("draws no more pages for a visitor than the API's rate limit lets them ask for", async () => {
  const limited = await createTestApp({ webDistDir: dist, apiRateLimit: 2 });
  try {
    const client = clientFor(limited);
    const pages = [];
    for (let n = 0; n < 3; n++) pages.push(await client.get(`/marketplace?page=${n}`));
    expect(pages.map((page) => page.statusCode)).toEqual([200, 200, 200]);
    expect(pages.map((page) => page.body.includes('data-first-screen'))).toEqual([true, true, false]);
    expect(pages[2]?.body).toContain('<span>Chargement…</span>');
    // Two apps in one process share the entry: the first still draws its own visitors' pages.
    expect((await clientFor(t).get('/marketplace')).body).toContain('data-first-screen');
  } finally {
    await limited.close();
  }
});
