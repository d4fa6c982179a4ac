import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createUser, signIn } from '@test/factories';
import { phoneJpegWithGps, storedPicture } from '@test/files';
import { TestClient } from '@test/http';
import { expectLedgerBalanced, orderParties, paidOrder, pdfProof, sendProof } from '@test/order-factories';
import { expectPagingRefusals, readAllPages } from '@test/paging';
import { partyBalances } from '../ledger/ledger-balances';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A seller owed 10 199 cents (one 100 € order delivered at home in France, completed). */
async function sellerOwed() {
  const p = await orderParties(t, { price_cents: 10_000 });
  const orderId = await paidOrder(t, p);
  await p.adminClient.post(`/api/admin/orders/${orderId}/status`, {
    status: 'completed',
    reason: 'Livraison confirmée',
  });
  await t.ctx.db
    .updateTable('profiles')
    .set({ payment_method: 'paypal', paypal_email: 'fatou@paypal.test' })
    .where('id', '=', p.seller.id)
    .execute();
  return p;
}

/** Records a payout to the seller: 1 € by PayPal unless the test says otherwise. */
const recordPayout = (client: TestClient, sellerId: string, fields: Record<string, unknown> = {}) =>
  client.post('/api/admin/payouts', { sellerId, amountCents: 100, method: 'paypal', reference: 'X', ...fields });

const sendPayoutProof = (client: TestClient, payoutId: string) =>
  sendProof(client, `/api/admin/payouts/${payoutId}/proof`, pdfProof());

