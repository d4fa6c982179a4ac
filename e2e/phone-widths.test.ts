import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@test/catalogue-factories';
import { createUser } from '@test/factories';
import { openAbout, say } from '@test/messaging-factories';
import { checkout, homeCheckout, orderParties, paymentIdOf, pngProof, uploadProof } from '@test/order-factories';
import { approveReturn, requestReturn, shipBack } from '@test/return-factories';
import { type E2e, startE2e } from './browser';
import { publishProduct } from './catalogue-helpers';
import { signedInPage } from './helpers';
import {
  LONG_EMAIL,
  LONG_NAME,
  LONG_RETURN_TRACKING,
  LONG_TITLE,
  LONG_TRACKING,
  LONG_USERNAME,
  WIDTHS,
  must,
  phoneSweep,
} from './phone-widths-helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

const { findings, sweep, open } = phoneSweep();

describe('the phone at 320, 360 and 390 px (decision 055)', () => {
  it('no main screen scrolls sideways, for visitors, buyers, sellers and admins', { timeout: 240_000 }, async () => {
    // One seller with a long name and a 6-photo listing; a buyer with orders at several steps.
    const p = await orderParties(e2e.t, { title: 'Tissage kinky straight 50 cm', stock_quantity: 9 });
    await e2e.t.ctx.db
      .updateTable('profiles')
      .set({ full_name: LONG_NAME, username: LONG_USERNAME })
      .where('id', '=', p.seller.id)
      .execute();
    const showcase = await publishProduct(e2e, p.seller, { title: LONG_TITLE, stockQuantity: 5 }, 6);
    const product = (title: string) => insertProduct(e2e.t, p.seller.id, { title, stock_quantity: 3, imageCount: 0 });
    const approve = async (orderId: string) => {
      await p.adminClient.post(`/api/admin/payments/${await paymentIdOf(e2e.t, orderId)}/approve`);
    };
    const paid = async (title: string) => {
      const orderId = await checkout(p.buyerClient, homeCheckout(await product(title)));
      await uploadProof(p.buyerClient, orderId, await pngProof());
      await approve(orderId);
      return orderId;
    };
    const delivered = async (title: string, trackingNumber = LONG_TRACKING) => {
      const orderId = await paid(title);
      await p.sellerClient.post(`/api/orders/${orderId}/ship`, { trackingNumber });
      await p.buyerClient.post(`/api/orders/${orderId}/confirm-receipt`);
      return orderId;
    };
    // In transit with a long tracking number; waiting for payment (its proof dialog gets opened).
    const inTransit = await paid('Perruque body wave en transit');
    await p.sellerClient.post(`/api/orders/${inTransit}/ship`, { trackingNumber: LONG_TRACKING });
    const toPay = await product('Perruque à payer');
    await checkout(p.buyerClient, homeCheckout(toPay));
    // A pickup order ready to change hands (its words are a hand-over's, not the post's).
    const pickup = await checkout(
      p.buyerClient,
      homeCheckout(await product('Perruque à retirer'), { deliveryType: 'pickup' }),
    );
    await uploadProof(p.buyerClient, pickup, await pngProof());
    await approve(pickup);
    await p.sellerClient.post(`/api/orders/${pickup}/pickup-point`, { pickupLocation: 'Relais Château-Rouge' });
    // A return waiting for the seller, and one sent back with a long tracking number.
    const description = 'La perruque est arrivée déchirée, anticonstitutionnellement abîmée sur toute la longueur';
    const asked = await delivered('Perruque avec retour demandé');
    await must(requestReturn(p.buyerClient, asked, { reason: 'damaged', description }));
    const sentBack = await delivered('Perruque renvoyée');
    const returned = await must(requestReturn(p.buyerClient, sentBack, { reason: 'not_as_described', description }));
    const returnId: string = returned.json().return.id;
    await must(approveReturn(p.sellerClient, returnId));
    await must(p.adminClient.post(`/api/admin/returns/${returnId}/validate`, {}));
    await must(shipBack(p.buyerClient, returnId, { trackingNumber: LONG_RETURN_TRACKING }));
    const conversationId = await openAbout(p.buyerClient, { type: 'product', productId: showcase.id });
    await say(p.buyerClient, conversationId, `Bonjour ! Est-ce que ${LONG_TRACKING} vous dit quelque chose ?`);
    await say(
      p.sellerClient,
      conversationId,
      'Oui, c’est le numéro de suivi : https://www.laposte.fr/outils/suivre-vos-envois',
    );
    await p.buyerClient.put(`/api/me/favourites/${showcase.id}`);
    const toCheckOut = await product('Perruque à commander maintenant');

    const heading = (page: Page, name: string | RegExp) => () => page.getByRole('heading', { name }).first().waitFor();

    // Visitor.
    const visitor = await e2e.newPage({ width: WIDTHS[0], height: 740 });
    await open(visitor, '/', heading(visitor, /.+/), 'home');
    await open(visitor, '/marketplace', () => visitor.getByRole('article').first().waitFor());
    await open(
      visitor,
      `/product/${showcase.id}`,
      () => visitor.getByRole('button', { name: 'Afficher le média 6', disabled: false }).waitFor(),
      'product page (6 photos, long title)',
    );
    await open(visitor, `/seller/${p.seller.id}`, heading(visitor, LONG_USERNAME), 'seller page (long name)');

    // Buyer.
    const buyer = await signedInPage(e2e, p.buyer);
    await buyer.setViewportSize({ width: WIDTHS[0], height: 740 });
    await open(buyer, '/orders', () => buyer.getByText(LONG_TRACKING).first().waitFor(), 'buyer /orders');
    await buyer.getByRole('button', { name: 'Envoyer la preuve de paiement' }).click();
    await buyer.getByRole('dialog', { name: 'Envoyer la preuve de paiement' }).waitFor();
    await sweep(buyer, 'payment proof dialog');
    await buyer.keyboard.press('Escape');
    await open(buyer, '/messages', () =>
      buyer
        .getByRole('link', { name: new RegExp(LONG_USERNAME) })
        .first()
        .waitFor(),
    );
    await open(buyer, `/messages/${conversationId}`, () => buyer.getByText(/laposte/).waitFor(), 'conversation');
    await open(buyer, '/settings', heading(buyer, /Paramètres/));
    await open(buyer, '/profile', () => buyer.getByRole('textbox').first().waitFor());
    await open(buyer, '/favorites', () => buyer.getByRole('article').first().waitFor());
    await open(
      buyer,
      `/checkout?productId=${toCheckOut}`,
      () => buyer.getByRole('radio').first().waitFor(),
      'checkout',
    );
    // Back to checkout for a product already on its way: the order, not a live form.
    await buyer.goto(`/checkout?productId=${toPay}`);
    await buyer.getByRole('heading', { name: 'Vous avez commandé ce produit' }).waitFor();
    await buyer.getByRole('link', { name: 'Voir ma commande' }).click();
    await buyer.waitForURL(/\/orders#commande-CMD-/);
    expect(await buyer.getByRole('button', { name: 'Confirmer la remise en main propre' }).count()).toBe(0);

    // A person whose (long) address is not confirmed yet sees the banner.
    const unconfirmed = await createUser(e2e.t, { email: LONG_EMAIL, emailVerified: false });
    const newcomer = await signedInPage(e2e, unconfirmed);
    await newcomer.setViewportSize({ width: WIDTHS[0], height: 740 });
    await open(newcomer, '/marketplace', () => newcomer.getByText(`(${LONG_EMAIL})`).waitFor(), 'e-mail banner');
    // Dismissed, the banner stays away for the session.
    await newcomer.getByRole('button', { name: 'Masquer ce message' }).click();
    await newcomer.reload();
    await newcomer.getByRole('article').first().waitFor();
    expect(await newcomer.getByRole('region', { name: 'Adresse e-mail à confirmer' }).count()).toBe(0);

    // Seller.
    const seller = await signedInPage(e2e, p.seller);
    await seller.setViewportSize({ width: WIDTHS[0], height: 740 });
    await open(seller, '/my-products', () => seller.getByText(LONG_TITLE).first().waitFor());
    await open(
      seller,
      '/orders?onglet=ventes',
      () => seller.getByRole('button', { name: 'Accepter le retour' }).first().waitFor(),
      'seller /orders (returns in progress)',
    );
    const pickupCard = seller.getByRole('article', { name: 'Perruque à retirer' });
    await pickupCard.getByRole('button', { name: 'Marquer comme remise' }).click();
    await seller
      .getByRole('dialog', { name: 'Marquer comme remise' })
      .getByRole('button', { name: "J'ai remis la commande" })
      .click();
    await seller.getByText('Commande marquée comme remise').waitFor();
    await buyer.goto('/orders');
    await buyer
      .getByRole('article', { name: 'Perruque à retirer' })
      .getByRole('button', { name: 'Confirmer la remise en main propre' })
      .waitFor();
    await open(seller, '/earnings', heading(seller, /.+/));
    await open(seller, '/add-product', () => seller.getByLabel(/Titre/).first().waitFor());

    // Admin: every tab of the dashboard.
    const admin = await signedInPage(e2e, p.admin);
    await admin.setViewportSize({ width: WIDTHS[0], height: 740 });
    await admin.goto('/admin');
    const tabs = admin.getByRole('tab');
    await tabs.first().waitFor();
    for (const name of await tabs.allTextContents()) {
      await admin.getByRole('tab', { name, exact: true }).click();
      const panel = admin.getByRole('tabpanel');
      await panel.waitFor();
      // Measured once its list arrived: skeletons and spinners gone.
      await expect.poll(() => panel.locator('.animate-pulse, .animate-spin').count()).toBe(0);
      await sweep(admin, `/admin tab "${name}"`);
    }

    expect(findings).toEqual([]);
  });
});
