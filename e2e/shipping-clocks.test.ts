import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDueMoment } from '@shared/orders/order-clock';
import { ledgerIsBalanced } from '@server/modules/ledger/ledger-balances';
import { loadOrder } from '@server/modules/orders/order-access';
import { orderParties, paidOrder } from '@test/order-factories';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, signedInPage, toast } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

const orderCard = (page: Page, title: string) => page.getByRole('article', { name: title });
const shipByOf = async (orderId: string) => (await loadOrder(e2e.t.ctx.db, orderId)).ship_by ?? new Date(0);

describe('the shipping and transit clocks on the order card', () => {
  it('tells each side the deadline; the buyer extends it, then reports the parcel missing, and the admin refunds', async () => {
    const title = 'Tissage ondulé 55 cm';
    const p = await orderParties(e2e.t, { title, price_cents: 8_000 });
    const orderId = await paidOrder(e2e.t, p);

    const sellerPage = await signedInPage(e2e, p.seller);
    await sellerPage.goto('/orders?onglet=ventes');
    const deadline = formatDueMoment(await shipByOf(orderId));
    const sellerCard = orderCard(sellerPage, title);
    await expect.poll(() => sellerCard.getByText(`À expédier avant le ${deadline}`).count()).toBe(2);

    // The buyer reads the same deadline, as theirs, and grants the one extension.
    const buyerPage = await signedInPage(e2e, p.buyer);
    await buyerPage.goto('/orders');
    const buyerCard = orderCard(buyerPage, title);
    await expect.poll(() => buyerCard.getByText(`Le vendeur doit expédier avant le ${deadline}`).count()).toBe(2);
    await buyerCard.getByRole('button', { name: 'Accorder 3 jours de plus' }).click();
    const dialog = buyerPage.getByRole('dialog', { name: 'Accorder 3 jours de plus' });
    await dialog.waitFor();
    await expectNoSeriousAxeViolation(buyerPage, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Accorder 3 jours de plus' }).click();
    await toast(buyerPage, 'Délai prolongé : le vendeur a été prévenu').waitFor();
    const extended = formatDueMoment(await shipByOf(orderId));
    await buyerCard.getByText(`Le vendeur doit expédier avant le ${extended}`).first().waitFor();
    await buyerCard.getByText("Délai prolongé de 3 jours par l'acheteur.").waitFor();
    expect(await buyerCard.getByRole('button', { name: 'Accorder 3 jours de plus' }).count()).toBe(0);

    // Sent: the buyer is asked whether it came, and says it did not.
    expect((await p.sellerClient.post(`/api/orders/${orderId}/ship`, { trackingNumber: 'LP123' })).statusCode).toBe(
      200,
    );
    await buyerPage.reload();
    await buyerCard.getByText('Avez-vous reçu votre commande ?').waitFor();
    await buyerCard.getByRole('button', { name: 'Colis non reçu' }).click();
    await buyerPage
      .getByRole('dialog', { name: 'Colis non reçu' })
      .getByRole('button', { name: 'Signaler le colis non reçu' })
      .click();
    await toast(buyerPage, "Signalement envoyé : l'équipe Boucles va examiner votre commande").waitFor();
    await buyerCard
      .getByText(/Colis non reçu signalé le/)
      .first()
      .waitFor();
    await expectNoSeriousAxeViolation(buyerPage);

    // The admin refunds it from escrow, with a reason.
    const adminPage = await signedInPage(e2e, p.admin);
    await adminPage.goto('/admin?onglet=colis');
    const row = adminPage.getByRole('listitem', { name: /Colis non reçu : commande/ });
    await row.getByRole('button', { name: /Rembourser l'acheteur/ }).click();
    const decision = adminPage.getByRole('dialog', { name: "Rembourser l'acheteur" });
    await decision.getByRole('textbox', { name: 'Motif de la décision' }).fill('La Poste confirme la perte du colis.');
    await decision.getByRole('button', { name: "Rembourser l'acheteur" }).click();
    await toast(adminPage, 'Décision enregistrée').waitFor();
    await adminPage.getByText('Aucun colis non reçu à trancher').waitFor();
    await expectNoSeriousAxeViolation(adminPage);

    expect((await loadOrder(e2e.t.ctx.db, orderId)).status).toBe('cancelled');
    expect(await ledgerIsBalanced(e2e.t.ctx.db)).toBe(true);
    await buyerPage.reload();
    await buyerCard.getByText(/Annulée et remboursée : colis non reçu/).waitFor();
  });
});
