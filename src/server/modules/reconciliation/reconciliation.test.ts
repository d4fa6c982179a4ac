import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentReference } from '@shared/orders/payment-reference';
import { type TestApp, createTestApp } from '@test/app';
import { TestClient } from '@test/http';
import {
  checkout,
  expectLedgerBalanced,
  homeCheckout,
  notificationsOf,
  orderParties,
  paymentIdOf,
  pngProof,
  uploadProof,
} from '@test/order-factories';
import {
  STATEMENTS_URL as URL,
  importStatementFile,
  statementOutcome,
  uploadStatement,
} from '@test/statement-factories';
import { matchPendingLines } from './match-statement-lines';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Credit = { ref: string; amount: string; remittance: string; ccy?: string };

/** A camt.053.001.08 statement with one credit entry per transfer, as a bank sends it. */
function camt053(credits: Credit[]): Buffer {
  const entries = credits.map(
    (c) => `<Ntry><Amt Ccy="${c.ccy ?? 'EUR'}">${c.amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
      <BookgDt><Dt>2026-11-25</Dt></BookgDt><AcctSvcrRef>${c.ref}</AcctSvcrRef>
      <NtryDtls><TxDtls><RltdPties><Dbtr><Pty><Nm>Awa Acheteuse</Nm></Pty></Dbtr></RltdPties>
      <RmtInf><Ustrd>${c.remittance}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
  );
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
<GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-11-25T20:00:00</CreDtTm></GrpHdr>
<Stmt><Id>S1</Id><Acct><Id><IBAN>FR7630006000011234567890189</IBAN></Id></Acct>${entries.join('')}</Stmt>
</BkToCstmrStmt></Document>`);
}

const upload = uploadStatement;
const importAndMatch = (client: TestClient, data: Buffer, name?: string, type?: string) =>
  importStatementFile(t, client, data, name, type);

const euros = (cents: number) => (cents / 100).toFixed(2);
let refs = 0;
const bankRef = () => `BQ-${Date.now()}-${(refs += 1)}`;

