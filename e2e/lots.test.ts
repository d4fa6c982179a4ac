import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@test/catalogue-factories';
import { createAdmin, createSeller, createUser, signIn } from '@test/factories';
import { pngImage } from '@test/files';
import { ledgerIsBalanced, orderBalances } from '@server/modules/ledger/ledger-balances';
import { checkout } from '@test/order-factories';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, signedInPage, toast } from './helpers';

const PHONE_WIDTH = 360;
const euros = (text: string) => text.replace(/ /g, '\u00a0');

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

/** No horizontal scroll at 360 px; a failure names the widest elements. */
async function expectFitsPhone(page: Page) {
  const overflow = () =>
    page.evaluate((width) => {
      if (document.documentElement.scrollWidth <= width) return [];
      const wide = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > width + 1);
      const deepest = wide.filter((e) => !wide.some((other) => other !== e && e.contains(other)));
      return [location.pathname, ...deepest.slice(0, 5).map((e) => `${e.tagName} ${e.className}`)];
    }, PHONE_WIDTH);
  await expect.poll(overflow).toEqual([]);
}

async function setBundleDiscount(page: Page) {
  await page.goto('/settings');
  const card = page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: 'Remise sur les lots' }) });
  await card.getByText('Aucune remise sur les lots pour le moment.').waitFor();
  await card.getByRole('button', { name: 'Ajouter un palier' }).click();
  await card.getByRole('button', { name: 'Ajouter un palier' }).click();
  // A bigger lot may not get a smaller discount: the shared schema's message, before any request.
  await card.getByLabel('Remise (%)').nth(1).fill('5');
  await card.getByRole('button', { name: 'Enregistrer' }).click();
  await card.getByText('La remise doit augmenter avec le nombre d’articles').waitFor();
  await card.getByLabel('Dès (articles)').nth(1).fill('11');
  await card.getByRole('button', { name: 'Enregistrer' }).click();
  await card.getByText("Le nombre d'articles doit être un entier de 2 à 10").waitFor();
  await expectNoSeriousAxeViolation(page);
  await card.getByLabel('Dès (articles)').nth(1).fill('3');
  await card.getByLabel('Remise (%)').nth(1).fill('15');
  await card.getByRole('button', { name: 'Enregistrer' }).click();
  await toast(page, 'Remise sur les lots enregistrée').waitFor();
  await card.getByText('Remise lot : −10 % dès 2 articles, −15 % dès 3').waitFor();
  await expectFitsPhone(page);
}

const lotCard = (page: Page) => page.getByRole('article', { name: 'Lot de 3 articles' });

/** One proof for the whole lot, one validation by the admin, one parcel, one receipt confirmed. */
async function payOnce(buyerPage: Page, sellerPage: Page, buyerName: string) {
  await buyerPage.goto('/orders');
  const buyerCard = lotCard(buyerPage);
  await buyerCard.getByRole('button', { name: 'Envoyer la preuve de paiement' }).click();
  const payDialog = buyerPage.getByRole('dialog', { name: 'Envoyer la preuve de paiement' });
  await payDialog
    .getByLabel('Preuve de paiement')
    .setInputFiles({ name: 'virement.png', mimeType: 'image/png', buffer: await pngImage() });
  await payDialog.getByRole('button', { name: 'Envoyer la preuve' }).click();
  await toast(buyerPage, 'Preuve de paiement soumise avec succès!').waitFor();

  const adminPage = await signedInPage(e2e, await createAdmin(e2e.t));
  await adminPage.goto('/admin');
  const toCheck = adminPage.getByRole('listitem', { name: /Paiement de la commande/ }).first();
  await toCheck.getByRole('button', { name: /Valider/ }).click();
  await adminPage
    .getByRole('alertdialog', { name: `Valider le paiement de ${euros('74,99 €')} de ${buyerName} ?` })
    .getByRole('button', { name: 'Valider le paiement' })
    .click();
  await toast(adminPage, 'Paiement validé').waitFor();
  // The admin's order list names the lot and its lines, with the discount already taken off.
  await adminPage.getByRole('tab', { name: 'Commandes récentes' }).click();
  const lines = adminPage.getByRole('list', { name: /^Articles de la commande CMD-/ });
  await lines.getByText('Remise lot (déjà déduite)').waitFor();
  expect(await lines.getByRole('listitem').allTextContents()).toEqual([
    `Perruque body wave 50 cm${euros('34,00 €')}`,
    `Colle pour lace 38 ml${euros('21,25 €')}`,
    `Bonnet en satin${euros('12,75 €')}`,
    `Remise lot (déjà déduite)−${euros('12,00 €')}`,
  ]);
  await expectFitsPhone(adminPage);

  await sellerPage.goto('/orders?onglet=ventes');
  const sellerCard = lotCard(sellerPage);
  for (const title of ['Perruque body wave 50 cm', 'Colle pour lace 38 ml', 'Bonnet en satin']) {
    await sellerCard.getByText(title).waitFor();
  }
  await sellerCard.getByRole('button', { name: 'Marquer comme envoyée' }).click();
  const sendDialog = sellerPage.getByRole('dialog', { name: 'Marquer comme envoyée' });
  await sendDialog.getByLabel('Numéro de suivi').fill('6A00000000042');
  await sendDialog.getByRole('button', { name: "Confirmer l'envoi" }).click();
  await toast(sellerPage, 'Commande marquée comme envoyée').waitFor();
  await expectFitsPhone(sellerPage);

  await buyerPage.reload();
  await buyerCard.getByText('6A00000000042', { exact: true }).waitFor();
  await buyerCard.getByRole('button', { name: 'Confirmer la réception' }).click();
  await buyerPage
    .getByRole('dialog', { name: 'Confirmer la réception' })
    .getByRole('button', { name: "J'ai reçu ma commande" })
    .click();
  await toast(buyerPage, 'Réception du colis confirmée').waitFor();
  await buyerCard.getByText('Livrée').first().waitFor();
  return adminPage;
}

