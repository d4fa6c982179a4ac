import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDueMoment } from '@shared/orders/order-clock';
import { formatPaymentReference, paymentReference } from '@shared/orders/payment-reference';
import { createSeller, createUser } from '@test/factories';
import { insertProduct } from '@test/catalogue-factories';
import { checkout, homeCheckout, orderParties, pngProof, uploadProof } from '@test/order-factories';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, signedInPage, toast } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

const HOUR = 60 * 60 * 1000;

describe('the payment clock in the browser', () => {
  it('shows the buyer the deadline and the reference to copy into the transfer’s label', async () => {
    const p = await orderParties(e2e.t);
    const placedAt = e2e.t.clock.now();
    const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
    const { orderNumber } = (await p.buyerClient.get(`/api/orders/${orderId}`)).json();
    const deadline = `À payer avant le ${formatDueMoment(new Date(placedAt.getTime() + 72 * HOUR))}`;
    const reference = formatPaymentReference(paymentReference(orderNumber));

    const page = await signedInPage(e2e, p.buyer);
    await page.goto('/orders');
    const card = page.getByRole('article', { name: /Perruque/ });
    await card.getByText(deadline).first().waitFor();
    await expect(card.getByRole('list', { name: 'Suivi de la commande' }).getByText(deadline).count()).resolves.toBe(1);

    await card.getByRole('button', { name: 'Envoyer la preuve de paiement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Envoyer la preuve de paiement' });
    await dialog.getByText('Boucles SAS (démo)').waitFor();
    await dialog.getByText(reference, { exact: true }).waitFor();
    await dialog.getByText('Indiquez cette référence dans le libellé du virement.').waitFor();
    await dialog.getByText(deadline).waitFor();
    await dialog.getByRole('button', { name: `Copier la référence ${reference}` }).click();
    await toast(page, 'Référence copiée').waitFor();
    await expectNoSeriousAxeViolation(page, '[role="dialog"]');
  });

  it('marks a proof that has waited more than 24 hours for the admin as late', async () => {
    const p = await orderParties(e2e.t);
    const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
    expect((await uploadProof(p.buyerClient, orderId, await pngProof())).statusCode).toBe(200);
    const { orderNumber } = (await p.buyerClient.get(`/api/orders/${orderId}`)).json();
    e2e.t.clock.advance(25 * HOUR);

    const page = await signedInPage(e2e, p.admin);
    await page.goto('/admin');
    const row = page.getByRole('listitem', { name: `Paiement de la commande ${orderNumber}` });
    await row.getByText('En retard').waitFor();
  });

  it('tells an account whose e-mail is not confirmed, before it tries, that ordering waits for it', async () => {
    const seller = await createSeller(e2e.t);
    const productId = await insertProduct(e2e.t, seller.id);
    const buyer = await createUser(e2e.t, { emailVerified: false });

    const page = await signedInPage(e2e, buyer);
    await page.goto(`/checkout?productId=${productId}`);
    const notice = page.getByRole('alert').filter({ hasText: 'Confirmez votre adresse e-mail pour commander.' });
    await notice.getByText(buyer.email).waitFor();
    await expect(page.getByRole('button', { name: 'Confirmer la commande' }).isDisabled()).resolves.toBe(true);
    const sentBefore = e2e.t.mails.length;
    await notice.getByRole('button', { name: 'Renvoyer le lien' }).click();
    await toast(page, 'Lien envoyé : consultez votre boîte de réception.').waitFor();
    expect(e2e.t.mails.slice(sentBefore).map((mail) => mail.to)).toContain(buyer.email);
    await expectNoSeriousAxeViolation(page);
  });
});
