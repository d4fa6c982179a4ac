import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { createSeller } from '@test/factories';

let t: TestApp;
beforeAll(async () => {
  const dist = `.tmp/web-${process.pid}`;
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    `${dist}/index.html`,
    '<html><head><title>Boucles</title><meta name="description" content="x"></head><body></body></html>',
  );
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => t.close());

it('gives a shared product link its title, price, description and image for previews', async () => {
  const seller = await createSeller(t);
  const id = await insertProduct(t, seller.id, {
    title: 'Perruque "Nala" <bouclée>',
    price_cents: 12_990,
    description: 'Body wave, 55 cm.',
  });
  const response = await t.app.inject({ method: 'GET', url: `/product/${id}` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  const html = response.body;
  expect(html).toContain('<meta property="og:title" content="Perruque &quot;Nala&quot; &lt;bouclée&gt;">');
  expect(html).toContain('<meta property="og:description" content="129,90');
  expect(html).toMatch(
    /<meta property="og:image" content="http:\/\/localhost:3000\/media\/public\/products\/.+-large\.webp">/,
  );
  expect(html).toContain(`<meta property="og:url" content="http://localhost:3000/product/${id}">`);
  expect(html).toContain('<title>Perruque &quot;Nala&quot; &lt;bouclée&gt; — Boucles</title>');
  // The product's API answer is requested with the page, not once the scripts have run.
  expect(html).toContain(`<link rel="preload" as="fetch" href="/api/products/${id}" crossorigin="anonymous">`);
  // The gallery's first picture is fetched with the page, in the renditions the gallery asks for.
  expect(html).toMatch(
    /<link rel="preload" as="image" href="\/media\/public\/products\/[^"]+-card\.webp" imagesrcset="\/media\/public\/products\/[^"]+-card\.webp 480w, \/media\/public\/products\/[^"]+-large\.webp 800w" imagesizes="\(min-width: 1152px\) 560px, [^"]+" fetchpriority="high">/,
  );
});

it('fetches no picture early when the gallery opens on a video', async () => {
  const seller = await createSeller(t);
  const id = await insertProduct(t, seller.id);
  await t.ctx.db.updateTable('product_media').set({ position: 1 }).where('product_id', '=', id).execute();
  await t.ctx.db
    .insertInto('product_media')
    .values({
      owner_id: seller.id,
      product_id: id,
      kind: 'video',
      position: 0,
      video_key: 'public/products/clip.mp4',
      content_type: 'video/mp4',
      bytes: 1000,
    })
    .execute();
  const html = (await t.app.inject({ method: 'GET', url: `/product/${id}` })).body;
  expect(html).toContain('og:image');
  expect(html).not.toContain('rel="preload" as="image"');
});

it("preloads the shop's first page, with the link's filters, from the shop's page", async () => {
  const html = (await t.app.inject({ method: 'GET', url: '/marketplace?category=Perruques&x=<b>' })).body;
  expect(html).toContain(
    '<link rel="preload" as="fetch" href="/api/products?category=Perruques" crossorigin="anonymous">',
  );
  expect(html).not.toContain('<b>');
});

it('serves the plain app for an unknown or hidden product', async () => {
  const seller = await createSeller(t);
  const hidden = await insertProduct(t, seller.id, { is_available: false });
  for (const url of ['/product/00000000-0000-4000-8000-000000000000', `/product/${hidden}`, '/marketplace']) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('og:title');
  }
});
