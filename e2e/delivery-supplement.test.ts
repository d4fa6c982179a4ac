import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuros } from '@shared/money';
import { ledgerIsBalanced } from '@server/modules/ledger/ledger-balances';
import { pngImage } from '@test/files';
import { orderParties, paidOrder } from '@test/order-factories';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, signedInPage, toast } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

const TITLE = 'Perruque afro crépue 40 cm';
const orderCard = (page: Page) => page.getByRole('article', { name: TITLE });

describe('a paid pickup order switched to home delivery (decision 040)', () => {
  it('asks a supplement the buyer pays, the admin validates, and only then the seller ships', async () => {
    const p = await orderParties(e2e.t, { price_cents: 3000, title: TITLE });
    const orderId = await paidOrder(e2e.t, p, { deliveryType: 'pickup' });
    await p.sellerClient.post(`/api/orders/${orderId}/pickup-point`, { pickupLocation: 'Relais Château-Rouge' });

    // The buyer asks for delivery to Dakar: the dialog says it is a supplement, not a new total.
    const buyerPage = await signedInPage(e2e, p.buyer);
    await buyerPage.goto('/orders');
    const buyerCard = orderCard(buyerPage);
    await buyerCard.getByRole('button', { name: 'Passer en livraison à domicile' }).click();
    const switchDialog = buyerPage.getByRole('dialog', { name: 'Passer en livraison à domicile' });
    await switchDialog
      .getByRole('combobox', { name: 'Nouvelle adresse de livraison' })
      .fill('5 Avenue Cheikh Anta Diop, Dakar');
    await switchDialog.getByLabel('Pays').fill('Sénégal');
    await switchDialog.getByText('Supplément à payer', { exact: true }).waitFor();
    await switchDialog.getByRole('button', { name: 'Confirmer la livraison à domicile' }).click();
    await toast(buyerPage, 'Supplément de livraison à payer').waitFor();
    await buyerCard.getByText(`Supplément à payer : ${formatEuros(1299)}`).waitFor();
    await buyerCard.getByText('Relais Château-Rouge').waitFor();
    await expectNoSeriousAxeViolation(buyerPage, 'main');

    // The seller is told why the order cannot leave yet.
    const sellerPage = await signedInPage(e2e, p.seller);
    await sellerPage.goto('/orders?onglet=ventes');
    const sellerCard = orderCard(sellerPage);
    await sellerCard.getByText(/Un supplément de livraison est en attente de paiement/).waitFor();
    expect(await sellerCard.getByRole('button', { name: 'Marquer comme envoyée' }).count()).toBe(0);

    // The same payment dialog, with the supplement's amount, then the proof.
    await buyerCard.getByRole('button', { name: 'Payer le supplément' }).click();
    const payDialog = buyerPage.getByRole('dialog', { name: 'Payer le supplément de livraison' });
    await payDialog.getByText(`Payez ${formatEuros(1299)}`, { exact: false }).waitFor();
    await payDialog.getByText('Boucles SAS (démo)').waitFor();
    await payDialog
      .getByLabel('Preuve de paiement')
      .setInputFiles({ name: 'supplement.png', mimeType: 'image/png', buffer: await pngImage() });
    await payDialog.getByRole('button', { name: 'Envoyer la preuve' }).click();
    await toast(buyerPage, 'Preuve de paiement soumise avec succès!').waitFor();
    await buyerCard.getByText(/Preuve envoyée : en attente de validation/).waitFor();

    // The admin validates it from the payments list.
    const adminPage = await signedInPage(e2e, p.admin);
    await adminPage.goto('/admin');
    const row = adminPage.getByRole('listitem', { name: /Supplément de livraison de la commande/ });
    await row.getByText(formatEuros(1299)).waitFor();
    await row.getByRole('button', { name: /Valider/ }).click();
    const confirm = adminPage.getByRole('alertdialog', {
      name: `Valider le supplément de livraison de ${formatEuros(1299)} de ${p.buyer.fullName} ?`,
    });
    await confirm.getByRole('button', { name: 'Valider le supplément' }).click();
    await toast(adminPage, 'Paiement validé').waitFor();

    // Now a home delivery for 42,99 €, which the seller ships.
    await sellerPage.reload();
    await sellerCard.getByText('Supplément payé').waitFor();
    await sellerCard.getByRole('button', { name: 'Marquer comme envoyée' }).click();
    const sendDialog = sellerPage.getByRole('dialog', { name: 'Marquer comme envoyée' });
    await sendDialog.getByLabel('Numéro de suivi').fill('SN-4299');
    await sendDialog.getByRole('button', { name: "Confirmer l'envoi" }).click();
    await toast(sellerPage, 'Commande marquée comme envoyée').waitFor();
    await sellerCard.getByText('En transit').first().waitFor();

    await buyerPage.reload();
    await buyerCard.getByText(formatEuros(4299)).first().waitFor();
    await buyerCard.getByText(/Dakar/).first().waitFor();
    expect(await ledgerIsBalanced(e2e.t.ctx.db)).toBe(true);
  });
});
