import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, TEST_ORIGIN, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { createSeller, createUser } from '@test/factories';
import { kindSitemap, sitemapIndex } from './sitemap';

// index.html as the build writes it: the description over several lines.
const INDEX_HTML = `<!doctype html>
<html lang="fr">
  <head>
    <title>Boucles — perruques, mèches et tissages pour cheveux afro</title>
    <meta
      name="description"
      content="La description de tout le site."
    />
  </head>
  <body><div id="root"></div></body>
</html>`;

const dist = `.tmp/web-seo-${process.pid}`;
let t: TestApp;
beforeAll(async () => {
  mkdirSync(dist, { recursive: true });
  writeFileSync(`${dist}/index.html`, INDEX_HTML);
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'sitemap'].includes(name) });
type UrlSet = { urlset: { '@_xmlns': string; url?: { loc: string; lastmod?: string }[] } };
const locs = (body: string) => ((xml.parse(body) as UrlSet).urlset.url ?? []).map((entry) => entry.loc);
const collect = async (pages: AsyncIterable<string>) => {
  let body = '';
  for await (const part of pages) body += part;
  return body;
};
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('robots.txt', () => {
  it('opens the shop, products and sellers, closes the account, admin, checkout and API, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    const closed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    for (const path of [
      '/api/',
      '/admin',
      '/checkout',
      '/lots',
      '/orders',
      '/messages',
      '/settings',
      '/profile',
      '/edit-product/',
    ])
      expect(closed).toContain(path);
    // As a crawler reads it: a path is closed when a Disallow line is its prefix.
    const isClosed = (path: string) => closed.some((rule) => path.startsWith(rule));
    for (const open of [
      '/',
      '/marketplace',
      '/product/1',
      '/seller/1',
      '/seller/1/reviews',
      '/terms',
      '/privacy',
      '/comment-fonctionne-boucles',
    ])
      expect({ open, closed: isClosed(open) }).toEqual({ open, closed: false });
    for (const shut of ['/orders/1/receipt', '/admin/messages', '/messages/new', '/api/products', '/favorites'])
      expect({ shut, closed: isClosed(shut) }).toEqual({ shut, closed: true });
    expect(lines).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });
});

