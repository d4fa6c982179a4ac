import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalDetails } from '@test/seller-status-factories';
import { deliveredOrder, orderParties } from '@test/order-factories';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, signedInPage, toast } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

describe("a professional's buyer withdraws within 14 days (L221-18, decision 060)", () => {
  it('on a phone: the offer says Professionnel, the order offers the withdrawal, a sealed one asks about the seal', async () => {
    const title = 'Kit soin boucles scellé';
    const p = await orderParties(e2e.t, { title, price_cents: 4_000, stock_quantity: 1, condition: 'new_sealed' });
    const saved = await p.sellerClient.put('/api/me/seller-status', professionalDetails);
    expect(saved.statusCode).toBe(200);
    await deliveredOrder(e2e.t, p);

    const page = await signedInPage(e2e, p.buyer);
    await page.setViewportSize({ width: 360, height: 740 });

    // The product page names the professional, the seller's page their legal details.
    await page.goto(`/product/${p.productId}`);
    await page.getByText('Vendeur professionnel : vous pouvez vous rétracter sans motif').waitFor();
    await page.goto(`/seller/${p.seller.id}`);
    await page.getByRole('heading', { name: 'Informations légales du vendeur professionnel' }).waitFor();
    await page.getByText('73282932000074').waitFor();

    await page.goto('/orders');
    const card = page.getByRole('article', { name: title });
    await card.getByText('Professionnel', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Demander un retour' }).click();
    const dialog = page.getByRole('dialog', { name: 'Demander un retour' });
    await dialog.getByLabel('Raison du retour').selectOption('withdrawal');
    await dialog.getByText('Vous pouvez vous rétracter sans motif jusqu’au').waitFor();
    await dialog.getByText('Les frais de renvoi du colis sont à votre charge.').waitFor();

    // The seal: a withdrawal of an opened hygiene product is refused with the legal reason.
    await dialog.getByLabel('Nom du titulaire').fill('Awa Diallo');
    await dialog.getByLabel('IBAN').fill('FR76 3000 6000 0112 3456 7890 189');
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await dialog.getByText('Veuillez indiquer si le scellé du produit est intact').waitFor();
    await dialog.getByLabel('Non, je l’ai ouvert').check();
    await dialog
      .getByRole('alert')
      .getByText(/article L221-28 5° du Code de la consommation/)
      .waitFor();
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await toast(page, 'Rétractation impossible').waitFor();

    await dialog.getByLabel('Oui, le scellé est intact').check();
    await expectNoSeriousAxeViolation(page, '[role="dialog"]');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await toast(page, 'Demande de retour créée avec succès!').waitFor();
    await card.getByText('Retour · Rétractation (14 jours)').waitFor();
    await card.getByText('En attente du vendeur', { exact: true }).waitFor();
  });
});
