import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { createAdmin, createSeller, createUser, clientFor, signIn } from '@test/factories';
import { pngImage } from '@test/files';
import type { TestClient } from '@test/http';

// A build whose server-side entry draws a product's price and who it was drawn for, and
// numbers its drawings, so that a page served again without a drawing shows it.
const dist = `.tmp/web-visitor-pages-${process.pid}`;
const indexHtml =
  '<!doctype html><html><head><title>Boucles</title></head><body>' +
  '<div id="root"><div class="loader"><span>Chargement…</span></div></div>\n<noscript>JavaScript</noscript></body></html>';
const serverEntry = `
let transport;
let draws = 0;
export function setServerTransport(fetchForRequest) { transport = fetchForRequest; }
export async function renderFirstScreen(url, { withData }) {
  if (!withData) return { title: null, markup: '<h1>Accueil</h1>', queries: [] };
  const session = await (await transport('/api/session')).json();
  const who = session.user ? session.user.email : 'un visiteur';
  const id = url.startsWith('/product/') ? url.slice('/product/'.length, '/product/'.length + 36) : null;
  const answer = await transport(id ? '/api/products/' + id : '/api/products');
  if (!answer.ok) return null;
  const body = await answer.json();
  const prices = (id ? [body] : body.items).map((product) => product.priceCents).join(',');
  return { title: null, markup: '<h1>Dessin n°' + ++draws + ' pour ' + who + ' : ' + prices + '</h1>', queries: [] };
}`;

const drawing = (body: string) => /Dessin n°(\d+) pour ([^:]+) : ([\d,]*)/.exec(body)?.slice(1) ?? [];

let t: TestApp;
let seller: TestClient;
let productId: string;
let imageIds: string[];

const productBody = (priceCents: number) => ({
  title: 'Perruque lace frontale body wave',
  description: 'Cheveux vierges brésiliens, densité 180 %, 60 cm.',
  priceCents,
  category: 'Perruques',
  hairType: 'Naturel',
  lengthCm: 60,
  texture: 'body_wave',
  lace: 'frontale_13x4',
  laceColour: 'hd',
  condition: 'new_unworn',
  imageIds,
});

