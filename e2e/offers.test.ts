import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@test/catalogue-factories';
import { createAdmin, createSeller, createUser, signIn } from '@test/factories';
import { paymentIdOf, pngProof, uploadProof } from '@test/order-factories';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, signedInPage, toast } from './helpers';

let e2e: E2e;

beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => {
  await e2e?.close();
});

const fitsPhone = (page: Awaited<ReturnType<typeof signedInPage>>) =>
  page.evaluate(() => document.documentElement.scrollWidth);

describe('offers', () => {
  it('a buyer offers on a phone, the seller counters live, the buyer accepts and orders at that price', async () => {
    const seller = await createSeller(e2e.t, { fullName: 'Mariam Koné' });
    const buyer = await createUser(e2e.t, { fullName: 'Nadia Bamba' });
    const productId = await insertProduct(e2e.t, seller.id, {
      title: 'Perruque body wave 55 cm',
      price_cents: 20_000,
      imageCount: 0,
    });

    // The seller waits on the messages screen, the live stream open.
    const sellerPage = await signedInPage(e2e, seller);
    const stream = sellerPage.waitForResponse((response) => response.url().endsWith('/api/me/events'));
    await sellerPage.goto('/messages');
    await stream;
    await sellerPage.getByText('Aucune conversation pour le moment').waitFor();

    // The buyer makes an offer from the product page of a 360 px phone.
    const buyerPage = await signedInPage(e2e, buyer);
    const buyerStream = buyerPage.waitForResponse((response) => response.url().endsWith('/api/me/events'));
    await buyerPage.goto(`/product/${productId}`);
    await buyerStream;
    await buyerPage.getByRole('button', { name: 'Faire une offre' }).click();
    const dialog = buyerPage.getByRole('dialog', { name: 'Faire une offre' });
    await dialog.getByText('Entre 100,00\u00a0€ et 200,00\u00a0€ (prix affiché exclu).').waitFor();
    await dialog.getByLabel('Montant (€)').fill('90');
    await dialog.getByRole('button', { name: 'Envoyer l’offre' }).click();
    await dialog.getByText('L’offre doit être d’au moins 100,00\u00a0€ (50 % du prix)').waitFor();
    await expectNoSeriousAxeViolation(buyerPage, '[role="dialog"]');
    await dialog.getByLabel('Montant (€)').fill('150');
    await dialog.getByRole('button', { name: 'Envoyer l’offre' }).click();
    await toast(buyerPage, 'Offre envoyée').waitFor();
    await buyerPage.getByText('Votre offre de 150,00\u00a0€ attend la réponse du vendeur.').waitFor();
    expect(await fitsPhone(buyerPage)).toBeLessThanOrEqual(360);

    // It reaches the seller live; the seller counters from the card.
    const row = sellerPage.getByRole('link', { name: /Nadia B\., Perruque body wave 55 cm, 1 non lu/ });
    await row.click();
    const sellerCard = sellerPage.getByRole('region', { name: 'Offre 150,00\u00a0€' });
    await sellerCard.getByText('En attente de réponse').waitFor();
    await sellerCard.getByRole('button', { name: 'Contre-offre' }).click();
    const counter = sellerPage.getByRole('dialog', { name: 'Faire une contre-offre' });
    await counter.getByText('Strictement entre 150,00\u00a0€ et 200,00\u00a0€.').waitFor();
    await counter.getByLabel('Montant (€)').fill('180');
    await counter.getByRole('button', { name: 'Envoyer l’offre' }).click();
    await sellerCard.getByText('Contre-offre faite').waitFor();
    await sellerPage.getByRole('region', { name: 'Contre-offre du vendeur 180,00\u00a0€' }).waitFor();
    await expectNoSeriousAxeViolation(sellerPage);

    // The buyer's product page hears of it without a reload, and the buyer accepts it.
    await buyerPage.getByText('Le vendeur vous propose 180,00\u00a0€ : répondez dans la conversation.').waitFor();
    await buyerPage.getByRole('link', { name: 'Voir la conversation' }).click();
    const counterCard = buyerPage.getByRole('region', { name: 'Contre-offre du vendeur 180,00\u00a0€' });
    await counterCard.getByRole('button', { name: 'Accepter' }).click();
    await counterCard.getByText('Acceptée').waitFor();
    expect(await fitsPhone(buyerPage)).toBeLessThanOrEqual(360);
    await expectNoSeriousAxeViolation(buyerPage);
    // The seller sees the acceptance live.
    await sellerPage.getByText('Offre de 180,00\u00a0€ acceptée').waitFor();

    // The product page now orders at the personal price.
    await buyerPage.goto(`/product/${productId}`);
    await buyerPage.getByRole('link', { name: 'Commander à 180,00\u00a0€' }).click();
    await buyerPage.waitForURL(/\/checkout\?productId=.+&offre=/);
    await buyerPage.getByRole('combobox', { name: 'Adresse de livraison' }).fill('12 rue de la Paix, 75002 Paris');
    await buyerPage.getByLabel('Pays').fill('France');
    await buyerPage.getByRole('radio', { name: 'Virement bancaire' }).check();
    await expect.poll(() => buyerPage.getByTestId('checkout-total').textContent()).toMatch(/^\d+,\d\d\u00a0€$/);
    await buyerPage.getByText('180,00\u00a0€').first().waitFor();
    expect(await fitsPhone(buyerPage)).toBeLessThanOrEqual(360);
    await buyerPage.getByRole('button', { name: 'Confirmer la commande' }).click();
    await buyerPage.waitForURL((url) => url.pathname === '/orders');
    const order = await e2e.t.ctx.db
      .selectFrom('orders')
      .select(['id', 'price_cents', 'commission_cents'])
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ price_cents: 18_000, commission_cents: 900 });

    // Paid and validated: the seller's earnings show the commission on the offer's price.
    const proof = await uploadProof(await signIn(e2e.t, buyer), order.id, await pngProof());
    expect(proof.statusCode).toBe(200);
    const admin = await signIn(e2e.t, await createAdmin(e2e.t));
    const approved = await admin.post(`/api/admin/payments/${await paymentIdOf(e2e.t, order.id)}/approve`);
    expect(approved.statusCode).toBe(200);
    await sellerPage.goto('/earnings');
    const earning = sellerPage.getByRole('listitem', { name: 'Perruque body wave 55 cm' });
    await earning.getByText('180,00\u00a0€', { exact: true }).waitFor();
    await earning.getByText('− 9,00\u00a0€').waitFor();
    await earning.getByText('171,00\u00a0€', { exact: true }).waitFor();
  }, 120_000);
});
