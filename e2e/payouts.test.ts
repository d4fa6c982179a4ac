import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuros } from '@shared/money';
import { partyBalances } from '@server/modules/ledger/ledger-balances';
import { createAdmin } from '@test/factories';
import {
  expectLedgerBalanced,
  notificationsOf,
  orderParties,
  paidOrder,
  pdfProof,
  sendProof,
} from '@test/order-factories';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, signedInPage, toast } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

type PayoutFields = { payment_method: 'paypal' | null; paypal_email?: string; payout_details_changed_at?: Date };

/** A seller whose order was completed, so their share is payable; named and with the given payout details. */
async function owedSeller(fullName: string, details: PayoutFields) {
  const parties = await orderParties(e2e.t, { price_cents: 10_000 });
  const orderId = await paidOrder(e2e.t, parties);
  const completed = await parties.adminClient.post(`/api/admin/orders/${orderId}/status`, {
    status: 'completed',
    reason: 'Livraison confirmée',
  });
  expect(completed.statusCode).toBe(200);
  await e2e.t.ctx.db
    .updateTable('profiles')
    .set({ full_name: fullName, ...details })
    .where('id', '=', parties.seller.id)
    .execute();
  const owed = -((await partyBalances(e2e.t.ctx.db, 'seller_payable')).get(parties.seller.id) ?? 0);
  return { seller: parties.seller, owed };
}

