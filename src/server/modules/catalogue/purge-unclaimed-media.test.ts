import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createSeller, signIn } from '@test/factories';
import { pngImage } from '@test/files';
import { runExclusively } from '@server/platform/jobs';
import { purgeUnclaimedMediaJob } from './purge-unclaimed-media';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

it('removes uploads left unclaimed for a day, files included, and keeps those in products', async () => {
  const seller = await signIn(t, await createSeller(t));
  const upload = async () =>
    (
      await seller.upload('/api/product-media?kind=image', { name: 'a.png', type: 'image/png', data: await pngImage() })
    ).json();
  const claimed = await upload();
  const abandoned = await upload();
  await seller.post('/api/products', {
    title: 'Bonnet satin',
    description: 'Pour la nuit',
    priceCents: 1500,
    category: 'Accessoires',
    imageIds: [claimed.id],
  });

  const job = purgeUnclaimedMediaJob(t.ctx);
  expect(await runExclusively(t.ctx.db, job)).toBe(0);
  t.clock.advance(25 * 60 * 60 * 1000);
  expect(await runExclusively(t.ctx.db, job)).toBe(1);

  expect((await t.app.inject({ method: 'GET', url: abandoned.url })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: claimed.url })).statusCode).toBe(200);
});