async function openOrder(p: Awaited<ReturnType<typeof orderParties>>) {
  const id = await checkout(p.buyerClient, homeCheckout(p.productId));
  const order = await t.ctx.db
    .selectFrom('orders')
    .select(['order_number', 'total_amount_cents'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, number: order.order_number, total: order.total_amount_cents };
}

const statusOf = async (orderId: string) =>
  (await t.ctx.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;

const paymentMovements = async (orderId: string) =>
  (
    await t.ctx.db
      .selectFrom('ledger_entries')
      .select('movement_id')
      .distinct()
      .where('order_id', '=', orderId)
      .where('kind', '=', 'payment_received')
      .execute()
  ).length;

describe('importing a bank statement', () => {
  it('validates exact matches like the admin’s click, lists the rest, and changes nothing the second time', async () => {
    const p = await orderParties(t, { price_cents: 3000, stock_quantity: 10 });
    const noProof = await openOrder(p);
    const withProof = await openOrder(p);
    await uploadProof(p.buyerClient, withProof.id, await pngProof());
    const short = await openOrder(p);
    const statement = camt053([
      { ref: bankRef(), amount: euros(noProof.total), remittance: paymentReference(noProof.number).toLowerCase() },
      { ref: bankRef(), amount: euros(withProof.total), remittance: `VIR SEPA ${withProof.number}` },
      { ref: bankRef(), amount: euros(short.total - 99), remittance: paymentReference(short.number) },
      { ref: bankRef(), amount: '12.00', remittance: 'CADEAU' },
    ]);

    const first = await importAndMatch(p.adminClient, statement);
    expect(first.response.statusCode).toBe(202);
    expect(first.response.json()).toMatchObject({ linesRead: 4, linesNew: 4, alreadyImported: 0 });
    const summary = first.summary!;
    expect(summary).toMatchObject({ linesRead: 4, validated: 2, toExamine: 2, alreadyImported: 0, finished: true });
    expect(summary.lines.map((l) => l.outcome)).toEqual(['validated', 'validated', 'to_examine', 'to_examine']);
    expect(summary.lines[2]?.reason).toBe(
      `Montant différent : ${euros(short.total - 99).replace('.', ',')}\u00a0€ reçus, ${euros(short.total).replace('.', ',')}\u00a0€ attendus`,
    );
    expect(summary.lines[3]?.reason).toBe('Référence inconnue');

    expect(await statusOf(noProof.id)).toBe('payment_validated');
    expect(await statusOf(withProof.id)).toBe('payment_validated');
    expect(await statusOf(short.id)).toBe('pending_payment');
    const payment = await t.ctx.db
      .selectFrom('payments')
      .select(['status', 'proof_key', 'reconciled_line_id', 'validated_by'])
      .where('order_id', '=', noProof.id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'paid', proof_key: null, validated_by: p.admin.id });
    expect(payment.reconciled_line_id).not.toBeNull();
    expect((await notificationsOf(t, p.buyer.id)).map((n) => n.title)).toContain('Paiement validé');
    const log = await t.ctx.db
      .selectFrom('admin_logs')
      .select('details')
      .where('target_id', '=', await paymentIdOf(t, noProof.id))
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(log.details)).toContain('Rapprochement bancaire');
    await expectLedgerBalanced(t);

    const notificationsBefore = (await notificationsOf(t, p.buyer.id)).length;
    const again = await importAndMatch(p.adminClient, statement);
    expect(again.response.json()).toMatchObject({ linesRead: 4, linesNew: 0, alreadyImported: 4 });
    expect(again.summary).toMatchObject({ validated: 0, toExamine: 0, alreadyImported: 4, finished: true, lines: [] });
    expect(await paymentMovements(noProof.id)).toBe(1);
    expect(await paymentMovements(withProof.id)).toBe(1);
    expect(await notificationsOf(t, p.buyer.id)).toHaveLength(notificationsBefore);

    const exceptions = (await p.adminClient.get('/api/admin/reconciliation/exceptions')).json().items;
    expect(exceptions.filter((e: { orderNumber: string | null }) => e.orderNumber === short.number)).toHaveLength(1);
  });

  it('lists a second transfer for a paid order, a cancelled order, a near-miss reference and another currency', async () => {
    const p = await orderParties(t, { price_cents: 2500, stock_quantity: 10 });
    const paid = await openOrder(p);
    const cancelled = await openOrder(p);
    expect((await p.buyerClient.post(`/api/orders/${cancelled.id}/cancel`)).statusCode).toBe(200);
    const nearMiss = await openOrder(p);
    const wrongCheck = paymentReference(nearMiss.number).replace(
      /^RF(\d)(\d)/,
      (_m, a, b) => `RF${a}${(Number(b) + 1) % 10}`,
    );
    await importAndMatch(
      p.adminClient,
      camt053([{ ref: bankRef(), amount: euros(paid.total), remittance: paid.number }]),
    );

    const { summary } = await importAndMatch(
      p.adminClient,
      camt053([
        { ref: bankRef(), amount: euros(paid.total), remittance: paymentReference(paid.number) },
        { ref: bankRef(), amount: euros(cancelled.total), remittance: cancelled.number },
        { ref: bankRef(), amount: euros(nearMiss.total), remittance: wrongCheck },
        { ref: bankRef(), amount: euros(nearMiss.total), remittance: nearMiss.number, ccy: 'XOF' },
      ]),
    );
    expect(summary!.lines.map((l) => l.reason)).toEqual([
      'Déjà payée : doublon',
      'Commande annulée : à rembourser',
      `Référence invalide : ${wrongCheck}`,
      'Devise non prise en charge : XOF',
    ]);
    expect(await statusOf(nearMiss.id)).toBe('pending_payment');
    expect(await paymentMovements(paid.id)).toBe(1);
  });

  it('reads the generic French CSV export', async () => {
    const p = await orderParties(t, { price_cents: 4000, stock_quantity: 10 });
    const order = await openOrder(p);
    const amount = euros(order.total).replace('.', ',');
    const csv = Buffer.from(
      `date;libellé;montant\n25/11/2026;VIR ${formatRef(order.number)};${amount}\n25/11/2026;PRLV;-3,00\n`,
    );
    const { summary } = await importAndMatch(p.adminClient, csv, 'releve.csv', 'text/csv');
    expect(summary).toMatchObject({ linesRead: 1, validated: 1 });
    expect(await statusOf(order.id)).toBe('payment_validated');
  });

  it('validates a delivery supplement paid by transfer, without a proof', async () => {
    const p = await orderParties(t, { price_cents: 3000, stock_quantity: 10 });
    const orderId = await checkout(p.buyerClient, {
      productId: p.productId,
      deliveryType: 'pickup',
      paymentMethod: 'bank_transfer',
    });
    const { order_number: number } = await t.ctx.db
      .selectFrom('orders')
      .select('order_number')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    await uploadProof(p.buyerClient, orderId, await pngProof());
    await p.adminClient.post(`/api/admin/payments/${await paymentIdOf(t, orderId)}/approve`);
    await p.sellerClient.post(`/api/orders/${orderId}/pickup-point`, { pickupLocation: 'Relais Château-Rouge' });
    const switched = await p.buyerClient.post(`/api/orders/${orderId}/switch-to-home`, {
      address: '5 Avenue Cheikh Anta Diop, Dakar',
      country: 'Sénégal',
    });
    const supplement = switched.json().supplement as { id: string; amountCents: number };

    const { summary } = await importAndMatch(
      p.adminClient,
      camt053([{ ref: bankRef(), amount: euros(supplement.amountCents), remittance: paymentReference(number) }]),
    );
    expect(summary).toMatchObject({ validated: 1, toExamine: 0 });
    const row = await t.ctx.db
      .selectFrom('order_supplements')
      .select(['status', 'proof_key', 'reconciled_line_id'])
      .where('id', '=', supplement.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'validated', proof_key: null });
    expect(row.reconciled_line_id).not.toBeNull();
    const order = await t.ctx.db
      .selectFrom('orders')
      .select('delivery_type')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.delivery_type).toBe('home');
    await expectLedgerBalanced(t);
  });

  it('validates once when the admin clicks Valider while the same payment is imported', async () => {
    const p = await orderParties(t, { price_cents: 3500, stock_quantity: 10 });
    const order = await openOrder(p);
    await uploadProof(p.buyerClient, order.id, await pngProof());
    const paymentId = await paymentIdOf(t, order.id);
    const uploaded = await upload(
      p.adminClient,
      camt053([{ ref: bankRef(), amount: euros(order.total), remittance: order.number }]),
    );
    const [click] = await Promise.all([
      p.adminClient.post(`/api/admin/payments/${paymentId}/approve`),
      matchPendingLines(t.ctx),
    ]);
    const imported = await statementOutcome(t, uploaded.json().statementId);
    expect(imported.finished).toBe(true);
    const validations = [click.statusCode === 200, imported.validated === 1].filter(Boolean);
    expect(validations).toHaveLength(1);
    expect(await paymentMovements(order.id)).toBe(1);
    await expectLedgerBalanced(t);
  });

  it('refuses other actors, and a file that is not a statement, in French', async () => {
    const p = await orderParties(t);
    const statement = camt053([{ ref: bankRef(), amount: '1.00', remittance: 'x' }]);
    expect((await upload(p.buyerClient, statement)).statusCode).toBe(403);
    expect((await upload(p.sellerClient, statement)).statusCode).toBe(403);
    expect((await upload(new TestClient(t.app), statement)).statusCode).toBe(401);
    expect((await p.buyerClient.get('/api/admin/reconciliation/exceptions')).statusCode).toBe(403);

    const xxe = Buffer.from(
      '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document>&x;</Document>',
    );
    const refused = await upload(p.adminClient, xxe);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toMatch(/DOCTYPE et ENTITY sont refusées/);
    const notCsv = await upload(p.adminClient, Buffer.from('hello'), 'x.csv', 'text/csv');
    expect(notCsv.statusCode).toBe(400);
    expect(notCsv.json().error.message).toMatch(/date;libellé;montant/);
    expect((await p.adminClient.request('POST', URL, {})).statusCode).toBe(400);
    const statements = await t.ctx.db
      .selectFrom('bank_statements')
      .select('id')
      .where('uploaded_by', '=', p.admin.id)
      .execute();
    expect(statements).toHaveLength(0);
  });
});

const formatRef = (orderNumber: string) => paymentReference(orderNumber).replace(/(.{4})(?=.)/g, '$1 ');
