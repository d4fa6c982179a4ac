import type { Page } from 'playwright-core';
import { signIn, type TestUser } from '@test/factories';
import { pngImage } from '@test/files';
import type { E2e } from './browser';

type ListedProduct = { id: string; title: string; media: { url: string; largeUrl: string }[] };

/**
 * A product published through the API with real uploaded images, so pages show
 * actual pictures (the database-only factory has no files behind its rows).
 */
export async function publishProduct(
  e2e: E2e,
  seller: TestUser,
  fields: Record<string, unknown> & { title: string },
  imageCount = 1,
): Promise<ListedProduct> {
  const client = await signIn(e2e.t, seller);
  const imageIds: string[] = [];
  for (let index = 0; index < imageCount; index++) {
    const upload = await client.upload('/api/product-media?kind=image', {
      name: `photo-${index + 1}.png`,
      type: 'image/png',
      data: await pngImage(120 + index * 10, 120),
    });
    if (upload.statusCode !== 201) throw new Error(`upload failed: ${upload.body}`);
    imageIds.push(upload.json().id);
  }
  const response = await client.post('/api/products', {
    description: 'Cheveux doux, pose facile, livrée avec un bonnet.',
    priceCents: 12_900,
    category: 'Perruques',
    condition: 'new_unworn',
    ...fields,
    imageIds,
  });
  if (response.statusCode !== 201) throw new Error(`publishing failed: ${response.body}`);
  return response.json();
}

/** The product cards of the shop grid, by their title. */
export const shopCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

/**
 * The product page's gallery once its carousel runs. The server draws the page, photos included,
 * before its code is there; until then the gallery's controls are disabled.
 */
export async function readyGallery(page: Page) {
  const gallery = page.getByRole('region', { name: 'Galerie du produit' });
  await gallery.getByRole('button', { name: 'Agrandir la photo', disabled: false }).waitFor();
  return gallery;
}

/**
 * Watches React take over a page the server drew: the errors it logs, and whether the heading
 * the HTML drew (kept aside before the app's scripts run) is still the one shown, not redrawn.
 */
export async function watchAdoption(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { drawnHeading: document.querySelector('h1') });
    }),
  );
  const keptDrawnHeading = () =>
    page.evaluate(() => (window as unknown as { drawnHeading: Element }).drawnHeading === document.querySelector('h1'));
  return { errors, keptDrawnHeading };
}
