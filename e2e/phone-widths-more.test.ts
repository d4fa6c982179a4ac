import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@test/catalogue-factories';
import { clientFor, createSeller, createUser, signIn } from '@test/factories';
import { openAbout, say } from '@test/messaging-factories';
import { checkout, homeCheckout, orderParties, paymentIdOf, pngProof, uploadProof } from '@test/order-factories';
import {
  adminValidateReturn,
  approveReturn,
  confirmReturnReceived,
  rejectReturn,
  requestReturn,
  shipBack,
} from '@test/return-factories';
import { addToLot } from '@test/lot-factories';
import { insertSales, validTaxDetails } from '@test/tax-factories';
import { type E2e, startE2e } from './browser';
import { publishProduct } from './catalogue-helpers';
import { signedInPage } from './helpers';
import {
  LONG_NAME,
  LONG_RETURN_TRACKING,
  LONG_TITLE,
  LONG_TRACKING,
  LONG_USERNAME,
  WIDTHS,
  must,
  phoneSweep,
} from './phone-widths-helpers';

// The screens and dialogs e2e/phone-widths.test.ts does not open (issue 34, decision 055).
const BUYER_NAME = 'Anne-Gabrielle Ngo-Bassong épouse Mbarga-Atangana';
const LONG_WORDS = 'anticonstitutionnellement intergouvernementalisation';
const LONG_DESCRIPTION = `La perruque est arrivée ${LONG_WORDS} abîmée, désolidarisée sur toute la longueur`;

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

const { findings, sweep, open } = phoneSweep();

/** A rating label cut inside a word, or wider than its column, is named (decision 055). */
function ratingLabelsWhole(): string | null {
  const cut: string[] = [];
  for (const label of document.querySelectorAll('fieldset label')) {
    const text = label.querySelector('span:last-child');
    const node = text?.firstChild;
    if (!text || !node?.textContent) continue;
    if (
      text.scrollWidth > text.clientWidth ||
      text.getBoundingClientRect().right > label.getBoundingClientRect().right + 0.5
    )
      cut.push(`"${node.textContent}" is wider than its column`);
    let start = 0;
    for (const word of node.textContent.split(' ')) {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + word.length);
      if (range.getClientRects().length > 1) cut.push(`"${word}" wraps inside the word`);
      start += word.length + 1;
    }
  }
  return cut.length ? `rating labels: ${cut.join(', ')}` : null;
}

