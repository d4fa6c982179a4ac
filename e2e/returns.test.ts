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

describe('a return refunded by the platform (decision 041)', () => {
  it('buyer gives refund details → seller accepts → admin agrees → buyer ships → seller relists → admin refunds from escrow', async () => {
    const title = 'Perruque body wave 50 cm';
    const p = await orderParties(e2e.t, { title, price_cents: 15_000, stock_quantity: 1 });
    const orderId = await deliveredOrder(e2e.t, p);

    // The buyer asks, with a photo and how to be refunded: a transfer was paid, so an IBAN is asked.
    const buyerPage = await signedInPage(e2e, p.buyer);
    await buyerPage.goto('/orders');
    const buyerCard = buyerPage.getByRole('article', { name: title });
    await buyerCard.getByRole('button', { name: 'Demander un retour' }).click();
    const dialog = buyerPage.getByRole('dialog', { name: 'Demander un retour' });
    expect(await dialog.getByLabel('Rembourser par').inputValue()).toBe('iban');
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await dialog.getByText('Veuillez sélectionner une raison de retour').waitFor();
    await expectNoSeriousAxeViolation(buyerPage, '[role="dialog"]');
    await dialog.getByLabel('Raison du retour').selectOption('damaged');
    await dialog.getByLabel('Description').fill('La perruque est arrivée déchirée');
    await dialog.getByLabel('Nom du titulaire').fill('Awa Diallo');
    await dialog.getByLabel('IBAN').fill('FR76 3000 6000 0112 3456 7890 198');
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await dialog.getByText('IBAN invalide', { exact: true }).waitFor();
    await dialog.getByLabel('IBAN').fill('FR76 3000 6000 0112 3456 7890 189');
    await dialog
      .getByLabel('Photos (facultatif)')
      .setInputFiles({ name: 'dechirure.png', mimeType: 'image/png', buffer: await pngImage(80, 80) });
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await toast(buyerPage, 'Demande de retour créée avec succès!').waitFor();
    await buyerCard.getByText('En attente du vendeur', { exact: true }).waitFor();
    await buyerCard.getByText(/Virement bancaire \(IBAN\) · FR7630006000011234567890189 · Awa Diallo/).waitFor();

    // The seller sees the photo and whose turn it is, accepts; nothing to pay, no proof to send.
    const sellerPage = await signedInPage(e2e, p.seller);
    await sellerPage.goto('/orders?onglet=ventes');
    const sellerCard = sellerPage.getByRole('article', { name: title });
    await sellerCard.getByRole('link', { name: 'Voir la photo 1 du retour' }).waitFor();
    await sellerCard.getByText("À vous d'accepter ou de refuser le retour").waitFor();
    expect(await sellerCard.getByText('FR7630006000011234567890189').count()).toBe(0);
    await sellerCard.getByRole('button', { name: 'Accepter le retour' }).click();
    const accept = sellerPage.getByRole('dialog', { name: 'Accepter le retour' });
    await accept.getByRole('button', { name: 'Annuler' }).waitFor();
    await accept.getByLabel('Adresse de renvoi').fill('8 rue des Lilas, 69003 Lyon');
    await accept.getByRole('button', { name: 'Accepter le retour' }).click();
    await toast(sellerPage, 'Statut du retour mis à jour!').first().waitFor();
    await sellerCard.getByText("En attente de l'admin", { exact: true }).waitFor();
    expect(await sellerCard.getByRole('button', { name: /preuve/i }).count()).toBe(0);

    // The admin agrees, without any proof.
    const adminPage = await signedInPage(e2e, p.admin);
    await adminPage.goto('/admin');
    await adminPage.getByRole('tab', { name: 'Retours en attente' }).click();
    const row = adminPage.getByRole('listitem', { name: /Retour de la commande/ });
    await row.getByText('À vous de valider le retour').waitFor();
    await row.getByRole('button', { name: /Valider/ }).click();
    const validate = adminPage.getByRole('dialog', { name: 'Valider le retour' });
    await validate.getByRole('button', { name: 'Valider le retour' }).click();
    await toast(adminPage, 'Retour validé avec succès!').waitFor();

    // The buyer ships it back; the seller confirms receipt and puts the unit back on sale.
    await buyerPage.reload();
    await buyerCard.getByText("À vous de renvoyer l'article").waitFor();
    await buyerCard.getByRole('button', { name: "J'ai renvoyé l'article" }).click();
    const shipped = buyerPage.getByRole('dialog', { name: 'Confirmer le renvoi' });
    await shipped.getByLabel('Numéro de suivi').fill('6A12345678901');
    await shipped.getByRole('button', { name: "J'ai renvoyé l'article" }).click();
    await toast(buyerPage, 'Statut du retour mis à jour!').first().waitFor();
    await buyerCard.getByText('Renvoyé au vendeur').waitFor();
    await sellerPage.reload();
    await sellerCard.getByRole('button', { name: 'Confirmer la réception du retour' }).click();
    const received = sellerPage.getByRole('dialog', { name: 'Confirmer la réception du retour' });
    await received.getByRole('checkbox', { name: 'Remettre en vente' }).click();
    await received.getByRole('button', { name: "J'ai reçu l'article" }).click();
    await toast(sellerPage, 'Statut du retour mis à jour!').first().waitFor();

    // The admin pays the buyer back from escrow, to the buyer's IBAN, with a reference and a proof.
    await adminPage.reload();
    await adminPage.getByRole('tab', { name: 'Retours en attente' }).click();
    await adminPage.getByRole('button', { name: /Marquer remboursé/ }).click();
    const refund = adminPage.getByRole('dialog', { name: /^Rembourser la commande CMD-/ });
    await refund.getByText(/FR7630006000011234567890189/).waitFor();
    expect(await refund.getByLabel('Remboursé par').inputValue()).toBe('iban');
    await refund.getByRole('button', { name: 'Marquer remboursé' }).click();
    await refund.getByText('Veuillez indiquer la référence du remboursement').waitFor();
    await refund.getByLabel('Référence du remboursement').fill('VIR-REMB-2026-001');
    await refund
      .getByLabel('Preuve du remboursement')
      .setInputFiles({ name: 'virement.png', mimeType: 'image/png', buffer: await pngImage(50, 50) });
    await refund.getByRole('button', { name: 'Marquer remboursé' }).click();
    await toast(adminPage, 'Retour remboursé').waitFor();

    // The buyer reads how much, how and when; the order is refunded, the unit on sale again.
    await buyerPage.reload();
    await buyerCard.getByText('Remboursée', { exact: true }).waitFor();
    await buyerCard
      .getByText(/156,99\s€ remboursés par Virement bancaire \(IBAN\) le .* \(référence : VIR-REMB-2026-001\)/)
      .waitFor();
    await buyerCard.getByText('Retour clos : remboursé').waitFor();
    await buyerPage.goto(`/product/${p.productId}`);
    await buyerPage.getByText('Dernier exemplaire disponible').waitFor();
    expect(await ledgerIsBalanced(e2e.t.ctx.db)).toBe(true);
    expect(await orderBalances(e2e.t.ctx.db, orderId)).toMatchObject({
      seller_escrow: 0,
      seller_payable: 0,
      platform_cash: 0,
    });
  });
});
