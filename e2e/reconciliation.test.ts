import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentReference } from '@shared/orders/payment-reference';
import { checkout, homeCheckout, orderParties } from '@test/order-factories';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, signedInPage } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

const frenchAmount = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

describe('the Rapprochement tab', () => {
  it('imports a statement on a phone: two orders paid without a click, a short third transfer refused when linked, then marked to refund', async () => {
    const p = await orderParties(e2e.t, { price_cents: 3000, stock_quantity: 10 });
    const orders = [];
    for (let i = 0; i < 3; i++) {
      const id = await checkout(p.buyerClient, homeCheckout(p.productId));
      orders.push(
        await e2e.t.ctx.db
          .selectFrom('orders')
          .select(['id', 'order_number', 'total_amount_cents'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow(),
      );
    }
    const [first, second, third] = orders as [(typeof orders)[0], (typeof orders)[0], (typeof orders)[0]];
    const csv = [
      'Date;Libellé;Montant',
      `25/11/2026;VIR SEPA ${paymentReference(first.order_number)};${frenchAmount(first.total_amount_cents)}`,
      `25/11/2026;VIR ${second.order_number};${frenchAmount(second.total_amount_cents)}`,
      `25/11/2026;VIR ${third.order_number};${frenchAmount(third.total_amount_cents - 100)}`,
    ].join('\n');

    const page = await signedInPage(e2e, p.admin);
    await page.goto('/admin?onglet=rapprochement');
    await page.getByLabel('Fichier du relevé').setInputFiles({
      name: 'releve.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Importer le relevé' }).click();
    await page.getByText('3 ligne(s) de crédit lue(s) : 2 paiement(s) validé(s), 1 à examiner').waitFor();
    await page.getByText(`Paiement validé : ${first.order_number}`).waitFor();
    const toExamine = page.getByRole('listitem').filter({ hasText: `Commande ${third.order_number}` });
    await toExamine.getByText(/^Montant différent : .+ reçus, .+ attendus$/).waitFor();
    await expectNoSeriousAxeViolation(page);

    // Linked by hand to its order, the short transfer is still refused: the amount is not the one due.
    await toExamine.getByRole('button', { name: 'Rattacher' }).click();
    const link = page.getByRole('dialog', { name: 'Rattacher' });
    await expect(link.getByLabel('Numéro de commande').inputValue()).resolves.toBe(third.order_number);
    await link.getByRole('button', { name: 'Rattacher' }).click();
    await link.getByText(/^Montant différent : .+ reçus, .+ attendus$/).waitFor();
    await link.getByRole('button', { name: 'Annuler' }).click();
    await toExamine.getByRole('button', { name: 'À rembourser' }).click();
    const refund = page.getByRole('dialog', { name: 'À rembourser' });
    await refund.getByLabel('Note (obligatoire)').fill('Virement incomplet, rendu à la cliente');
    await refund.getByRole('button', { name: 'À rembourser' }).click();
    await page.getByText('Aucune ligne de relevé à examiner').waitFor();

    const statuses = await e2e.t.ctx.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where(
        'id',
        'in',
        orders.map((o) => o.id),
      )
      .execute();
    const statusOf = (id: string) => statuses.find((s) => s.id === id)?.status;
    expect([statusOf(first.id), statusOf(second.id), statusOf(third.id)]).toEqual([
      'payment_validated',
      'payment_validated',
      'pending_payment',
    ]);
  });
});
