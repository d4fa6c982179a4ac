import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dac7Texts, parisYear } from '@shared/tax/dac7';
import { insertProduct } from '@test/catalogue-factories';
import { createAdmin, createSeller, createUser } from '@test/factories';
import { insertSales } from '@test/tax-factories';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, signedInPage, toast } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

describe('the seller gives their tax details (DAC7, decision 063)', () => {
  it('at 320 px: reads why payouts are held, fills the form, the hold ends, and the admin reads "à déclarer"', async () => {
    const seller = await createSeller(e2e.t, { fullName: 'Fatou Vendeuse' });
    const buyer = await createUser(e2e.t);
    const productId = await insertProduct(e2e.t, seller.id);
    await insertSales(e2e.t, { sellerId: seller.id, buyerId: buyer.id, productId }, 30, 1000, e2e.t.clock.now());

    const page = await signedInPage(e2e, seller);
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto('/earnings');
    const form = page.getByRole('form', { name: 'Informations fiscales' });
    await page.getByRole('alert').filter({ hasText: dac7Texts.held }).waitFor();
    await page.getByText('30 ventes sur 30').waitFor();

    await form.getByLabel('Prénom (comme sur vos papiers)').fill('Fatou');
    await form.getByLabel('Nom (comme sur vos papiers)', { exact: true }).fill('Diallo');
    await form.getByLabel('Date de naissance').fill('1990-04-12');
    await form.getByLabel('Adresse', { exact: true }).fill('5 rue des Tresses');
    await form.getByLabel('Code postal').fill('75018');
    await form.getByLabel('Ville').fill('Paris');
    await form.getByLabel('Pays de résidence').selectOption('FR');
    await form.getByLabel('Numéro fiscal').fill('12');
    await form.getByRole('button', { name: 'Enregistrer mes informations fiscales' }).click();
    await form.getByText('Veuillez indiquer votre numéro fiscal (4 à 50 lettres ou chiffres)').waitFor();

    await form.getByLabel('Numéro fiscal').fill('1 23 45 678 901 23');
    await form.getByRole('button', { name: 'Enregistrer mes informations fiscales' }).click();
    await toast(page, dac7Texts.saved).waitFor();
    await page.getByRole('alert').filter({ hasText: dac7Texts.held }).waitFor({ state: 'detached' });

    const stored = await e2e.t.ctx.db
      .selectFrom('seller_tax_details')
      .select(['tin', 'city'])
      .where('user_id', '=', seller.id)
      .executeTakeFirst();
    expect(stored).toEqual({ tin: '1234567890123', city: 'Paris' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoSeriousAxeViolation(page);

    const admin = await signedInPage(e2e, await createAdmin(e2e.t));
    await admin.setViewportSize({ width: 320, height: 740 });
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: 'Comptabilité' }).click();
    const year = String(parisYear(e2e.t.clock.now()));
    await admin.getByLabel('Année').selectOption(year);
    const row = admin.getByRole('listitem').filter({ hasText: 'Fatou Vendeuse' });
    await row.getByText('à déclarer').waitFor();
    await row.getByText('30 ventes · 300,00').waitFor();
    await expectNoSeriousAxeViolation(admin, '[aria-labelledby="dac7-report"]');
  });
});
