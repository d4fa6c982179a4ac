import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, homeCheckout, orderParties } from '@test/order-factories';
import { type E2e, startE2e } from './browser';
import { signedInPage } from './helpers';

// Issue 35: a member's screen preloads its answers from the page's head. Each must be the very
// request the app makes, or the phone downloads it twice and the console warns of a wasted preload.
let e2e: E2e;
let parties: Awaited<ReturnType<typeof orderParties>>;
beforeAll(async () => {
  e2e = await startE2e();
  parties = await orderParties(e2e.t, { stock_quantity: 5 });
  await checkout(parties.buyerClient, homeCheckout(parties.productId));
});
afterAll(async () => e2e?.close());

describe("a member's screen", () => {
  it.each([
    ['/orders', 'buyer', 'Achats (1)'],
    ['/earnings', 'seller', 'Mes revenus'],
    // The dashboard's first tab (its two queues) is announced with it.
    ['/admin', 'admin', 'Preuves à vérifier'],
  ] as const)('%s asks the API once for each answer its head preloads', async (path, who, shown) => {
    const page = await signedInPage(e2e, parties[who]);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && !url.pathname.endsWith('/events')) asked.push(url.pathname + url.search);
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('preload')) warnings.push(message.text());
    });
    await page.goto(path);
    await page.getByText(shown, { exact: false }).first().waitFor();
    const preloaded = await page.$$eval('link[rel="preload"][as="fetch"]', (links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
    expect(preloaded.length).toBeGreaterThanOrEqual(3);
    await page.waitForTimeout(3_500);
    // The app's own requests to those routes are the preloads, each once: a different address
    // (a changed page size) would show as an extra request.
    const routes = new Set(preloaded.map((url) => url.split('?')[0]));
    expect(asked.filter((url) => routes.has(url.split('?')[0])).sort()).toEqual([...preloaded].sort());
    expect(warnings).toEqual([]);
  });
});
