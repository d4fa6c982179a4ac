import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuros } from '@shared/money';
import { partyBalances } from '@server/modules/ledger/ledger-balances';
import { createAdmin } from '@test/factories';
import { expectLedgerBalanced, notificationsOf, orderParties, paidOrder, pdfProof } from '@test/order-factories';
import { type E2e, startE2e } from './browser';
import { expectNoSeriousAxeViolation, signedInPage, toast } from './helpers';

let e2e: E2e;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(async () => e2e?.close());

type PayoutFields = { payment_method: 'paypal' | null; paypal_email?: string };

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
    await page.getByRole('heading', { name: 'Vendeurs à payer (1)' }).waitFor();

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
});