/**
 * The buyer sends the satin cap back alone: its share after the −15 % (15,00 € − 2,25 €), no delivery.
 * The seller accepts and receives it, the platform refunds it; the order reads 'Remboursée en partie'.
 */
async function returnTheCap(buyerPage: Page, sellerPage: Page) {
  const buyerCard = lotCard(buyerPage);
  await buyerCard.getByRole('button', { name: 'Demander un retour' }).click();
  const dialog = buyerPage.getByRole('dialog', { name: 'Demander un retour' });
  await dialog.getByText(`Remboursement : ${euros('74,99 €')}`).waitFor();
  await dialog.getByRole('checkbox', { name: 'Perruque body wave 50 cm' }).click();
  await dialog.getByRole('checkbox', { name: 'Colle pour lace 38 ml' }).click();
  await dialog.getByText(`Remboursement : ${euros('12,75 €')}`).waitFor();
  await dialog.getByLabel('Raison du retour').selectOption('damaged');
  await dialog.getByLabel('Description').fill('Le bonnet est décousu sur le côté');
  await dialog.getByLabel('Nom du titulaire').fill('Fatou Sarr');
  await dialog.getByLabel('IBAN').fill('FR76 3000 6000 0112 3456 7890 189');
  await expectNoSeriousAxeViolation(buyerPage, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await toast(buyerPage, 'Demande de retour créée avec succès!').waitFor();

  await sellerPage.reload();
  const sellerCard = lotCard(sellerPage);
  await sellerCard.getByRole('button', { name: 'Accepter le retour' }).click();
  const accept = sellerPage.getByRole('dialog', { name: 'Accepter le retour' });
  await accept.getByLabel('Adresse de renvoi').fill('8 rue des Lilas, 69003 Lyon');
  await accept.getByRole('button', { name: 'Accepter le retour' }).click();
  await toast(sellerPage, 'Statut du retour mis à jour!').first().waitFor();

  const adminPage = await signedInPage(e2e, await createAdmin(e2e.t));
  await adminPage.goto('/admin');
  await adminPage.getByRole('tab', { name: 'Retours en attente' }).click();
  await adminPage
    .getByRole('listitem', { name: /Retour de la commande/ })
    .getByRole('button', { name: /Valider/ })
    .click();
  const validate = adminPage.getByRole('dialog', { name: 'Valider le retour' });
  await validate.getByRole('button', { name: 'Valider le retour' }).click();
  await toast(adminPage, 'Retour validé avec succès!').waitFor();

  await buyerPage.reload();
  await buyerCard.getByRole('button', { name: "J'ai renvoyé l'article" }).click();
  const shipped = buyerPage.getByRole('dialog', { name: 'Confirmer le renvoi' });
  await shipped.getByLabel('Numéro de suivi').fill('6A00000000043');
  await shipped.getByRole('button', { name: "J'ai renvoyé l'article" }).click();
  await toast(buyerPage, 'Statut du retour mis à jour!').first().waitFor();

  await sellerPage.reload();
  await sellerCard.getByRole('button', { name: 'Confirmer la réception du retour' }).click();
  const received = sellerPage.getByRole('dialog', { name: 'Confirmer la réception du retour' });
  await received.getByRole('button', { name: "J'ai reçu l'article" }).click();
  await toast(sellerPage, 'Statut du retour mis à jour!').first().waitFor();

  await adminPage.reload();
  await adminPage.getByRole('tab', { name: 'Retours en attente' }).click();
  await adminPage.getByRole('button', { name: /Marquer remboursé/ }).click();
  const refund = adminPage.getByRole('dialog', { name: /^Rembourser la commande CMD-/ });
  await refund.getByLabel('Référence du remboursement').fill('VIR-REMB-LOT-001');
  await refund
    .getByLabel('Preuve du remboursement')
    .setInputFiles({ name: 'virement.png', mimeType: 'image/png', buffer: await pngImage(50, 50) });
  await refund.getByRole('button', { name: 'Marquer remboursé' }).click();
  await toast(adminPage, 'Retour remboursé').waitFor();

  await buyerPage.reload();
  await buyerCard.getByText('Remboursée en partie', { exact: true }).waitFor();
  await buyerCard.getByText(/12,75\s€ remboursés par Virement bancaire \(IBAN\)/).waitFor();
  await expectFitsPhone(buyerPage);
}

describe('lots on a 360 px phone', () => {
  it('a buyer gathers three of a seller’s items, orders and pays once, the seller ships once, and one item returned is refunded its share', async () => {
    const seller = await createSeller(e2e.t, { fullName: 'Aminata Koné' });
    // Her public name, as sellers choose one (decision 056).
    await e2e.t.ctx.db.updateTable('profiles').set({ username: 'Aminata' }).where('id', '=', seller.id).execute();
    const buyer = await createUser(e2e.t, { fullName: 'Fatou Sarr' });
    await e2e.t.ctx.db
      .updateTable('profiles')
      .set({ address: '12 rue de la Roquette', postal_code: '75011', city: 'Paris', country: 'France' })
      .where('id', '=', buyer.id)
      .execute();
    const product = (title: string, price_cents: number) =>
      insertProduct(e2e.t, seller.id, { title, price_cents, imageCount: 0 });
    const wig = await product('Perruque body wave 50 cm', 4_000);
    const glue = await product('Colle pour lace 38 ml', 2_500);
    const cap = await product('Bonnet en satin', 1_500);
    const comb = await product('Peigne à queue', 800);

    const sellerPage = await signedInPage(e2e, seller);
    await setBundleDiscount(sellerPage);

    // A visitor is asked to sign in, and comes back to the product.
    const page = await e2e.newPage();
    await page.goto(`/product/${wig}`);
    await page.getByText('Remise lot : −10 % dès 2 articles, −15 % dès 3').waitFor();
    await page.getByRole('button', { name: 'Ajouter au lot' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByLabel('Email').fill(buyer.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === `/product/${wig}`);
    await page.getByRole('button', { name: 'Ajouter au lot' }).click();
    await toast(page, 'Ajouté au lot').waitFor();
    await page.getByRole('link', { name: 'Dans votre lot' }).waitFor();
    await expectFitsPhone(page);

    // The seller's page: the discount, then each listing's own button.
    await page.goto(`/seller/${seller.id}`);
    await page.getByText('Remise lot : −10 % dès 2 articles, −15 % dès 3').waitFor();
    await page.getByRole('link', { name: 'Mon lot chez Aminata (1)' }).waitFor();
    for (const title of ['Colle pour lace 38 ml', 'Bonnet en satin', 'Peigne à queue']) {
      const listing = page.getByRole('listitem').filter({ has: page.getByRole('article', { name: title }) });
      await listing.getByRole('button', { name: 'Ajouter au lot' }).click();
      await listing.getByRole('link', { name: 'Dans votre lot' }).waitFor();
    }
    await page.getByRole('link', { name: 'Mon lot chez Aminata (4)' }).waitFor();
    await expectFitsPhone(page);

    // Meanwhile someone else buys the comb: the lot says so and goes on with three.
    await checkout(await signIn(e2e.t, await createUser(e2e.t)), {
      productId: comb,
      deliveryType: 'pickup',
      paymentMethod: 'paypal',
    });
    await page.getByRole('link', { name: 'Mon lot chez Aminata (4)' }).click();
    await page.waitForURL((url) => url.pathname === `/lots/${seller.id}`);
    await page.getByRole('heading', { level: 1, name: 'Mon lot chez Aminata (3)' }).waitFor();
    await page.getByRole('alert').getByText('Vendu entre-temps : retiré de votre lot').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('Peigne à queue');
    const items = page.getByRole('list', { name: 'Articles du lot' }).getByRole('listitem');
    expect(await items.count()).toBe(3);
    // 40 + 25 + 15 = 80,00 €; −15 % from 3 items: −12,00 €; one delivery fee.
    expect(await page.getByTestId('lot-discount').textContent()).toBe(euros('−12,00 €'));
    expect(await page.getByTestId('lot-delivery').textContent()).toBe(euros('6,99 €'));
    expect(await page.getByTestId('lot-total').textContent()).toBe(euros('74,99 €'));
    await expectFitsPhone(page);
    await expectNoSeriousAxeViolation(page);
    await page.screenshot({ path: 'dist/lot-screen-360.png', fullPage: true });

    // Removing one shows the smaller discount at once; putting it back restores it.
    await page.getByRole('button', { name: 'Retirer « Bonnet en satin » du lot' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mon lot chez Aminata (2)' }).waitFor();
    expect(await page.getByTestId('lot-discount').textContent()).toBe(euros('−6,50 €'));
    await page.getByText('Encore 1 article pour −15 %').waitFor();
    await page.goto(`/product/${cap}`);
    await page.getByRole('button', { name: 'Ajouter au lot' }).click();
    await toast(page, 'Ajouté au lot').getByRole('button', { name: 'Voir mon lot' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mon lot chez Aminata (3)' }).waitFor();

    // One checkout: delivery and payment once, the lot's lines and totals.
    await page.getByRole('link', { name: 'Commander le lot' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByRole('heading', { level: 1, name: 'Commander le lot' }).waitFor();
    // The heading comes before the lot's lines are read.
    const lotLines = page.getByRole('list', { name: 'Articles du lot' }).getByRole('listitem');
    await expect.poll(() => lotLines.count()).toBe(3);
    // Once for the lot: the profile's address, as for any checkout.
    const address = page.getByRole('combobox', { name: 'Adresse de livraison' });
    await expect.poll(() => address.inputValue()).toBe('12 rue de la Roquette, 75011 Paris');
    await page.getByRole('radio', { name: 'Virement bancaire' }).check();
    await page.getByText('Remise lot (−15 %)').waitFor();
    expect(await page.getByTestId('checkout-total').textContent()).toBe(euros('74,99 €'));
    await expectFitsPhone(page);
    await expectNoSeriousAxeViolation(page);
    await page.getByRole('button', { name: 'Commander le lot' }).click();
    await page.waitForURL((url) => url.pathname === '/orders');

    const orders = await e2e.t.ctx.db
      .selectFrom('orders')
      .select(['id', 'price_cents', 'delivery_cost_cents', 'total_amount_cents'])
      .where('buyer_id', '=', buyer.id)
      .execute();
    expect(orders).toEqual([
      { id: expect.any(String), price_cents: 6_800, delivery_cost_cents: 699, total_amount_cents: 7_499 },
    ]);
    const lines = await e2e.t.ctx.db
      .selectFrom('order_items')
      .select(['product_id', 'unit_price_cents', 'price_cents'])
      .where('order_id', '=', orders[0]?.id ?? '')
      .orderBy('position')
      .execute();
    expect(lines.map((line) => line.product_id).sort()).toEqual([wig, glue, cap].sort());
    expect(lines.reduce((sum, line) => sum + line.price_cents, 0)).toBe(6_800);
    // The lot is gone once ordered.
    await page.goto('/lots');
    await page.getByText('Aucun lot en cours.', { exact: false }).waitFor();

    await payOnce(page, sellerPage, buyer.fullName);
    await returnTheCap(page, sellerPage);
    expect(await ledgerIsBalanced(e2e.t.ctx.db)).toBe(true);
    expect(await orderBalances(e2e.t.ctx.db, orders[0]?.id ?? '')).toMatchObject({ platform_cash: 7_499 - 1_275 });
    // A long story on a slow, shared machine: its steps wait for the app, never for a clock.
  }, 600_000);
});