describe('payouts', () => {
  it('shows the admin what each seller is owed with their payout details, and records a payout', async () => {
    const p = await sellerOwed();
    const sellers = (await p.adminClient.get('/api/admin/payouts')).json().sellers;
    expect(sellers.find((s: { sellerId: string }) => s.sellerId === p.seller.id)).toMatchObject({
      owedCents: 10_199,
      inEscrowCents: 0,
      payoutDetails: { method: 'paypal', paypalEmail: 'fatou@paypal.test' },
      lastPayoutAt: null,
    });

    const recorded = await recordPayout(p.adminClient, p.seller.id, {
      amountCents: 10_199,
      reference: ' PP-2026-0042 ',
    });
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json()).toMatchObject({
      amountCents: 10_199,
      reference: 'PP-2026-0042',
      hasProof: false,
      proofUrl: null,
    });
    expect((await partyBalances(t.ctx.db, 'seller_payable')).get(p.seller.id)).toBe(0);
    const notifications = await t.ctx.db
      .selectFrom('notifications')
      .select(['type', 'message'])
      .where('user_id', '=', p.seller.id)
      .where('type', '=', 'payout')
      .execute();
    expect(notifications).toEqual([
      { type: 'payout', message: 'Un versement de 101,99\u00a0€ vous a été envoyé (PayPal, réf. PP-2026-0042).' },
    ]);

    const withProof = await sendPayoutProof(p.adminClient, recorded.json().id);
    expect(withProof.json()).toMatchObject({
      hasProof: true,
      proofUrl: expect.stringMatching(/^\/media\/private\/payout-proofs\//),
    });
    expect((await sendPayoutProof(p.adminClient, recorded.json().id)).json().error.message).toBe(
      'Une preuve a déjà été jointe à ce versement',
    );
    await expectLedgerBalanced(t);
  });

  it('keeps only the picture of a photographed proof, and serves a PDF proof as a download', async () => {
    const p = await sellerOwed();
    const photographed = await recordPayout(p.adminClient, p.seller.id);
    const pdf = await recordPayout(p.adminClient, p.seller.id);
    const receipt = { name: 'recu.jpg', type: 'image/jpeg', data: await phoneJpegWithGps(640, 480) };
    await sendProof(p.adminClient, `/api/admin/payouts/${photographed.json().id}/proof`, receipt);
    const { proof_key } = await t.ctx.db
      .selectFrom('payouts')
      .select('proof_key')
      .where('id', '=', photographed.json().id)
      .executeTakeFirstOrThrow();
    expect(await storedPicture(t, proof_key ?? '')).toEqual({
      contentType: 'image/webp',
      exif: undefined,
      xmp: undefined,
      width: 480,
      height: 640,
    });

    const { proofUrl } = (await sendPayoutProof(p.adminClient, pdf.json().id)).json();
    const download = await p.adminClient.get(proofUrl);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': expect.stringMatching(/^attachment; filename="[\w-]+\.pdf"$/),
      'content-security-policy': 'sandbox',
      'x-content-type-options': 'nosniff',
    });
  });

  it('never pays more than is owed, even with two payouts recorded at once', async () => {
    const p = await sellerOwed();
    const tooMuch = await recordPayout(p.adminClient, p.seller.id, { amountCents: 10_200 });
    expect([tooMuch.statusCode, tooMuch.json().error.message]).toEqual([
      409,
      'Le montant dépasse ce qui est dû au vendeur',
    ]);
    const both = await Promise.all(
      [1, 2].map((n) =>
        recordPayout(p.adminClient, p.seller.id, { amountCents: 8000, method: 'iban', reference: `VIR-${n}` }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await partyBalances(t.ctx.db, 'seller_payable')).get(p.seller.id)).toBe(-2199);
    const nothing = await recordPayout(p.adminClient, (await createUser(t)).id, { amountCents: 1, method: 'iban' });
    expect(nothing.json().error.message).toBe("Rien n'est dû à ce vendeur");
    await expectLedgerBalanced(t);
  });

  it('refuses bad input in French, and anyone but an admin', async () => {
    const p = await sellerOwed();
    const noReference = await recordPayout(p.adminClient, p.seller.id, { reference: '' });
    expect([noReference.statusCode, noReference.json().error.message]).toEqual([
      400,
      'Veuillez indiquer la référence du versement',
    ]);
    const badAmount = await recordPayout(p.adminClient, p.seller.id, { amountCents: 12.5 });
    expect(badAmount.json().error.message).toBe('Veuillez indiquer un montant valide');
    const badMethod = await recordPayout(p.adminClient, p.seller.id, { method: 'cash' });
    expect(badMethod.json().error.message).toBe('Veuillez sélectionner un mode de versement');

    const user = await signIn(t, await createUser(t));
    for (const client of [user, p.sellerClient]) {
      expect((await client.get('/api/admin/payouts')).statusCode).toBe(403);
      expect((await recordPayout(client, p.seller.id)).statusCode).toBe(403);
      expect((await sendPayoutProof(client, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(403);
    }
    expect((await new TestClient(t.app).get('/api/admin/payouts')).statusCode).toBe(401);
    expect((await partyBalances(t.ctx.db, 'seller_payable')).get(p.seller.id)).toBe(-10_199);
  });

  it('pages the sellers most owed first, each balance as the ledger has it (decision 075)', async () => {
    const owed = [await sellerOwed(), await sellerOwed(), await sellerOwed()];
    const admin = owed[0]?.adminClient as TestClient;
    await recordPayout(admin, owed[1]?.seller.id ?? '', { amountCents: 5_000 });
    await orderParties(t).then((p) => paidOrder(t, p));
    type Row = { sellerId: string; owedCents: number; inEscrowCents: number };
    const rows: Row[] = [];
    const pageOf = (body: unknown) => {
      const page = body as { sellers: Row[]; nextCursor: string | null };
      rows.push(...page.sellers);
      return { items: page.sellers.map((seller) => ({ id: seller.sellerId })), nextCursor: page.nextCursor };
    };
    const ids = await readAllPages(admin, '/api/admin/payouts', { limit: 2, pageOf });
    expect(new Set(ids).size).toBe(ids.length);
    const owedInOrder = rows.map((row) => row.owedCents);
    expect(owedInOrder).toEqual([...owedInOrder].sort((a, b) => b - a));
    const payable = await partyBalances(t.ctx.db, 'seller_payable');
    const escrow = await partyBalances(t.ctx.db, 'seller_escrow');
    for (const row of rows) {
      expect([row.owedCents, row.inEscrowCents]).toEqual([
        0 - (payable.get(row.sellerId) ?? 0),
        0 - (escrow.get(row.sellerId) ?? 0),
      ]);
    }
    const onLedger = [...new Set([...payable.keys(), ...escrow.keys()])].filter(
      (id) => (payable.get(id) ?? 0) !== 0 || (escrow.get(id) ?? 0) !== 0,
    );
    expect([...ids].sort()).toEqual(onLedger.sort());
    expect(rows.find((row) => row.sellerId === owed[1]?.seller.id)?.owedCents).toBe(10_199 - 5_000);
    const first = (await admin.get('/api/admin/payouts?limit=1')).json();
    expect(first.owedCount).toBe([...payable.values()].filter((balance) => balance < 0).length);
    await expectPagingRefusals(admin, '/api/admin/payouts');
    const seller = owed[0]?.sellerClient as TestClient;
    expect((await seller.get('/api/admin/payouts?limit=1')).statusCode).toBe(403);
  });
});