beforeAll(async () => {
  mkdirSync(`${dist}/.vite/ssr`, { recursive: true });
  writeFileSync(`${dist}/index.html`, indexHtml);
  writeFileSync(`${dist}/.vite/ssr/first-screen.js`, serverEntry);
  t = await createTestApp({ webDistDir: dist });
  seller = await signIn(t, await createSeller(t));
  const upload = await seller.upload('/api/product-media?kind=image', {
    name: 'p.png',
    type: 'image/png',
    data: await pngImage(),
  });
  imageIds = [upload.json().id];
  const created = await seller.post('/api/products', productBody(18_990));
  expect(created.statusCode).toBe(201);
  productId = created.json().id;
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('a visitor’s drawn page, kept', () => {
  it('is drawn once for the next visitors, compressed or not, and says it is the same for all of them', async () => {
    const first = await clientFor(t).get(`/product/${productId}`);
    const [draw, who, price] = drawing(first.body);
    expect([who, price]).toEqual(['un visiteur', '18990']);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('accept-encoding, cookie');

    const again = await clientFor(t).get(`/product/${productId}`);
    expect(drawing(again.body)[0]).toBe(draw);
    const brotli = await t.app.inject({ url: `/product/${productId}`, headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(first.body);
  });

  it('shows a new price on the very next visitor request, on the product page and in the shop', async () => {
    await clientFor(t).get('/marketplace');
    const shopBefore = drawing((await clientFor(t).get('/marketplace')).body);
    expect(shopBefore[2]).toBe('18990');
    expect((await seller.put(`/api/products/${productId}`, productBody(14_990))).statusCode).toBe(200);

    expect(drawing((await clientFor(t).get(`/product/${productId}`)).body)[2]).toBe('14990');
    const shopAfter = drawing((await clientFor(t).get('/marketplace')).body);
    expect(shopAfter[2]).toBe('14990');
    expect(Number(shopAfter[0])).toBeGreaterThan(Number(shopBefore[0]));
  });

  it('keeps one page for the views of the shop the app writes alike, and none for a parameter it does not read', async () => {
    const first = drawing((await clientFor(t).get('/marketplace?category=Perruques&sort=recent')).body)[0];
    expect(drawing((await clientFor(t).get('/marketplace?category=Perruques')).body)[0]).toBe(first);
    const referral = drawing((await clientFor(t).get('/marketplace?category=Perruques&ref=ABCD1234')).body)[0];
    expect(referral).not.toBe(first);
    expect(drawing((await clientFor(t).get('/marketplace?category=Perruques&ref=ABCD1234')).body)[0]).not.toBe(
      referral,
    );
  });

  it('goes at once when the listing is taken down', async () => {
    const other = await insertProduct(t, (await createSeller(t)).id);
    expect((await clientFor(t).get(`/product/${other}`)).statusCode).toBe(200);
    await clientFor(t).get(`/product/${other}`);
    const admin = await signIn(t, await createAdmin(t));
    const takedown = await admin.patch(`/api/admin/products/${other}/moderation`, {
      hidden: true,
      reason: 'Contrefaçon manifeste',
      ground: 'counterfeit',
    });
    expect(takedown.statusCode).toBe(200);
    expect((await clientFor(t).get(`/product/${other}`)).statusCode).toBe(404);
  });
});

describe('a signed-in request', () => {
  it('is never served a kept page, and never fills one', async () => {
    const user = await createUser(t);
    const client = await signIn(t, user);
    const visitorDraw = drawing((await clientFor(t).get(`/product/${productId}`)).body)[0];

    const mine = await client.get(`/product/${productId}`);
    expect(drawing(mine.body).slice(0, 2)).not.toEqual([visitorDraw, 'un visiteur']);
    expect(drawing(mine.body)[1]).toBe(user.email);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.headers.vary).toBe('accept-encoding, cookie');
    const mineAgain = await client.get(`/product/${productId}`);
    expect(drawing(mineAgain.body)[0]).not.toBe(drawing(mine.body)[0]);

    // Their page went nowhere: the next visitor gets the visitors' page.
    const visitor = await clientFor(t).get(`/product/${productId}`);
    expect(drawing(visitor.body)[0]).toBe(visitorDraw);
    expect(visitor.body).not.toContain(user.email);
  });

  it('says a member’s page is a member’s, so the navigation bar keeps a place for the bell', async () => {
    const client = await signIn(t, await createUser(t));
    for (const path of [`/product/${productId}`, '/orders']) {
      expect((await client.get(path)).body).toContain('<html data-member>');
      expect((await clientFor(t).get(path)).body).toContain('<html>');
    }
  });

  it('preloads the answers a member’s screen opens with, for members only', async () => {
    const client = await signIn(t, await createUser(t));
    const preloaded = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="fetch" href="([^"]+)"/g)].map((match) => match[1]);
    expect(preloaded((await client.get('/orders')).body)).toEqual([
      '/api/session',
      '/api/public-config',
      '/api/orders?side=buyer&amp;limit=10',
      '/api/orders?side=seller&amp;limit=10',
    ]);
    expect(preloaded((await clientFor(t).get('/orders')).body)).toEqual([]);
    expect(preloaded((await client.get('/settings')).body)).toEqual([]);
  });

  it('counts any cookie but the known-device mark as signed in', async () => {
    const kept = drawing((await clientFor(t).get(`/product/${productId}`)).body)[0];
    const withCookie = (cookie: string) =>
      t.app.inject({ url: `/product/${productId}`, headers: { cookie } }).then((response) => drawing(response.body)[0]);
    expect(await withCookie('boucles.known_device=abc')).toBe(kept);
    expect(await withCookie('boucles.session_token=forged')).not.toBe(kept);
    expect(await withCookie('boucles.known_device=abc; __Secure-boucles.session_token=forged')).not.toBe(kept);
    const bearer = await t.app.inject({ url: `/product/${productId}`, headers: { authorization: 'Bearer x' } });
    expect(drawing(bearer.body)[0]).not.toBe(kept);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('empties the other instance’s kept pages when a price changes', async () => {
    const second = await createTestApp({ webDistDir: dist, sameDatabaseAs: t });
    try {
      const before = drawing((await clientFor(second).get(`/product/${productId}`)).body);
      expect(drawing((await clientFor(second).get(`/product/${productId}`)).body)[0]).toBe(before[0]);
      const heard = new Promise<void>((resolve) => {
        const stop = second.ctx.realtime.subscribe((message) => {
          if (message.kind !== 'catalogue') return;
          stop();
          resolve();
        });
      });
      expect((await seller.put(`/api/products/${productId}`, productBody(9_990))).statusCode).toBe(200);
      await heard;
      expect(drawing((await clientFor(second).get(`/product/${productId}`)).body)[2]).toBe('9990');
    } finally {
      await second.close();
    }
  });
});
