import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { TestClient } from '@test/http';
import { checkout, expectLedgerBalanced, homeCheckout, orderParties } from '@test/order-factories';
import { importStatementFile } from '@test/statement-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Parties = Awaited<ReturnType<typeof orderParties>>;
type Exception = { id: string; remittance: string };
let labels = 0;

/** Imports one CSV credit whose label names no order, and answers its line 'À examiner'. */
async function exceptionLine(p: Parties, cents: number): Promise<string> {
  const label = `VIREMENT AWA ${Date.now()}-${(labels += 1)}`;
  const csv = Buffer.from(`date;libellé;montant\n25/11/2026;${label};${(cents / 100).toFixed(2).replace('.', ',')}\n`);
  const { summary } = await importStatementFile(t, p.adminClient, csv, 'releve.csv', 'text/csv');
  expect(summary).toMatchObject({ toExamine: 1 });
  return (await exceptions(p)).find((e) => e.remittance === label)!.id;
}

const exceptions = async (p: Parties): Promise<Exception[]> =>
  (await p.adminClient.get('/api/admin/reconciliation/exceptions')).json().items;

async function openOrder(p: Parties) {
  const id = await checkout(p.buyerClient, homeCheckout(p.productId));
  const row = await t.ctx.db
    .selectFrom('orders')
    .select(['order_number', 'total_amount_cents', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, number: row.order_number, total: row.total_amount_cents };
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

const link = (client: TestClient, lineId: string, orderNumber: string) =>
  client.post(`/api/admin/reconciliation/lines/${lineId}/link`, { orderNumber });

describe("deciding a line 'À examiner'", () => {
  it("'Rattacher' validates the order once, and refuses an amount that is not the one due", async () => {
    const p = await orderParties(t, { price_cents: 3000, stock_quantity: 10 });
    const order = await openOrder(p);
    const other = await openOrder(p);
    const lineId = await exceptionLine(p, order.total - 100);

    const wrongAmount = await link(p.adminClient, lineId, other.number);
    expect(wrongAmount.statusCode).toBe(409);
    expect(wrongAmount.json().error.message).toMatch(/^Montant différent : .* reçus, .* attendus$/);
    expect(await statusOf(other.id)).toBe('pending_payment');
    expect((await exceptions(p)).map((e) => e.id)).toContain(lineId);

    const exact = await exceptionLine(p, order.total);
    const unknown = await link(p.adminClient, exact, 'CMD-2099-999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Commande introuvable');

    const [first, second] = await Promise.all([
      link(p.adminClient, exact, order.number.toLowerCase().replace(/-/g, ' ')),
      link(p.adminClient, exact, order.number),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().error.message).toBe('Cette ligne a déjà été traitée');
    expect(await statusOf(order.id)).toBe('payment_validated');
    expect(await paymentMovements(order.id)).toBe(1);
    const payment = await t.ctx.db
      .selectFrom('payments')
      .select(['status', 'reconciled_line_id'])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ status: 'paid', reconciled_line_id: exact });
    expect((await exceptions(p)).map((e) => e.id)).not.toContain(exact);
    await expectLedgerBalanced(t);
  });

  it("'À rembourser' and 'Ignorer' need a note, take the line out of the list, and are logged", async () => {
    const p = await orderParties(t);
    const toRefund = await exceptionLine(p, 1234);
    const toDismiss = await exceptionLine(p, 567);

    const noNote = await p.adminClient.post(`/api/admin/reconciliation/lines/${toRefund}/refund`, { note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.message).toMatch(/Indiquez une note/);

    const refunded = await p.adminClient.post(`/api/admin/reconciliation/lines/${toRefund}/refund`, {
      note: 'Virement en double, rendu par virement le 26/11',
    });
    expect(refunded.json()).toMatchObject({ id: toRefund, outcome: 'to_refund' });
    const dismissed = await p.adminClient.post(`/api/admin/reconciliation/lines/${toDismiss}/dismiss`, {
      note: 'Apport du gérant, sans commande',
    });
    expect(dismissed.json()).toMatchObject({ id: toDismiss, outcome: 'dismissed' });

    const listed = (await exceptions(p)).map((e) => e.id);
    expect(listed).not.toContain(toRefund);
    expect(listed).not.toContain(toDismiss);
    const logs = await t.ctx.db
      .selectFrom('admin_logs')
      .select(['action', 'details'])
      .where('target_id', 'in', [toRefund, toDismiss])
      .orderBy('action')
      .execute();
    expect(logs.map((l) => l.action)).toEqual(['reconciliation_dismiss', 'reconciliation_to_refund']);
    expect(JSON.stringify(logs[1]!.details)).toContain('Virement en double');

    const twice = await p.adminClient.post(`/api/admin/reconciliation/lines/${toRefund}/dismiss`, { note: 'encore' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Cette ligne a déjà été traitée');
    const order = await openOrder(p);
    expect((await link(p.adminClient, toDismiss, order.number)).statusCode).toBe(409);
    expect(await statusOf(order.id)).toBe('pending_payment');
  });

  it('refuses other actors, an unknown line and a malformed one, in French', async () => {
    const p = await orderParties(t);
    const lineId = await exceptionLine(p, 890);
    const anonymous = new TestClient(t.app);
    for (const path of ['link', 'refund', 'dismiss']) {
      const url = `/api/admin/reconciliation/lines/${lineId}/${path}`;
      const body = { orderNumber: 'CMD2026000001', note: 'x' };
      expect((await p.buyerClient.post(url, body)).statusCode).toBe(403);
      expect((await p.sellerClient.post(url, body)).statusCode).toBe(403);
      expect((await anonymous.post(url, body)).statusCode).toBe(401);
    }
    expect((await exceptions(p)).map((e) => e.id)).toContain(lineId);

    const missing = await p.adminClient.post(`/api/admin/reconciliation/lines/${randomUUID()}/dismiss`, { note: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Ligne de relevé introuvable');
    const malformed = await p.adminClient.post('/api/admin/reconciliation/lines/abc/dismiss', { note: 'x' });
    expect(malformed.statusCode).toBe(400);
    const noNumber = await p.adminClient.post(`/api/admin/reconciliation/lines/${lineId}/link`, {});
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().error.message).toMatch(/Indiquez le numéro de commande/);
  });
});