describe('the phone at 320, 360 and 390 px, every other screen and dialog (decision 055)', () => {
  it('no screen or open dialog scrolls sideways', { timeout: 300_000 }, async () => {
    const t = e2e.t;
    const p = await orderParties(t, { title: 'Tissage kinky straight 50 cm', stock_quantity: 9 });
    await t.ctx.db
      .updateTable('profiles')
      .set({ full_name: LONG_NAME, username: LONG_USERNAME })
      .where('id', '=', p.seller.id)
      .execute();
    await t.ctx.db.updateTable('profiles').set({ full_name: BUYER_NAME }).where('id', '=', p.buyer.id).execute();
    const showcase = await publishProduct(e2e, p.seller, { title: LONG_TITLE, stockQuantity: 5 }, 6);
    const product = (title: string, price_cents = 12_900) =>
      insertProduct(t, p.seller.id, { title, price_cents, stock_quantity: 3, imageCount: 0 });
    const approve = async (orderId: string) => {
      await must(p.adminClient.post(`/api/admin/payments/${await paymentIdOf(t, orderId)}/approve`));
    };
    const paid = async (title: string, deliveryType: 'home' | 'pickup' = 'home') => {
      const orderId = await checkout(p.buyerClient, homeCheckout(await product(title), { deliveryType }));
      await must(uploadProof(p.buyerClient, orderId, await pngProof()));
      await approve(orderId);
      return orderId;
    };
    const delivered = async (title: string) => {
      const orderId = await paid(title);
      await must(p.sellerClient.post(`/api/orders/${orderId}/ship`, { trackingNumber: LONG_TRACKING }));
      await must(p.buyerClient.post(`/api/orders/${orderId}/confirm-receipt`));
      return orderId;
    };
    const returnOf = async (orderId: string) => {
      const asked = await must(
        requestReturn(p.buyerClient, orderId, { reason: 'damaged', description: LONG_DESCRIPTION }),
      );
      return asked.json<{ return: { id: string } }>().return.id;
    };

    // Orders at each step a dialog belongs to; long French titles on every card.
    const toShip = await paid(`Perruque ${LONG_WORDS} à expédier`);
    const toHandOver = await paid(`Perruque ${LONG_WORDS} à remettre`, 'pickup');
    await must(
      p.sellerClient.post(`/api/orders/${toHandOver}/pickup-point`, { pickupLocation: 'Relais Château-Rouge' }),
    );
    const toReview = await delivered(`Perruque ${LONG_WORDS} à noter`);
    const reviewed = await delivered('Perruque déjà notée');
    await must(p.buyerClient.post(`/api/orders/${reviewed}/review`, { rating: 4, comment: LONG_DESCRIPTION }));
    const refused = await returnOf(await delivered(`Perruque ${LONG_WORDS} refusée`));
    await must(rejectReturn(p.sellerClient, refused, { reason: `Article ${LONG_WORDS} porté après la livraison` }));
    const received = await returnOf(await delivered(`Perruque ${LONG_WORDS} à rembourser`));
    await must(approveReturn(p.sellerClient, received));
    await must(adminValidateReturn(p.adminClient, received));
    await must(shipBack(p.buyerClient, received, { trackingNumber: LONG_RETURN_TRACKING }));
    await must(confirmReturnReceived(p.sellerClient, received));
    const numberOf = async (orderId: string) =>
      (await t.ctx.db.selectFrom('orders').select('order_number').where('id', '=', orderId).executeTakeFirstOrThrow())
        .order_number;

    // An offer waiting for the seller's answer, in a conversation the admin may read (an IBAN in it).
    const negotiable = await product(`Perruque ${LONG_WORDS} négociable`, 20_000);
    await must(p.buyerClient.post(`/api/products/${negotiable}/offers`, { amountCents: 15_000 }));
    const conversationId = await openAbout(p.buyerClient, { type: 'product', productId: negotiable });
    await say(
      p.sellerClient,
      conversationId,
      'Virement direct sur FR76 3000 6000 0112 3456 7890 189, c’est plus simple',
    );
    await addToLot(p.buyerClient, p.seller.id, [await product(`Bonnet ${LONG_WORDS} en satin`), negotiable]);

    // Another seller, with a yearly tax statement (30 sales last year) and a listing taken down.
    const taxSeller = await createSeller(t, { fullName: LONG_NAME });
    const taxProduct = await insertProduct(t, taxSeller.id, { title: `Perruque ${LONG_WORDS} contrefaite` });
    const lastYear = t.clock.now().getUTCFullYear() - 1;
    const taxBuyer = await createUser(t);
    await insertSales(
      t,
      { sellerId: taxSeller.id, buyerId: taxBuyer.id, productId: taxProduct },
      30,
      10_000,
      new Date(`${lastYear}-06-15T10:00:00Z`),
    );
    await (
      await signIn(t, taxSeller)
    ).put('/api/me/tax-details', {
      ...validTaxDetails,
      firstName: 'Marie-Françoise',
      lastName: 'Nkouka-Mbemba épouse Kouassi-Ndiaye',
      street: `Résidence ${LONG_WORDS}, 125 boulevard du Maréchal-de-Lattre-de-Tassigny`,
    });
    await must(
      clientFor(t).post('/api/notices', {
        targetType: 'product',
        targetId: taxProduct,
        category: 'fake_product',
        explanation: 'Cette perruque est une contrefaçon : les photos viennent du site de la marque.',
        url: `${e2e.baseUrl}/product/${taxProduct}`,
        name: 'Nadia Passante',
        email: 'nadia.passante@example.org',
        goodFaith: true,
      }),
    );
    await must(
      p.adminClient.post('/api/admin/reports/decisions', {
        targetType: 'product',
        targetId: taxProduct,
        decision: 'take_down',
        reason: `Photos et marque copiées d’un fabricant, ${LONG_WORDS}`,
        ground: 'counterfeit',
      }),
    );
    const { id: decisionId } = await t.ctx.db
      .selectFrom('moderation_decisions')
      .select('id')
      .where('user_id', '=', taxSeller.id)
      .executeTakeFirstOrThrow();

    // The newest order, so the admin's recent orders list it: a proof to check, then a status to change.
    const proofToCheck = await checkout(
      p.buyerClient,
      homeCheckout(await product(`Perruque ${LONG_WORDS} à vérifier`)),
    );
    await must(uploadProof(p.buyerClient, proofToCheck, await pngProof()));
    const heading = (page: Page, name: string | RegExp) => () => page.getByRole('heading', { name }).first().waitFor();
    const phone = async (page: Page) => {
      await page.setViewportSize({ width: WIDTHS[0], height: 740 });
      return page;
    };
    /** Opens a dialog, measures it, and closes it without sending anything. */
    const dialog = async (
      page: Page,
      show: () => Promise<unknown>,
      name: string | RegExp,
      role: 'dialog' | 'alertdialog' = 'dialog',
    ) => {
      await show();
      const box = page.getByRole(role, { name });
      await box.waitFor();
      await sweep(page, `dialog "${String(name)}"`);
      await page.keyboard.press('Escape');
      await box.waitFor({ state: 'detached' });
    };

    // Visitor.
    const visitor = await e2e.newPage({ width: WIDTHS[0], height: 740 });
    for (const path of [
      '/auth',
      '/reinitialiser-mot-de-passe',
      '/install',
      '/terms',
      '/privacy',
      '/comment-fonctionne-boucles',
      '/signaler',
    ])
      await open(visitor, path, heading(visitor, /.+/));
    await open(
      visitor,
      `/seller/${p.seller.id}/reviews`,
      () => visitor.getByText(LONG_DESCRIPTION).waitFor(),
      'seller reviews',
    );
    await open(visitor, '/une-page-qui-nexiste-pas', heading(visitor, '404'), '404 page');

    // Buyer.
    const buyer = await phone(await signedInPage(e2e, p.buyer));
    await open(buyer, '/lots', heading(buyer, 'Mes lots'));
    await open(
      buyer,
      `/lots/${p.seller.id}`,
      () => buyer.getByText(`Bonnet ${LONG_WORDS} en satin`).first().waitFor(),
      'lot',
    );
    await open(
      buyer,
      `/orders/${toShip}/receipt`,
      () => buyer.getByRole('article', { name: /^Reçu de la commande/ }).waitFor(),
      'receipt',
    );
    await open(buyer, `/review/${toReview}`, () => buyer.getByRole('radio').first().waitFor(), 'review');
    await buyer.getByText('Excellent').click();
    await sweep(buyer, 'review, rated', () => buyer.evaluate(ratingLabelsWhole));
    await open(
      buyer,
      '/messages/new',
      () => buyer.getByText('Conversation introuvable').waitFor(),
      '/messages/new (no subject)',
    );
    await buyer.goto(`/messages/new?order=${toReview}`);
    await buyer.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    await buyer.getByRole('textbox').first().waitFor();
    await sweep(buyer, '/messages/new?order= (order conversation)');

    await open(
      buyer,
      '/orders',
      () => buyer.getByText(LONG_RETURN_TRACKING).first().waitFor(),
      'buyer /orders (a return refused, one received)',
    );
    const buyerCard = (title: string) => buyer.getByRole('article', { name: `Perruque ${LONG_WORDS} ${title}` });
    await dialog(
      buyer,
      () => buyerCard('à noter').getByRole('button', { name: 'Demander un retour' }).click(),
      'Demander un retour',
    );
    await dialog(
      buyer,
      () => buyerCard('refusée').getByRole('button', { name: 'Contester le refus' }).click(),
      'Contester le refus',
    );

    await open(
      buyer,
      `/product/${showcase.id}`,
      () => buyer.getByRole('button', { name: 'Faire une offre' }).waitFor(),
      'product page',
    );
    await dialog(buyer, () => buyer.getByRole('button', { name: 'Faire une offre' }).click(), 'Faire une offre');
    await dialog(
      buyer,
      async () => {
        await buyer.getByRole('button', { name: "Plus d'options" }).click();
        await buyer.getByRole('menuitem', { name: 'Signaler le produit' }).click();
      },
      'Signaler le produit',
    );
    await open(buyer, '/add-product', () => buyer.getByRole('button', { name: 'Devenir vendeur' }).waitFor());
    await dialog(buyer, () => buyer.getByRole('button', { name: 'Devenir vendeur' }).click(), 'Votre nom de vendeur');
    await open(buyer, '/settings', heading(buyer, /Paramètres/));
    await dialog(
      buyer,
      () => buyer.getByRole('button', { name: 'Supprimer mon compte' }).click(),
      /Supprimer/,
      'alertdialog',
    );
    await buyer.getByRole('button', { name: 'Activer la double authentification' }).click();
    const enrol = buyer.getByRole('dialog');
    await enrol.getByLabel('Mot de passe actuel').waitFor();
    await sweep(buyer, 'two-factor dialog, password step');
    await enrol.getByLabel('Mot de passe actuel').fill(p.buyer.password);
    await enrol.getByRole('button', { name: 'Continuer' }).click();
    await enrol.getByRole('img', { name: /QR code/ }).waitFor();
    await sweep(buyer, 'two-factor dialog, QR code step');
    await buyer.keyboard.press('Escape');

    // Seller.
    const seller = await phone(await signedInPage(e2e, p.seller));
    await open(
      seller,
      `/edit-product/${showcase.id}`,
      () => seller.getByRole('button', { name: 'Retirer Photo 6' }).waitFor(),
      'edit product (6 photos)',
    );
    await open(
      seller,
      '/orders?onglet=ventes',
      () => seller.getByText(LONG_RETURN_TRACKING).first().waitFor(),
      'seller /orders (a return refused, one received)',
    );
    const sellerCard = (title: string) => seller.getByRole('article', { name: `Perruque ${LONG_WORDS} ${title}` });
    await dialog(
      seller,
      async () => {
        await sellerCard('à expédier').getByRole('button', { name: 'Marquer comme envoyée' }).click();
        await seller.getByRole('dialog').getByLabel('Numéro de suivi').fill(LONG_TRACKING);
      },
      'Marquer comme envoyée',
    );
    await dialog(
      seller,
      () => sellerCard('à remettre').getByRole('button', { name: 'Marquer comme remise' }).click(),
      'Marquer comme remise',
    );
    await open(
      seller,
      `/messages/${conversationId}`,
      () => seller.getByRole('button', { name: 'Contre-offre' }).waitFor(),
      'conversation with an offer',
    );
    await dialog(seller, () => seller.getByRole('button', { name: 'Contre-offre' }).click(), 'Faire une contre-offre');

    const taxed = await phone(await signedInPage(e2e, taxSeller));
    await open(
      taxed,
      `/earnings/tax-statement/${lastYear}`,
      () => taxed.getByRole('link', { name: 'Télécharger le PDF' }).waitFor(),
      'tax statement',
    );
    await open(taxed, '/decisions', () =>
      taxed
        .getByText(/Photos et marque copiées/)
        .first()
        .waitFor(),
    );
    await open(
      taxed,
      `/decisions/${decisionId}`,
      () =>
        taxed
          .getByText(/Photos et marque copiées/)
          .first()
          .waitFor(),
      'one decision',
    );
    await taxed.getByRole('button', { name: 'Contester cette décision' }).click();
    await taxed.getByLabel('Pourquoi contestez-vous cette décision ?').fill(LONG_DESCRIPTION);
    await sweep(taxed, 'one decision, its complaint form open');
    await open(
      taxed,
      '/earnings',
      () =>
        taxed
          .getByRole('link', { name: new RegExp(String(lastYear)) })
          .first()
          .waitFor(),
      'earnings with a yearly statement',
    );
    await open(
      taxed,
      '/my-products',
      () => taxed.getByRole('link', { name: 'Voir les motifs et contester' }).waitFor(),
      'my products, one taken down',
    );

    // Admin.
    const admin = await phone(await signedInPage(e2e, p.admin));
    await open(admin, '/admin/messages', () =>
      admin
        .getByRole('link', { name: new RegExp(LONG_USERNAME) })
        .first()
        .waitFor(),
    );
    await open(
      admin,
      `/messages/${conversationId}`,
      () => admin.getByText(/FR76 3000/).waitFor(),
      "the admin's conversation view",
    );
    await admin.goto('/admin');
    const toCheck = admin
      .getByRole('listitem', { name: /Paiement de la commande/ })
      .filter({ hasText: await numberOf(proofToCheck) });
    await dialog(
      admin,
      () => toCheck.getByRole('button', { name: /Valider/ }).click(),
      /^Valider le paiement/,
      'alertdialog',
    );
    await dialog(admin, () => toCheck.getByRole('button', { name: /Rejeter/ }).click(), 'Rejeter le paiement');
    await admin.getByRole('tab', { name: 'Retours en attente' }).click();
    await dialog(
      admin,
      () =>
        admin
          .getByRole('button', { name: /Marquer remboursé/ })
          .first()
          .click(),
      /^Rembourser la commande CMD-/,
    );
    // Found by its number (the activity log's link does the same).
    await admin.goto(`/admin?onglet=commandes&q=${await numberOf(proofToCheck)}`);
    const statusOfLatest = admin.getByLabel(`Statut de la commande ${await numberOf(proofToCheck)}`);
    await dialog(admin, () => statusOfLatest.selectOption('cancelled'), 'Changer le statut de la commande');

    expect(findings).toEqual([]);
  });
});