describe('sitemaps', () => {
  it('lists the home, the shop, every listed product with its last update and every public seller, and nothing else', async () => {
    const seller = await createSeller(t, { fullName: 'Awa Sitemap' });
    const listed = await insertProduct(t, seller.id, { updated_at: new Date('2026-10-01T08:00:00Z') });
    const soldOut = await insertProduct(t, seller.id, { stock_quantity: 0 });
    const withdrawn = await insertProduct(t, seller.id, { is_available: false });
    const removed = await insertProduct(t, seller.id, { deleted_at: new Date() });
    const takenDown = await insertProduct(t, seller.id, { hidden_by_admin: true });
    const suspended = await createSeller(t);
    const ofSuspended = await insertProduct(t, suspended.id);
    await t.ctx.db
      .updateTable('profiles')
      .set({ suspended_at: new Date(), suspension_reason: 'Fraude' })
      .where('id', '=', suspended.id)
      .execute();
    const buyer = await createUser(t);

    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toBe('public, max-age=300');
    const parsed = xml.parse(index.body) as { sitemapindex: { '@_xmlns': string; sitemap: { loc: string }[] } };
    expect(parsed.sitemapindex['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const sitemaps = parsed.sitemapindex.sitemap.map((entry) => entry.loc);
    expect(sitemaps).toEqual([
      `${TEST_ORIGIN}/sitemaps/pages.xml`,
      `${TEST_ORIGIN}/sitemaps/products.xml`,
      `${TEST_ORIGIN}/sitemaps/sellers.xml`,
    ]);

    const [pages, products, sellers] = [
      await get('/sitemaps/pages.xml'),
      await get('/sitemaps/products.xml'),
      await get('/sitemaps/sellers.xml'),
    ];
    expect((xml.parse(pages.body) as UrlSet).urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(locs(pages.body)).toEqual([
      `${TEST_ORIGIN}/`,
      `${TEST_ORIGIN}/marketplace`,
      `${TEST_ORIGIN}/comment-fonctionne-boucles`,
    ]);
    expect(products.headers['content-type']).toBe('application/xml; charset=utf-8');
    const productUrls = (xml.parse(products.body) as UrlSet).urlset.url ?? [];
    expect(productUrls).toContainEqual({
      loc: `${TEST_ORIGIN}/product/${listed}`,
      lastmod: '2026-10-01T08:00:00.000Z',
    });
    for (const absent of [soldOut, withdrawn, removed, takenDown, ofSuspended])
      expect(productUrls.map((entry) => entry.loc)).not.toContain(`${TEST_ORIGIN}/product/${absent}`);
    expect(locs(sellers.body)).toContain(`${TEST_ORIGIN}/seller/${seller.id}`);
    expect(locs(sellers.body)).not.toContain(`${TEST_ORIGIN}/seller/${suspended.id}`);
    expect(locs(sellers.body)).not.toContain(`${TEST_ORIGIN}/seller/${buyer.id}`);

    expect((await get('/sitemaps/products.xml?from=pas-un-id')).statusCode).toBe(400);
    for (const url of ['/sitemap.xml?x=1', '/robots.txt?x=1', '/sitemaps/sellers.xml?page=2'])
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 400 });
  });

  it('dates a seller page by its newest change, profile or listing, and every sitemap of the index', async () => {
    const seller = await createSeller(t, { fullName: 'Awa Dates' });
    await insertProduct(t, seller.id, { updated_at: new Date('2026-10-01T08:00:00Z') });
    const setProfileUpdate = (at: string) =>
      t.ctx.db
        .updateTable('profiles')
        .set({ updated_at: new Date(at) })
        .where('id', '=', seller.id)
        .execute();
    const sellerLastmod = async () =>
      ((xml.parse((await get('/sitemaps/sellers.xml')).body) as UrlSet).urlset.url ?? []).find(
        (entry) => entry.loc === `${TEST_ORIGIN}/seller/${seller.id}`,
      )?.lastmod;
    await setProfileUpdate('2026-09-01T08:00:00Z');
    expect(await sellerLastmod()).toBe('2026-10-01T08:00:00.000Z');
    await setProfileUpdate('2026-11-01T08:00:00Z');
    expect(await sellerLastmod()).toBe('2026-11-01T08:00:00.000Z');

    const index = xml.parse((await get('/sitemap.xml')).body) as {
      sitemapindex: { sitemap: { loc: string; lastmod?: string }[] };
    };
    for (const entry of index.sitemapindex.sitemap) expect(entry.lastmod, entry.loc).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The home and the shop change with the newest listing in the products' sitemap.
    const productDates = ((xml.parse((await get('/sitemaps/products.xml')).body) as UrlSet).urlset.url ?? []).map(
      (entry) => entry.lastmod ?? '',
    );
    const newest = productDates.sort().at(-1);
    const home = ((xml.parse((await get('/sitemaps/pages.xml')).body) as UrlSet).urlset.url ?? [])[0];
    expect(home).toEqual({ loc: `${TEST_ORIGIN}/`, lastmod: newest });
  });

  it('pages every kind by keyset, each address once, at a lowered page size', async () => {
    const seller = await createSeller(t);
    for (let n = 0; n < 5; n++) await insertProduct(t, seller.id);
    const all = locs(await collect(kindSitemap(t.ctx.db, TEST_ORIGIN, 'products', null)));
    expect(all.length).toBeGreaterThanOrEqual(5);

    const index = await sitemapIndex(t.ctx.db, TEST_ORIGIN, 2);
    const loc = (xml.parse(index) as { sitemapindex: { sitemap: { loc: string }[] } }).sitemapindex.sitemap.map(
      (entry) => entry.loc,
    );
    const productPages = loc.filter((entry) => entry.includes('/sitemaps/products.xml'));
    expect(productPages).toHaveLength(Math.ceil(all.length / 2));
    // Two parameters would be joined by '&amp;': here one, escaped all the same.
    expect(index).toContain(`<loc>${TEST_ORIGIN}/sitemaps/products.xml?from=`);
    const paged: string[] = [];
    for (const page of productPages) {
      const from = new URL(page).searchParams.get('from');
      const urls = locs(await collect(kindSitemap(t.ctx.db, TEST_ORIGIN, 'products', from, 2)));
      expect(urls.length).toBeLessThanOrEqual(2);
      paged.push(...urls);
    }
    expect(paged).toEqual(all);
  });
});

describe('page heads and statuses', () => {
  it('gives each public page its own title, description and canonical link', async () => {
    const pages: [string, string, string][] = [
      ['/', 'Boucles — perruques, mèches et tissages pour cheveux afro', `${TEST_ORIGIN}/`],
      ['/marketplace', 'Boutique — Boucles', `${TEST_ORIGIN}/marketplace`],
      ['/terms', "Conditions d'utilisation — Boucles", `${TEST_ORIGIN}/terms`],
      ['/privacy', 'Politique de confidentialité — Boucles', `${TEST_ORIGIN}/privacy`],
      ['/comment-fonctionne-boucles', 'Comment fonctionne Boucles', `${TEST_ORIGIN}/comment-fonctionne-boucles`],
      ['/install', "Installer l'app — Boucles", `${TEST_ORIGIN}/install`],
      ['/auth?mode=signup', 'Connexion — Boucles', `${TEST_ORIGIN}/auth`],
    ];
    const descriptions = new Set<string>();
    for (const [path, title, canonical] of pages) {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      const html = head(response.body);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<title>${title.replace(/'/g, '&#39;')}</title>`);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(html).not.toContain('La description de tout le site.');
      descriptions.add(/<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '');
      expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    }
    expect(descriptions.size).toBe(pages.length);
  });

  it("canonicalises the shop's filters to its category", async () => {
    const canonical = async (url: string) => /<link rel="canonical" href="([^"]*)">/.exec((await get(url)).body)?.[1];
    expect(await canonical('/marketplace?q=lace&category=Perruques&sort=price_asc&priceMax=100')).toBe(
      `${TEST_ORIGIN}/marketplace?category=Perruques`,
    );
    expect(await canonical('/marketplace?category=Inconnue&q=x')).toBe(`${TEST_ORIGIN}/marketplace`);
  });

  it('gives a seller page their public name and bio', async () => {
    const seller = await createSeller(t, { fullName: 'Fatou Bâ' });
    // A seller without a username is shown as 'Prénom N.': the full name stays private (decision 056).
    await t.ctx.db
      .updateTable('profiles')
      .set({ bio: 'Perruques   faites main\nà Dakar.' })
      .where('id', '=', seller.id)
      .execute();
    await insertProduct(t, seller.id);
    const html = head((await get(`/seller/${seller.id}`)).body);
    expect(html).toContain('<title>Fatou B. — Boucles</title>');
    expect(html).toContain('<meta name="description" content="Perruques faites main à Dakar.">');
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/seller/${seller.id}">`);
    const reviews = head((await get(`/seller/${seller.id}/reviews`)).body);
    expect(reviews).toContain('<title>Avis sur Fatou B. — Boucles</title>');
  });

  it('answers 404 with the app for an unknown page, a missing or hidden product, and a seller without a public page', async () => {
    const seller = await createSeller(t);
    const removed = await insertProduct(t, seller.id, { deleted_at: new Date() });
    const withdrawn = await insertProduct(t, seller.id, { is_available: false });
    const takenDown = await insertProduct(t, seller.id, { hidden_by_admin: true });
    const suspended = await createSeller(t);
    const ofSuspended = await insertProduct(t, suspended.id);
    await t.ctx.db
      .updateTable('profiles')
      .set({ suspended_at: new Date(), suspension_reason: 'Fraude' })
      .where('id', '=', suspended.id)
      .execute();
    const buyer = await createUser(t);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const path of [
      '/une-page-qui-nexiste-pas',
      '/product',
      '/product/pas-un-id',
      `/product/${missing}`,
      `/product/${removed}`,
      `/product/${withdrawn}`,
      `/product/${takenDown}`,
      `/product/${ofSuspended}`,
      `/seller/${missing}`,
      `/seller/${buyer.id}`,
      `/seller/${suspended.id}`,
      `/seller/${buyer.id}/reviews`,
    ]) {
      const response = await get(path);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
      expect(response.headers['content-type']).toContain('text/html');
      // The app itself, which draws its 'not found' screen, kept out of search results.
      expect(response.body).toContain('<div id="root">');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).toContain('<title>404 — Boucles</title>');
    }
    const soldOut = await insertProduct(t, seller.id, { stock_quantity: 0 });
    for (const path of [`/product/${soldOut}`, `/seller/${seller.id}`, '/orders', '/messages/new', '/admin/messages'])
      expect({ path, status: (await get(path)).statusCode }).toEqual({ path, status: 200 });
    // Not the app: the API and files keep their own 404.
    expect((await get('/api/nothing')).json().error.code).toBe('NOT_FOUND');
  });
});
