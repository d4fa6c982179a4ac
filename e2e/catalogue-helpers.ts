import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signIn, type TestUser } from '@test/factories';
import { pngImage } from '@test/files';
import type { E2e } from './browser';

export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

/** Signs the page's browser context in through the API (the sign-in form has its own tests). */
export async function signInPage(e2e: E2e, page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin: e2e.baseUrl },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${await response.text()}`);
}

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
    ...fields,
    imageIds,
  });
  if (response.statusCode !== 201) throw new Error(`publishing failed: ${response.body}`);
  return response.json();
}

/** The product cards of the shop grid, by their title. */
export const shopCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

export async function expectNoSeriousAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page: page as never }).analyze();
  const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