describe('payouts to sellers', () => {
  it('lets the admin record a payout with its proof, after which the seller is no longer owed', async () => {
    const paid = await owedSeller('Aminata Diallo', { payment_method: 'paypal', paypal_email: 'aminata@paypal.test' });
    await owedSeller('Khadija Sow', { payment_method: null });
    await owedSeller('Mariama Bah', {
      payment_method: 'paypal',
      paypal_email: 'mariama@paypal.test',
      payout_details_changed_at: e2e.t.clock.now(),
    });
    expect(paid.owed).toBeGreaterThan(0);

    const page = await signedInPage(e2e, await createAdmin(e2e.t));
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Versements' }).click();
    const row = page.getByRole('listitem', { name: 'Versement à Aminata Diallo' });
    await row.getByText(formatEuros(paid.owed)).waitFor();
    await row.getByText('aminata@paypal.test').waitFor();
    await row.getByText('PayPal', { exact: true }).waitFor();

    // Without payout details there is nowhere to send the money: a clear note, no recording.
    const unpaid = page.getByRole('listitem', { name: 'Versement à Khadija Sow' });
    await unpaid.getByText(/n'a pas renseigné ses coordonnées de versement/).waitFor();
    await expect(unpaid.getByRole('button', { name: 'Enregistrer un versement' }).isDisabled()).resolves.toBe(true);
    // Details changed a moment ago: the payout waits (decision 042), and the screen says until when.
    const held = page.getByRole('listitem', { name: 'Versement à Mariama Bah' });
    await held.getByText(/^Coordonnées modifiées le .+ : paiement possible à partir du .+$/).waitFor();
    await expect(held.getByRole('button', { name: 'Enregistrer un versement' }).isDisabled()).resolves.toBe(true);

    await expectNoSeriousAxeViolation(page);

    await row.getByRole('button', { name: 'Enregistrer un versement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enregistrer un versement' });
    const reference = dialog.getByLabel('Référence');
    await expect.poll(() => reference.evaluate((input) => input === document.activeElement)).toBe(true);
    await expect(dialog.getByLabel('Mode de versement').inputValue()).resolves.toBe('paypal');
    await expectNoSeriousAxeViolation(page);
    const amount = dialog.getByLabel('Montant (€)');
    const owedInput = `${Math.floor(paid.owed / 100)},${String(paid.owed % 100).padStart(2, '0')}`;
    await expect(amount.inputValue()).resolves.toBe(owedInput);

    // The shared schema's French messages, before anything reaches the server.
    await amount.fill('douze');
    await dialog.getByRole('button', { name: 'Enregistrer le versement' }).click();
    await dialog.getByText('Veuillez indiquer la référence du versement').waitFor();
    await dialog.getByText('Veuillez indiquer un montant valide').waitFor();
    await expect(reference.getAttribute('aria-invalid')).resolves.toBe('true');

    const proof = dialog.getByLabel('Preuve du versement (facultatif)');
    await proof.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('bonjour') });
    await dialog.getByText('Seuls les fichiers JPG, PNG et PDF sont autorisés').waitFor();
    const pdf = pdfProof();
    await proof.setInputFiles({ name: pdf.name, mimeType: pdf.type, buffer: pdf.data });
    await dialog.getByText(`Fichier sélectionné: ${pdf.name}`).waitFor();
    await reference.fill('PP-2026-0042');
    await amount.fill(formatEuros(paid.owed));
    await dialog.getByRole('button', { name: 'Enregistrer le versement' }).click();

    await toast(page, 'Versement enregistré').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });
    // Left: the seller without details and the one whose details are on hold.
    await page.getByRole('heading', { name: 'Vendeurs à payer (2)' }).waitFor();

    const payout = await e2e.t.ctx.db
      .selectFrom('payouts')
      .select(['amount_cents', 'method', 'reference', 'proof_key'])
      .where('seller_id', '=', paid.seller.id)
      .executeTakeFirstOrThrow();
    expect(payout).toMatchObject({ amount_cents: paid.owed, method: 'paypal', reference: 'PP-2026-0042' });
    expect(payout.proof_key).not.toBeNull();
    expect((await partyBalances(e2e.t.ctx.db, 'seller_payable')).get(paid.seller.id)).toBe(0);
    expect((await notificationsOf(e2e.t, paid.seller.id)).map((n) => n.title)).toContain('Versement effectué');
    await expectLedgerBalanced(e2e.t);
  });

  it("shows the seller, under 'Mes revenus', how the amount paid is made and the payout with its proof", async () => {
    const parties = await orderParties(e2e.t, { price_cents: 10_000, title: 'Perruque Kinky Curl 45 cm' });
    const orderId = await paidOrder(e2e.t, parties);
    await parties.adminClient.post(`/api/admin/orders/${orderId}/status`, { status: 'completed', reason: 'Livrée' });
    const payout = await parties.adminClient.post('/api/admin/payouts', {
      sellerId: parties.seller.id,
      amountCents: 6000,
      method: 'iban',
      reference: 'VIR-2026-0007',
    });
    await sendProof(parties.adminClient, `/api/admin/payouts/${payout.json().id}/proof`, pdfProof());

    const page = await signedInPage(e2e, parties.seller);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/orders');
    await page.getByRole('button', { name: 'Menu du compte' }).click();
    await page.getByRole('menuitem', { name: 'Mes revenus' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mes revenus' }).waitFor();

    const figure = (label: string) => page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
    await figure('À verser').getByText(formatEuros(4199)).waitFor();
    await figure('Déjà versé').getByText(formatEuros(6000)).waitFor();
    await figure('En séquestre').getByText(formatEuros(0)).waitFor();

    // 95,00 € share + 6,99 € delivery = 101,99 €: the figure the admin pays, explained.
    const sale = page.getByRole('listitem', { name: 'Perruque Kinky Curl 45 cm' });
    await sale.getByText('À verser', { exact: true }).waitFor();
    const lines: [string, number][] = [
      ['Prix du produit', 10_000],
      ['Votre part', 9500],
      ['Livraison remboursée', 699],
      ['Pour vous', 10_199],
      ['Déjà versé sur cette commande', 6000],
    ];
    for (const [label, cents] of lines) {
      await sale
        .locator('div', { has: page.getByText(label, { exact: true }) })
        .getByText(formatEuros(cents))
        .waitFor();
    }
    await sale.getByText(`− ${formatEuros(500)}`).waitFor();

    const history = page.getByRole('region', { name: 'Historique des versements' });
    await history.getByText('Virement (IBAN) · réf.').waitFor();
    await history.getByText('VIR-2026-0007').waitFor();
    const proofLink = history.getByRole('link', { name: /Voir la preuve du versement/ });
    const proof = await page.request.get((await proofLink.getAttribute('href')) ?? '');
    expect(proof.headers()['content-type']).toBe('application/pdf');
    await expectNoSeriousAxeViolation(page);
  });
});
