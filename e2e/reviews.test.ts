import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuros } from '@shared/money';
import { createUser, signIn } from '@test/factories';
import {
  checkout,
  deliveredOrder,
  homeCheckout,
  orderParties,
  paymentIdOf,
  pngProof,
  uploadProof,
} from '@test/order-factories';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, signedInPage, toast } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

describe('reviewing a delivered order', () => {
  it('rates with the keyboard, completes the order and shows the rating on the seller badge', async () => {
    const parties = await orderParties(e2e.t, { title: 'Perruque afro kinky 30 cm' });
    const orderId = await deliveredOrder(e2e.t, parties);
    const page = await signedInPage(e2e, parties.buyer);

    await page.goto(`/review/${orderId}`);
    await page.getByText('Perruque afro kinky 30 cm').waitFor();
    await expectNoSeriousAxeViolation(page);

    await page.getByRole('button', { name: 'Envoyer mon avis' }).click();
    await page.getByText('Veuillez sélectionner une note').waitFor();
    await page.getByText('Veuillez laisser un commentaire').waitFor();
    // The refused submit takes a keyboard user to the first missing answer: the stars.
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('rating');

    await page.getByRole('radio', { name: 'Très décevant' }).focus();
    await page.keyboard.press('Space');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Bien' }).isChecked()).resolves.toBe(true);
    await page.getByLabel('Votre commentaire').fill('Belle texture, conforme aux photos.');
    await page.getByText('35/500').waitFor();
    await page.getByRole('button', { name: 'Envoyer mon avis' }).click();

    await toast(page, 'Merci pour votre évaluation !').waitFor();
    await page.waitForURL((url) => url.pathname === '/orders');
    const order = await e2e.t.ctx.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('completed');

    await page.goto(`/seller/${parties.seller.id}`);
    const badge = page.getByRole('link', { name: /Avis du vendeur/ }).first();
    await expect(badge.textContent()).resolves.toContain('4,0');
    await expect(badge.textContent()).resolves.toContain('(1 avis)');

    await page.goto(`/review/${orderId}`);
    await toast(page, 'Vous avez déjà évalué cette commande').waitFor();
    await page.waitForURL((url) => url.pathname === '/orders');
  });

  it('sends the seller of the order back to /orders with the refusal', async () => {
    const parties = await orderParties(e2e.t);
    const orderId = await deliveredOrder(e2e.t, parties);
    const page = await signedInPage(e2e, parties.seller);
    await page.goto(`/review/${orderId}`);
    await toast(page, "Vous n'êtes pas autorisé à évaluer cette commande").waitFor();
    await page.waitForURL((url) => url.pathname === '/orders');
  });
});

describe('the referral card', () => {
  it('copies the code and the invite link, and shows a bonus paid once the first order is completed', async () => {
    const parties = await orderParties(e2e.t);
    const referrer = await createUser(e2e.t);
    const friend = await createUser(e2e.t, { referralCode: referrer.referralCode });
    await createUser(e2e.t, { referralCode: referrer.referralCode });
    const friendClient = await signIn(e2e.t, friend);
    const orderId = await checkout(friendClient, homeCheckout(parties.productId));

    const page = await signedInPage(e2e, referrer);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.baseUrl });
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Parrainage' });
    await card.getByText(referrer.referralCode).waitFor();
    await card
      .getByText('Gagnez 5€ pour chaque ami qui effectue son premier achat ou vente avec votre code!')
      .waitFor();
    await card.getByText("Inscrit, pas encore d'achat").waitFor();
    await expect(card.getByRole('definition').allTextContents()).resolves.toEqual(['1', '1', '1', '0', formatEuros(0)]);

    await card.getByRole('button', { name: 'Copier le code' }).click();
    await toast(page, 'Code copié!').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(referrer.referralCode);
    await card.getByRole('button', { name: "Copier le lien d'invitation" }).click();
    await toast(page, 'Lien copié!').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      `${e2e.baseUrl}/auth?ref=${referrer.referralCode}`,
    );

    const adminPage = await signedInPage(e2e, parties.admin);
    await adminPage.goto('/admin');
    await adminPage.getByRole('tab', { name: 'Bonus de parrainage' }).click();
    // The friend has not paid yet: the bonus waits for the first order to be completed.
    const payButton = adminPage.getByRole('button', { name: 'Marquer comme payé' });
    await payButton.waitFor();
    await expect(payButton.isDisabled()).resolves.toBe(true);
    await adminPage.getByText('Ce bonus sera payable quand la première commande du filleul sera terminée').waitFor();
    await expectNoSeriousAxeViolation(adminPage);

    await uploadProof(friendClient, orderId, await pngProof());
    await parties.adminClient.post(`/api/admin/payments/${await paymentIdOf(e2e.t, orderId)}/approve`);
    await parties.adminClient.post(`/api/admin/orders/${orderId}/status`, { status: 'completed', reason: 'Reçue' });
    await adminPage.reload();
    await adminPage.getByRole('tab', { name: 'Bonus de parrainage' }).click();
    await expect.poll(() => payButton.isEnabled()).toBe(true);
    await payButton.click();
    await toast(adminPage, 'Bonus de parrainage marqué comme payé').waitFor();
    await adminPage.getByText(/Payé le/).waitFor();

    await page.reload();
    const refreshed = page.getByRole('region', { name: 'Parrainage' });
    await refreshed.getByText(formatEuros(500)).waitFor();
    await expect(refreshed.getByRole('definition').allTextContents()).resolves.toEqual([
      '1',
      '1',
      '0',
      '1',
      formatEuros(500),
    ]);
  });
});
