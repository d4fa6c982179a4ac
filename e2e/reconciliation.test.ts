import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentReference } from '@shared/orders/payment-reference';
import { checkout, homeCheckout, orderParties } from '@test/order-factories';
import { matchPendingLines } from '@server/modules/reconciliation/match-statement-lines';
import { startStatementMatcher } from '@server/modules/reconciliation/statement-matcher';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, signedInPage } from './helpers';

let e2e: E2e;
let stopMatcher: (() => Promise<void>) | undefined;
beforeAll(async () => {
  e2e = await startE2e();
  // As main.ts does: the upload answers at once, this worker matches the lines after it.
  stopMatcher = startStatementMatcher(e2e.t.ctx, { error: (...args: unknown[]) => console.error(...args) });
});
afterAll(async () => {
  await stopMatcher?.();
  await e2e?.close();
});

async function openOrders(p: Awaited<ReturnType<typeof orderParties>>, count: number) {
  const orders = [];
  for (let i = 0; i < count; i++) {
    const id = await checkout(p.buyerClient, homeCheckout(p.productId));
    orders.push(
      await e2e.t.ctx.db
        .selectFrom('orders')
        .select(['id', 'order_number', 'total_amount_cents'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    );
  }
  return orders as [(typeof orders)[0], (typeof orders)[0], (typeof orders)[0]];
}

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
    // The upload answers once the lines are stored; the summary follows their matching.
    await page.getByText('3 ligne(s) de crédit lue(s) : 2 paiement(s) validé(s), 1 à examiner').waitFor();
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

  it('imports a Crédit Agricole export: two buyers see their payment validated without a click, the third is linked by hand, and the import is listed', async () => {
    const p = await orderParties(e2e.t, { price_cents: 2500, stock_quantity: 10 });
    const [first, second, third] = await openOrders(p, 3);
    const credit = (label: string, cents: number) =>
      `26/11/2026;"VIREMENT EN VOTRE FAVEUR\r\n${label}\r\n";;${frenchAmount(cents)};`;
    const statement = [
      'Téléchargement du 26/11/2026;',
      '',
      'BOUCLES SAS',
      'Compte Courant n° 12345678901;',
      'Liste des opérations du compte entre le 20/11/2026 et le 26/11/2026;',
      '',
      'Date;Libellé;Débit euros;Crédit euros;',
      credit(`M AWA ACHETEUSE ${paymentReference(first.order_number)}`, first.total_amount_cents),
      credit(`AWA ACHETEUSE ${second.order_number.toLowerCase()}`, second.total_amount_cents),
      credit('AWA ACHETEUSE CADEAU', third.total_amount_cents),
      '26/11/2026;"PRELEVEMENT EDF";42,10;;',
    ].join('\r\n');

    const page = await signedInPage(e2e, p.admin);
    await page.goto('/admin?onglet=rapprochement');
    await page.getByLabel('Fichier du relevé').setInputFiles({
      name: 'CA20261126.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(statement, 'latin1'),
    });
    await page.getByRole('button', { name: 'Importer le relevé' }).click();
    await page.getByText('3 ligne(s) de crédit lue(s) : 2 paiement(s) validé(s), 1 à examiner').waitFor();

    // The buyer sees both payments validated; nobody clicked 'Valider'.
    const buyerPage = await signedInPage(e2e, p.buyer);
    await buyerPage.goto('/orders');
    const card = (number: string) => buyerPage.getByRole('article').filter({ hasText: number });
    await card(first.order_number).getByText('Paiement validé').first().waitFor();
    await card(second.order_number).getByText('Paiement validé').first().waitFor();
    await card(third.order_number).getByText('En attente de paiement').first().waitFor();

    // The third transfer names no order: the admin links it to the right one by hand.
    const toExamine = page.getByRole('listitem').filter({ hasText: 'AWA ACHETEUSE CADEAU' });
    await toExamine.getByText('Référence inconnue').waitFor();
    await toExamine.getByRole('button', { name: 'Rattacher' }).click();
    const link = page.getByRole('dialog', { name: 'Rattacher' });
    await link.getByLabel('Numéro de commande').fill(third.order_number);
    await link.getByRole('button', { name: 'Rattacher' }).click();
    await page.getByText('Aucune ligne de relevé à examiner').waitFor();
    await buyerPage.reload();
    await card(third.order_number).getByText('Paiement validé').first().waitFor();

    // The history lists the import, who made it, and its counts; its file downloads through a signed link.
    const history = page.getByRole('region', { name: 'Imports de relevés' });
    const row = history.getByRole('listitem').filter({ hasText: 'CA20261126.csv' });
    await row.getByText('CSV Crédit Agricole — importé par').waitFor();
    await row.getByText('3 lignes lues, 2 rapprochée(s) automatiquement, 1 à examiner, 0 doublon ignoré').waitFor();
    await history.getByText(/^Part des paiements rapprochés automatiquement ce mois-ci : \d+ %$/).waitFor();
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /Télécharger le relevé/ }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
    await expectNoSeriousAxeViolation(page);
    // Two signed-in pages and three validations: more than the default minute on a busy machine.
  }, 120_000);

  it('follows a long import from "En cours" to its summary, then pages the lines to examine with "Voir plus"', async () => {
    // Stopped, so that the progress shows before the job runs; the job is then run by hand.
    await stopMatcher?.();
    stopMatcher = undefined;
    const p = await orderParties(e2e.t);
    const rows = Array.from({ length: 60 }, (_, index) => `26/11/2026;DON ASSOCIATION ${index};${index + 1},00`);
    const page = await signedInPage(e2e, p.admin);
    await page.goto('/admin?onglet=rapprochement');
    await page.getByLabel('Fichier du relevé').setInputFiles({
      name: 'dons.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(['date;libellé;montant', ...rows].join('\n')),
    });
    await page.getByRole('button', { name: 'Importer le relevé' }).click();
    await page
      .getByText(/^En cours : 0 \/ 60 lignes$/)
      .first()
      .waitFor();

    await matchPendingLines(e2e.t.ctx);
    await page.getByText('60 ligne(s) de crédit lue(s) : 0 paiement(s) validé(s), 60 à examiner').waitFor();
    // The earlier stories left nothing to examine: these 60 lines are the whole list.
    const toExamine = page.getByRole('region', { name: 'À examiner (60)' });
    await toExamine.waitFor();
    const lines = toExamine.getByRole('listitem');
    await expect.poll(() => lines.count()).toBe(20);
    // 20 drawn at a time; past the first page of 50, the next one is read from the server.
    for (const drawn of [40, 50, 60]) {
      await toExamine.getByRole('button', { name: 'Voir plus' }).click();
      await expect.poll(() => lines.count()).toBe(drawn);
    }
    await expectNoSeriousAxeViolation(page);
  }, 120_000);
});
