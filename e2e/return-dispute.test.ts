import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '@test/files';
import { deliveredOrder, orderParties } from '@test/order-factories';
import { adminValidateReturn } from '@test/return-factories';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, signInPage, toast } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const updated = 'Statut du retour mis à jour!';

async function pageFor(user: { email: string; password: string }, viewport: typeof PHONE) {
  const page = await e2e.newPage(viewport);
  await signInPage(e2e, page, user);
  return page;
}

/** Submits a dialog empty first: its French message shows and nothing is sent. */
async function refusedEmpty(dialog: Locator, submit: string, message: string) {
  await dialog.getByRole('button', { name: submit }).click();
  await dialog.getByText(message).waitFor();
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

describe('a refused return, disputed and ordered by the admin', () => {
  it('goes request → refusal with a reason → dispute → ordered → address → tracking number', async () => {
    const title = 'Perruque kinky curly 45 cm';
    const p = await orderParties(e2e.t, { title, price_cents: 12_000 });
    const orderId = await deliveredOrder(e2e.t, p);

    // The buyer, on a phone, asks for a return: the order now reads 'Retour en cours'.
    const buyer = await pageFor(p.buyer, PHONE);
    await buyer.goto('/orders');
    const buyerCard = buyer.getByRole('article', { name: title });
    await buyerCard.getByRole('button', { name: 'Demander un retour' }).click();
    const request = buyer.getByRole('dialog', { name: 'Demander un retour' });
    await request.getByLabel('Raison du retour').selectOption('not_as_described');
    // Paid by transfer: the platform would refund to an IBAN (decision 041).
    await request.getByLabel('Nom du titulaire').fill('Awa Diallo');
    await request.getByLabel('IBAN').fill('FR76 3000 6000 0112 3456 7890 189');
    await request.getByRole('button', { name: 'Envoyer la demande' }).click();
    await toast(buyer, 'Demande de retour créée avec succès!').waitFor();
    await buyerCard.getByText('Retour en cours', { exact: true }).waitFor();

    // The seller refuses, and must say why.
    const seller = await pageFor(p.seller, DESKTOP);
    await seller.goto('/orders?onglet=ventes');
    const sellerCard = seller.getByRole('article', { name: title });
    await sellerCard.getByRole('button', { name: 'Refuser le retour' }).click();
    const refuse = seller.getByRole('dialog', { name: 'Refuser le retour' });
    await refusedEmpty(refuse, 'Refuser le retour', 'Veuillez expliquer votre refus (au moins 10 caractères)');
    const reason = 'La couleur correspond aux photos de l’annonce.';
    await refuse.getByLabel('Motif du refus').fill(reason);
    await refuse.getByRole('button', { name: 'Refuser le retour' }).click();
    await toast(seller, updated).first().waitFor();

    // The buyer reads the reason and contests it, with a message and a photo.
    await buyer.reload();
    await buyerCard.getByText(reason).waitFor();
    await buyerCard.getByText('Retour en cours', { exact: true }).waitFor({ state: 'detached' });
    await buyerCard.getByRole('button', { name: 'Contester le refus' }).click();
    const dispute = buyer.getByRole('dialog', { name: 'Contester le refus' });
    await refusedEmpty(
      dispute,
      'Envoyer la contestation',
      'Veuillez expliquer votre contestation (au moins 10 caractères)',
    );
    await expectNoSeriousAxeViolation(buyer, '[role="dialog"]');
    await dispute.getByLabel('Votre message').fill('La perruque reçue est rousse, l’annonce la montrait châtain.');
    await dispute
      .getByLabel('Photos (facultatif)')
      .setInputFiles({ name: 'couleur.png', mimeType: 'image/png', buffer: await pngImage(80, 80) });
    await dispute.getByRole('button', { name: 'Envoyer la contestation' }).click();
    await toast(buyer, 'Votre contestation est envoyée').waitFor();
    await buyerCard.getByText('Retour en cours', { exact: true }).waitFor();
    await noHorizontalScroll(buyer);

    // The admin finds it among the disputes and orders the return, with a reason.
    const admin = await pageFor(p.admin, DESKTOP);
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: 'Retours en attente' }).click();
    await admin.getByRole('heading', { name: 'Litiges à trancher (1)' }).waitFor();
    const row = admin.getByRole('listitem', { name: /Retour de la commande/ });
    await row.getByText(reason).waitFor();
    await row.getByRole('button', { name: /Ordonner le retour/ }).click();
    const order = admin.getByRole('dialog', { name: 'Ordonner le retour' });
    await refusedEmpty(order, 'Ordonner le retour', 'Veuillez motiver la décision (au moins 10 caractères)');
    await order.getByLabel('Motif de la décision').fill('La photo montre une couleur différente de l’annonce.');
    await order.getByRole('button', { name: 'Ordonner le retour' }).click();
    await toast(admin, 'Décision enregistrée').waitFor();
    await admin.getByRole('heading', { name: 'Litiges à trancher (0)' }).waitFor();

    // The seller must now accept, giving the return address.
    await seller.reload();
    await sellerCard.getByRole('button', { name: 'Refuser le retour' }).waitFor({ state: 'detached' });
    await sellerCard.getByRole('button', { name: 'Accepter le retour' }).click();
    const accept = seller.getByRole('dialog', { name: 'Accepter le retour' });
    await accept.getByLabel('Adresse de renvoi').fill('');
    await refusedEmpty(accept, 'Accepter le retour', "Veuillez entrer l'adresse où renvoyer l'article");
    await accept.getByLabel('Adresse de renvoi').fill('8 rue des Lilas, 69003 Lyon');
    await accept.getByLabel('Pays').fill('France');
    await accept.getByRole('button', { name: 'Accepter le retour' }).click();
    await toast(seller, updated).first().waitFor();

    // The admin's agreement through the API: its screen has its own test (returns.test.ts).
    const returnId = (await p.buyerClient.get(`/api/orders/${orderId}`)).json().return.id as string;
    await adminValidateReturn(p.adminClient, returnId);

    // The buyer sees where to send it and gives the tracking number.
    await buyer.reload();
    await buyerCard.getByText('8 rue des Lilas, 69003 Lyon, France').waitFor();
    await buyerCard.getByRole('button', { name: "J'ai renvoyé l'article" }).click();
    const ship = buyer.getByRole('dialog', { name: 'Confirmer le renvoi' });
    await refusedEmpty(ship, "J'ai renvoyé l'article", 'Veuillez entrer le numéro de suivi du transporteur');
    await ship.getByLabel('Numéro de suivi').fill('6A12345678901');
    await ship.getByRole('button', { name: "J'ai renvoyé l'article" }).click();
    await toast(buyer, updated).first().waitFor();
    await noHorizontalScroll(buyer);

    // The seller sees the tracking number.
    await seller.reload();
    await sellerCard.getByText('6A12345678901').waitFor();
    await sellerCard.getByRole('button', { name: 'Confirmer la réception du retour' }).waitFor();
  });
});
