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
