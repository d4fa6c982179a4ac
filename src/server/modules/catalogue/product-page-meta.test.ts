import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, TEST_ORIGIN, createTestApp } from '@test/app';
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

it('answers 404 for an unknown or hidden product, with no preview of it', async () => {
  const seller = await createSeller(t);
  const hidden = await insertProduct(t, seller.id, { is_available: false });
  for (const url of ['/product/00000000-0000-4000-8000-000000000000', `/product/${hidden}`]) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('og:title');
    expect(response.body).not.toContain('application/ld+json');
  }
});

/** The page's schema.org data, as a structured-data reader takes it: every JSON-LD block, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map(([, json]) => JSON.parse(json ?? '') as Record<string, unknown>);
}

it("describes the product for search engines: its offer, pictures, seller and the seller's rating", async () => {
  const seller = await createSeller(t, { fullName: 'Mariam Koné' });
  await t.ctx.db
    .updateTable('profiles')
    .set({ review_count: 3, review_rating_sum: 14 })
    .where('id', '=', seller.id)
    .execute();
  const title = 'Lace </script><script>alert(1)</script> « Nala » & co';
  const id = await insertProduct(t, seller.id, { title, price_cents: 12_990, imageCount: 2 });
  const html = (await t.app.inject({ method: 'GET', url: `/product/${id}` })).body;
  // The title cannot close the block and run a script of its own.
  expect(html).not.toContain('<script>alert(1)');
  const [data, ...others] = jsonLd(html);
  expect(others).toEqual([]);
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: title,
    url: `${TEST_ORIGIN}/product/${id}`,
    offers: {
      '@type': 'Offer',
      price: '129.90',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url: `${TEST_ORIGIN}/product/${id}`,
      seller: { '@type': 'Person', name: 'Mariam K.', url: `${TEST_ORIGIN}/seller/${seller.id}` },
    },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.67, reviewCount: 3 },
  });
  expect(data).not.toHaveProperty('brand');
  // A listing from before 'État' existed: no condition guessed for it.
  expect(data?.offers).not.toHaveProperty('itemCondition');
  const images = data?.image as string[];
  expect(images).toHaveLength(2);
  for (const image of images)
    expect(image).toMatch(/^http:\/\/localhost:3000\/media\/public\/products\/.+-large\.webp$/);
});

it('marks a sold-out product SoldOut, and leaves out the rating of a seller without reviews', async () => {
  const seller = await createSeller(t);
  const id = await insertProduct(t, seller.id, { stock_quantity: 0, price_cents: 5_000 });
  const response = await t.app.inject({ method: 'GET', url: `/product/${id}` });
  expect(response.statusCode).toBe(200);
  const [data] = jsonLd(response.body);
  expect(data?.offers).toMatchObject({ price: '50.00', availability: 'https://schema.org/SoldOut' });
  expect(data).not.toHaveProperty('aggregateRating');
});

it.each([
  ['new_sealed', 'https://schema.org/NewCondition'],
  ['new_unworn', 'https://schema.org/NewCondition'],
  ['worn_like_new', 'https://schema.org/UsedCondition'],
  ['worn_good', 'https://schema.org/UsedCondition'],
] as const)("tells search engines a '%s' listing's condition: %s", async (condition, itemCondition) => {
  const seller = await createSeller(t);
  const id = await insertProduct(t, seller.id, { condition });
  const [data] = jsonLd((await t.app.inject({ method: 'GET', url: `/product/${id}` })).body);
  expect(data?.offers).toMatchObject({ itemCondition });
});
