import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerIsBalanced, orderBalances } from '@server/modules/ledger/ledger-balances';
import { pngImage } from '@test/files';
import { deliveredOrder, orderParties } from '@test/order-factories';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, signedInPage, toast } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

/** Confirms the yes/no dialog a return step opens, then waits for the spec's toast. */
async function confirmStep(page: Page, button: string, confirm: string) {
  await page.getByRole('button', { name: button }).click();
  await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
  await toast(page, 'Statut du retour mis à jour!').first().waitFor();
}

describe('a return from request to refund', () => {
  it('goes buyer → seller → admin → buyer → seller → admin, and the seller is never paid', async () => {
    const title = 'Perruque body wave 50 cm';
    const p = await orderParties(e2e.t, { title, price_cents: 15_000 });
    const orderId = await deliveredOrder(e2e.t, p);

    // The buyer asks, with a photo; the dialog has no serious accessibility problem.
    const buyerPage = await signedInPage(e2e, p.buyer);
    await buyerPage.goto('/orders');
    const buyerCard = buyerPage.getByRole('article', { name: title });
    await buyerCard.getByRole('button', { name: 'Demander un retour' }).click();
    const dialog = buyerPage.getByRole('dialog', { name: 'Demander un retour' });
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await dialog.getByText('Veuillez sélectionner une raison de retour').waitFor();
    await expectNoSeriousAxeViolation(buyerPage, '[role="dialog"]');
    await dialog.getByLabel('Raison du retour').selectOption('damaged');
    await dialog.getByLabel('Description').fill('La perruque est arrivée déchirée');
    await dialog
      .getByLabel('Photos (facultatif)')
      .setInputFiles({ name: 'dechirure.png', mimeType: 'image/png', buffer: await pngImage(80, 80) });
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await toast(buyerPage, 'Demande de retour créée avec succès!').waitFor();
    await buyerCard.getByText('En attente du vendeur').waitFor();

    // The seller sees the photo, accepts, and sends the refund proof.
    const sellerPage = await signedInPage(e2e, p.seller);
    await sellerPage.goto('/orders?onglet=ventes');
    const sellerCard = sellerPage.getByRole('article', { name: title });
    await sellerCard.getByRole('link', { name: 'Voir la photo 1 du retour' }).waitFor();
    await sellerCard.getByRole('button', { name: 'Accepter le retour' }).click();
    const accept = sellerPage.getByRole('dialog', { name: 'Accepter le retour' });
    await accept.getByLabel('Adresse de renvoi').fill('8 rue des Lilas, 69003 Lyon');
    await accept.getByRole('button', { name: 'Accepter le retour' }).click();
    await toast(sellerPage, 'Statut du retour mis à jour!').first().waitFor();
    await sellerCard.getByRole('button', { name: 'Envoyer la preuve de remboursement' }).click();
    const proofDialog = sellerPage.getByRole('dialog', { name: 'Preuve de remboursement' });
    await proofDialog
      .getByLabel('Preuve de virement')
      .setInputFiles({ name: 'virement.png', mimeType: 'image/png', buffer: await pngImage(60, 60) });
    await proofDialog.getByRole('button', { name: 'Envoyer la preuve' }).click();
    await toast(sellerPage, 'Preuve de remboursement envoyée!').waitFor();

    // The admin validates it with their own proof, after being asked for one.
    const adminPage = await signedInPage(e2e, p.admin);
    await adminPage.goto('/admin');
    await adminPage.getByRole('tab', { name: 'Retours en attente' }).click();
    const row = adminPage.getByRole('listitem', { name: /Retour de la commande/ });
    await row.getByRole('button', { name: /Valider/ }).click();
    const validate = adminPage.getByRole('dialog', { name: 'Valider le retour' });
    await validate.getByRole('button', { name: 'Valider le retour' }).click();
    await validate.getByText('Veuillez sélectionner un fichier de preuve').waitFor();
    await validate
      .getByLabel('Preuve de remboursement')
      .setInputFiles({ name: 'admin.png', mimeType: 'image/png', buffer: await pngImage(50, 50) });
    await validate.getByRole('button', { name: 'Valider le retour' }).click();
    await toast(adminPage, 'Retour validé avec succès!').waitFor();

    // The buyer ships it back; the seller confirms receipt.
    await buyerPage.reload();
    await buyerCard.getByRole('button', { name: "J'ai renvoyé l'article" }).click();
    const shipped = buyerPage.getByRole('dialog', { name: 'Confirmer le renvoi' });
    await shipped.getByLabel('Numéro de suivi').fill('6A12345678901');
    await shipped.getByRole('button', { name: "J'ai renvoyé l'article" }).click();
    await toast(buyerPage, 'Statut du retour mis à jour!').first().waitFor();
    await buyerCard.getByText('Renvoyé au vendeur').waitFor();
    await sellerPage.reload();
    await confirmStep(sellerPage, 'Confirmer la réception du retour', "J'ai reçu l'article");

    // The admin closes it as refunded.
    await adminPage.reload();
    await adminPage.getByRole('tab', { name: 'Retours en attente' }).click();
    await adminPage.getByRole('button', { name: /Marquer remboursé/ }).click();
    // Asked once more: the money leaves the books for good.
    const confirm = adminPage.getByRole('alertdialog', { name: /^Rembourser la commande CMD-/ });
    await confirm.getByText(/ne peut pas être annulé/).waitFor();
    await confirm.getByRole('button', { name: 'Marquer remboursé' }).click();
    await toast(adminPage, 'Retour remboursé').waitFor();

    await buyerPage.reload();
    await buyerCard.getByText('Remboursé', { exact: true }).waitFor();
    await buyerCard.getByText('Remboursée', { exact: true }).waitFor();
    expect(await ledgerIsBalanced(e2e.t.ctx.db)).toBe(true);
    expect(await orderBalances(e2e.t.ctx.db, orderId)).toMatchObject({
      seller_escrow: 0,
      seller_payable: 0,
      platform_cash: 0,
    });
  });
});
