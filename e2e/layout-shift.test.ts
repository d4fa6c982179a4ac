import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@test/catalogue-factories';
import { openAbout, sendText } from '@test/messaging-factories';
import { checkout, homeCheckout, orderParties } from '@test/order-factories';
import { type E2e, startE2e } from './browser';
import { signedInPage } from './helpers';

// Issue 35: the signed-in screens stay put while their data, the session and the lazy parts
// arrive (Lighthouse's CLS ≤ 0.05). The CPU is slowed as on a cheap phone, so that the first
// paint comes before the answers, as it does there.
let e2e: E2e;
let parties: Awaited<ReturnType<typeof orderParties>>;
beforeAll(async () => {
  e2e = await startE2e();
  parties = await orderParties(e2e.t, { stock_quantity: 5 });
  for (let i = 0; i < 6; i++) await insertProduct(e2e.t, parties.seller.id, { title: `Perruque body wave ${i + 1}` });
  await checkout(parties.buyerClient, homeCheckout(parties.productId));
  const conversationId = await openAbout(parties.buyerClient, { type: 'product', productId: parties.productId });
  await sendText(parties.buyerClient, conversationId, 'Bonjour, la perruque est-elle encore disponible ?');
});
afterAll(async () => e2e?.close());

/** The layout shifts of a screen's load, summed as Lighthouse does for a short page. */
async function layoutShiftOf(page: Page, path: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1_500);
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0));
}

describe('a signed-in screen on a slow phone', () => {
  it.each([
    ['/orders', 'buyer'],
    ['/messages', 'buyer'],
    ['/my-products', 'seller'],
    ['/earnings', 'seller'],
  ] as const)('%s does not move under the reader as it loads', async (path, who) => {
    const page = await signedInPage(e2e, parties[who]);
    expect(await layoutShiftOf(page, path)).toBeLessThanOrEqual(0.05);
  });
});

describe("a visitor's product page on a slow phone", () => {
  it('keeps what is under the Order button where it was drawn while the app takes over', async () => {
    const page = await e2e.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Every place 'Signaler cette annonce' is painted at, from the server's page on: the heart,
    // 'Ajouter au lot' and 'Masquer l'annonce' come later, above it, and a tap aimed at the link
    // while they came landed on the page (session 22).
    await page.addInitScript(() => {
      const tops: number[] = [];
      Object.assign(window, { reportLinkTops: tops });
      const watch = () => {
        const link = [...document.querySelectorAll('a')].find((a) => a.textContent?.includes('Signaler cette annonce'));
        const top = link ? Math.round(link.getBoundingClientRect().top + window.scrollY) : null;
        if (top !== null && tops.at(-1) !== top) tops.push(top);
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await page.goto(`/product/${parties.productId}`);
    await page.getByRole('button', { name: /aux favoris/ }).waitFor();
    await page.getByRole('button', { name: 'Ajouter au lot' }).waitFor();
    await page.getByRole('button', { name: "Masquer l'annonce" }).waitFor();
    await page.waitForTimeout(1_000);
    const tops = await page.evaluate(() => (window as unknown as { reportLinkTops: number[] }).reportLinkTops);
    expect(tops).toHaveLength(1);
  });
});
