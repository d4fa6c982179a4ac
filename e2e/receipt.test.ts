import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptMessages } from '@shared/orders/receipt.schemas';
import { checkout, homeCheckout, orderParties, paidOrder } from '@test/order-factories';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, signedInPage } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

const PHONE = { width: 390, height: 844 };

describe("the buyer's receipt", () => {
  it('opens from the order, fits a phone, prints without the app around it and downloads as a PDF', async () => {
    const parties = await orderParties(e2e.t, { price_cents: 22_900, title: 'Perruque Bob Lisse', stock_quantity: 2 });
    const orderId = await paidOrder(e2e.t, parties);
    const unpaidId = await checkout(parties.buyerClient, homeCheckout(parties.productId));
    const { order_number: orderNumber } = await e2e.t.ctx.db
      .selectFrom('orders')
      .select('order_number')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();

    const page = await signedInPage(e2e, parties.buyer);
    await page.setViewportSize(PHONE);
    await page.goto('/orders');
    const card = page.getByRole('article').filter({ hasText: orderNumber });
    await card.getByRole('link', { name: 'Reçu', exact: true }).click();
    await page.waitForURL(`**/orders/${orderId}/receipt`);

    const receipt = page.getByRole('article', { name: `Reçu de la commande ${orderNumber}` });
    await receipt.waitFor();
    for (const figure of [
      'Perruque Bob Lisse',
      '229,00 €',
      '6,99 €',
      '235,99 €',
      'Virement bancaire',
      'Fatou Vendeuse',
    ]) {
      await receipt.getByText(figure, { exact: true }).waitFor();
    }
    await expect(receipt.textContent()).resolves.not.toMatch(/commission/i);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousAxeViolation(page);

    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const printButton = page.getByRole('button', { name: 'Imprimer' });
    await expect(nav.isVisible()).resolves.toBe(true);
    await page.emulateMedia({ media: 'print' });
    await expect(nav.isVisible()).resolves.toBe(false);
    await expect(printButton.isVisible()).resolves.toBe(false);
    await expect(page.locator('footer').last().isVisible()).resolves.toBe(false);
    await expect(receipt.getByText('235,99 €', { exact: true }).isVisible()).resolves.toBe(true);
    await page.emulateMedia({ media: 'screen' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Télécharger le PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`recu-${orderNumber}.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // An order not paid yet has no receipt: the page says why, in French.
    await page.goto(`/orders/${unpaidId}/receipt`);
    await page.getByRole('alert').filter({ hasText: receiptMessages.notPaid }).waitFor();
    await expect(page.getByRole('link', { name: 'Télécharger le PDF' }).count()).resolves.toBe(0);
  });
});
