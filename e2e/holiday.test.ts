import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDay } from '@shared/profile/holiday.schemas';
import { holidaySentence } from '@shared/profile/holiday';
import { parisDay } from '@shared/paris-time';
import { createSeller, createUser, signIn } from '@test/factories';
import { checkout, homeCheckout } from '@test/order-factories';
import { type E2e, startE2e } from './browser';
import { publishProduct } from './catalogue-helpers';
import { expectNoSeriousAxeViolation, signedInPage, toast } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

describe('holiday mode (decision 059)', () => {
  it('a seller turns it on from a phone, warned of an open order; a buyer reads the sentence and finds no buy button', async () => {
    const seller = await createSeller(e2e.t, { fullName: 'Fatou Vacances' });
    const product = await publishProduct(e2e, seller, { title: 'Perruque body wave vacances' });
    const sold = await publishProduct(e2e, seller, { title: 'Tissage déjà commandé', category: 'Tissages' });
    const buyer = await createUser(e2e.t, { fullName: 'Awa Acheteuse' });
    await checkout(await signIn(e2e.t, buyer), homeCheckout(sold.id));
    const until = addDaysToDay(parisDay(new Date()), 12);
    const sentence = holidaySentence(until);

    const page = await signedInPage(e2e, seller);
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Mode vacances' }).waitFor();
    await page.getByLabel('Date de retour').fill(until);
    await page.getByRole('button', { name: 'Activer le mode vacances' }).click();
    const dialog = page.getByRole('dialog', { name: 'Activer le mode vacances ?' });
    await dialog.getByText(sentence).waitFor();
    await dialog.getByText('Tissage déjà commandé').waitFor();
    await dialog.getByText('Cette commande en cours garde ses délais pendant vos vacances :').waitFor();
    await expectNoSeriousAxeViolation(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Activer', exact: true }).click();
    await toast(page, 'Mode vacances activé').waitFor();
    await page.getByRole('status').filter({ hasText: sentence }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const shopper = await signedInPage(e2e, buyer);
    await shopper.goto(`/product/${product.id}`);
    await shopper.getByRole('note').filter({ hasText: sentence }).waitFor();
    expect(await shopper.getByRole('button', { name: 'Commander' }).count()).toBe(0);
    expect(await shopper.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await shopper.goto(`/seller/${seller.id}`);
    await shopper.getByRole('note').filter({ hasText: sentence }).waitFor();
    await shopper.goto('/marketplace?q=vacances');
    await shopper.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await shopper.getByRole('article', { name: 'Perruque body wave vacances' }).count()).toBe(0);
  });
});
