import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentReference } from '@shared/orders/payment-reference';
import { type TestApp, createTestApp } from '@test/app';
import { TestClient } from '@test/http';
import { checkout, expectLedgerBalanced, homeCheckout, notificationsOf, orderParties } from '@test/order-factories';
import { importStatementFile, statementOutcome, uploadStatement } from '@test/statement-factories';
import { runExclusively } from '@server/platform/jobs';
import { SET_ASIDE_REASON, matchPendingLines, matchStatementLinesJob } from './match-statement-lines';
import { startStatementMatcher } from './statement-matcher';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Parties = Awaited<ReturnType<typeof orderParties>>;
type Credit = { ref: string; cents: number; remittance: string };
const EXCEPTIONS = '/api/admin/reconciliation/exceptions';
const IMPORTS = '/api/admin/reconciliation/imports';

const euros = (cents: number) => (cents / 100).toFixed(2);
let refs = 0;
const bankRef = () => `BQ-MATCH-${Date.now()}-${(refs += 1)}`;

function camt053(credits: Credit[]): Buffer {
  const entries = credits.map(
    (c) => `<Ntry><Amt Ccy="EUR">${euros(c.cents)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
      <BookgDt><Dt>2026-11-25</Dt></BookgDt><AcctSvcrRef>${c.ref}</AcctSvcrRef>
      <NtryDtls><TxDtls><RmtInf><Ustrd>${c.remittance}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
  );
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
<GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-11-25T20:00:00</CreDtTm></GrpHdr>
<Stmt><Id>S1</Id><Acct><Id><IBAN>FR7630006000011234567890189</IBAN></Id></Acct>${entries.join('')}</Stmt>
</BkToCstmrStmt></Document>`);
}

const csv = (rows: { day: string; label: string; cents: number }[]) =>
  Buffer.from(
    ['date;libellé;montant', ...rows.map((r) => `${r.day};${r.label};${euros(r.cents).replace('.', ',')}`)].join('\n'),
  );

async function openOrder(p: Parties) {
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

const paymentMovements = async () =>
  Number(
    (
      await t.ctx.db
        .selectFrom('ledger_entries')
        .select((eb) => eb.fn.count('movement_id').distinct().as('n'))
        .where('kind', '=', 'payment_received')
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Every stored line and every statement's counts: what an import must leave as it was. */
const snapshot = async () => ({
  lines: await t.ctx.db
    .selectFrom('bank_statement_lines')
    .select(['id', 'statement_id', 'outcome', 'reason', 'order_id', 'decided_at'])
    .orderBy('id')
    .execute(),
  statements: await t.ctx.db
    .selectFrom('bank_statements')
    .select(['id', 'lines_new', 'lines_done', 'validated', 'to_examine', 'finished_at'])
    .orderBy('id')
    .execute(),
});

describe('matching a statement in the background', () => {
  it('answers 202 once the lines are stored, shows the progress, and a job run twice at once matches each line once', async () => {
    const p = await orderParties(t, { price_cents: 2000, stock_quantity: 10 });
    const orders = [await openOrder(p), await openOrder(p), await openOrder(p)];
    const statement = camt053([
      ...orders.map((o) => ({ ref: bankRef(), cents: o.total, remittance: paymentReference(o.number) })),
      { ref: bankRef(), cents: 1500, remittance: 'SANS REFERENCE' },
    ]);

    const uploaded = await uploadStatement(p.adminClient, statement);
    expect(uploaded.statusCode).toBe(202);
    expect(uploaded.json()).toMatchObject({ linesRead: 4, linesNew: 4, alreadyImported: 0 });
    const { statementId } = uploaded.json();
    // Nothing is matched yet: the lines wait, the orders too, and the tab says how far it is.
    expect((await statementOutcome(t, statementId)).lines.map((l) => l.outcome)).toEqual(Array(4).fill('pending'));
    for (const order of orders) expect(await statusOf(order.id)).toBe('pending_payment');
    const running = (await p.adminClient.get(IMPORTS)).json().imports[0];
    expect(running).toMatchObject({ id: statementId, linesToMatch: 4, linesMatched: 0, finishedAt: null });
    const listed = (await p.adminClient.get(EXCEPTIONS)).json().items as { remittance: string }[];
    expect(listed.some((line) => line.remittance === 'SANS REFERENCE')).toBe(false);

    const movementsBefore = await paymentMovements();
    const job = matchStatementLinesJob(t.ctx);
    const passes = await Promise.all([
      runExclusively(t.ctx.db, job),
      runExclusively(t.ctx.db, job),
      matchPendingLines(t.ctx),
    ]);
    expect(passes.filter((pass) => pass === 'skipped').length).toBeGreaterThanOrEqual(1);
    expect(passes.reduce<number>((sum, pass) => sum + (pass === 'skipped' ? 0 : pass), 0)).toBe(4);

    const done = await statementOutcome(t, statementId);
    expect(done).toMatchObject({ validated: 3, toExamine: 1, finished: true });
    for (const order of orders) expect(await statusOf(order.id)).toBe('payment_validated');
    expect(await paymentMovements()).toBe(movementsBefore + 3);
    const finished = (await p.adminClient.get(IMPORTS)).json().imports[0];
    expect(finished).toMatchObject({ linesMatched: 4, validated: 3, toExamine: 1 });
    expect(finished.finishedAt).not.toBeNull();
    expect(await matchPendingLines(t.ctx)).toBe(0);
    await expectLedgerBalanced(t);
  });

  it('is started by the import’s message on the live bus, without waiting for its poll', async () => {
    const p = await orderParties(t, { price_cents: 2200, stock_quantity: 5 });
    const order = await openOrder(p);
    const stop = startStatementMatcher(
      t.ctx,
      { error: (...args: unknown[]) => console.error(...args) },
      {
        pollMs: 60 * 60 * 1000,
      },
    );
    try {
      const uploaded = await uploadStatement(
        p.adminClient,
        camt053([{ ref: bankRef(), cents: order.total, remittance: order.number }]),
      );
      expect(uploaded.statusCode).toBe(202);
      await expect.poll(() => statusOf(order.id), { timeout: 10_000, interval: 50 }).toBe('payment_validated');
      await expect
        .poll(async () => (await statementOutcome(t, uploaded.json().statementId)).finished, { timeout: 5_000 })
        .toBe(true);
    } finally {
      await stop();
    }
  });

  it("puts a line whose matching fails 'À examiner' and goes on with the others, the pass reported failed", async () => {
    const p = await orderParties(t, { price_cents: 2100, stock_quantity: 5 });
    const [broken, fine] = [await openOrder(p), await openOrder(p)];
    // A fault the matching cannot foresee: the broken order's payment refuses every update.
    await sql
      .raw(
        `CREATE FUNCTION refuse_payment_update() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN RAISE EXCEPTION 'panne simulée'; END $$;
         CREATE TRIGGER refuse_payment_update BEFORE UPDATE ON payments FOR EACH ROW
           WHEN (OLD.order_id = '${broken.id}') EXECUTE FUNCTION refuse_payment_update();`,
      )
      .execute(t.ctx.db);
    try {
      const uploaded = await uploadStatement(
        p.adminClient,
        camt053([
          { ref: bankRef(), cents: broken.total, remittance: broken.number },
          { ref: bankRef(), cents: fine.total, remittance: fine.number },
        ]),
      );
      await expect(matchPendingLines(t.ctx)).rejects.toThrow('panne simulée');
      const outcome = await statementOutcome(t, uploaded.json().statementId);
      expect(outcome).toMatchObject({ validated: 1, toExamine: 1, finished: true });
      expect(outcome.lines[0]).toMatchObject({ outcome: 'to_examine', reason: SET_ASIDE_REASON });
      expect(await statusOf(broken.id)).toBe('pending_payment');
      expect(await statusOf(fine.id)).toBe('payment_validated');
      expect(await matchPendingLines(t.ctx)).toBe(0);
      await expectLedgerBalanced(t);
    } finally {
      await sql
        .raw('DROP TRIGGER refuse_payment_update ON payments; DROP FUNCTION refuse_payment_update();')
        .execute(t.ctx.db);
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('share the lines of one statement without the lease: each line is taken once (SKIP LOCKED), one movement per order', async () => {
    const second = await createTestApp({ sameDatabaseAs: t });
    try {
      // A buyer holds three unpaid orders at most (decision 038): six buyers, three orders each.
      const orders = [];
      let admin: TestClient | undefined;
      for (let buyer = 0; buyer < 6; buyer += 1) {
        const p = await orderParties(t, { price_cents: 1800, stock_quantity: 5 });
        admin = p.adminClient;
        for (let index = 0; index < 3; index += 1) orders.push(await openOrder(p));
      }
      const uploaded = await uploadStatement(
        admin!,
        camt053(orders.map((o) => ({ ref: bankRef(), cents: o.total, remittance: o.number }))),
      );
      const movements = await paymentMovements();
      const [here, there] = await Promise.all([matchPendingLines(t.ctx), matchPendingLines(second.ctx)]);
      expect(here + there).toBe(18);
      expect(await statementOutcome(t, uploaded.json().statementId)).toMatchObject({ validated: 18, finished: true });
      expect(await paymentMovements()).toBe(movements + 18);
      await expectLedgerBalanced(t);
    } finally {
      await second.close();
    }
  });
});

describe('two overlapping statements', () => {
  it('camt: the second shares two lines and adds two; only the new ones are matched, nothing else changes', async () => {
    const p = await orderParties(t, { price_cents: 2400, stock_quantity: 10 });
    const [paidFirst, paidSecond, examined] = [await openOrder(p), await openOrder(p), await openOrder(p)];
    const shared = [
      { ref: bankRef(), cents: paidFirst.total, remittance: paymentReference(paidFirst.number) },
      { ref: bankRef(), cents: 990, remittance: 'VIREMENT TANTINE' },
    ];
    const first = await importStatementFile(t, p.adminClient, camt053(shared));
    expect(first.summary).toMatchObject({ validated: 1, toExamine: 1 });
    const before = await snapshot();
    const movements = await paymentMovements();
    const paidNotices = async () =>
      (await notificationsOf(t, p.buyer.id)).filter((n) => n.title === 'Paiement validé').length;
    const notices = await paidNotices();

    const second = await importStatementFile(
      t,
      p.adminClient,
      camt053([
        ...shared,
        { ref: bankRef(), cents: paidSecond.total, remittance: `VIR ${paidSecond.number}` },
        { ref: bankRef(), cents: examined.total - 1, remittance: examined.number },
      ]),
    );
    expect(second.response.json()).toMatchObject({ linesRead: 4, linesNew: 2, alreadyImported: 2 });
    expect(second.summary).toMatchObject({ validated: 1, toExamine: 1, alreadyImported: 2, finished: true });
    expect(second.summary?.lines.map((l) => l.orderNumber)).toEqual([paidSecond.number, examined.number]);

    const after = await snapshot();
    expect(after.lines.filter((line) => before.lines.some((b) => b.id === line.id))).toEqual(before.lines);
    expect(after.statements.filter((s) => before.statements.some((b) => b.id === s.id))).toEqual(before.statements);
    expect(after.lines).toHaveLength(before.lines.length + 2);
    expect(await paymentMovements()).toBe(movements + 1);
    expect(await statusOf(paidSecond.id)).toBe('payment_validated');
    expect(await statusOf(examined.id)).toBe('pending_payment');
    // The buyer hears of the new payment only.
    expect(await paidNotices()).toBe(notices + 1);
    await expectLedgerBalanced(t);
  });

  it('CSV: the second shares a line and adds one; only the new one is matched and validated, nothing else changes', async () => {
    const p = await orderParties(t, { price_cents: 2600, stock_quantity: 10 });
    const [early, late] = [await openOrder(p), await openOrder(p)];
    const sharedRows = [
      { day: '24/11/2026', label: `VIR ${paymentReference(early.number)}`, cents: early.total },
      { day: '24/11/2026', label: 'VIR SANS REFERENCE', cents: 700 },
    ];
    const first = await importStatementFile(t, p.adminClient, csv(sharedRows), 'releve-1.csv', 'text/csv');
    expect(first.summary).toMatchObject({ validated: 1, toExamine: 1 });
    const before = await snapshot();
    const movements = await paymentMovements();

    const second = await importStatementFile(
      t,
      p.adminClient,
      csv([...sharedRows, { day: '25/11/2026', label: `VIR ${late.number}`, cents: late.total }]),
      'releve-2.csv',
      'text/csv',
    );
    expect(second.response.json()).toMatchObject({ linesRead: 3, linesNew: 1, alreadyImported: 2 });
    expect(second.summary).toMatchObject({ validated: 1, toExamine: 0, finished: true });

    const after = await snapshot();
    expect(after.lines.filter((line) => before.lines.some((b) => b.id === line.id))).toEqual(before.lines);
    expect(after.statements.filter((s) => before.statements.some((b) => b.id === s.id))).toEqual(before.statements);
    expect(after.lines).toHaveLength(before.lines.length + 1);
    expect(await paymentMovements()).toBe(movements + 1);
    expect(await statusOf(late.id)).toBe('payment_validated');
    await expectLedgerBalanced(t);
  });
});

describe("the 'À examiner' list", () => {
  it('pages by cursor, newest first, with the total, past the 200 lines it used to stop at', async () => {
    const p = await orderParties(t);
    const before = (await p.adminClient.get(EXCEPTIONS)).json().total as number;
    const rows = Array.from({ length: 205 }, (_, index) => ({
      day: '26/11/2026',
      label: `DON ${index}`,
      cents: 100 + index,
    }));
    const imported = await importStatementFile(t, p.adminClient, csv(rows), 'dons.csv', 'text/csv');
    expect(imported.summary).toMatchObject({ toExamine: 205 });

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
      const page = (await p.adminClient.get(`${EXCEPTIONS}${query}`)).json();
      expect(page.items.length).toBeLessThanOrEqual(50);
      expect(page.total).toBe(before + 205);
      seen.push(...page.items.map((item: { id: string }) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(before + 205);
    expect(new Set(seen).size).toBe(seen.length);

    const small = (await p.adminClient.get(`${EXCEPTIONS}?limit=2`)).json();
    expect(small.items).toHaveLength(2);
    const next = (await p.adminClient.get(`${EXCEPTIONS}?limit=2&cursor=${small.nextCursor}`)).json();
    expect(next.items[0].id).not.toBe(small.items[1].id);
    expect(new Date(next.items[0].importedAt) <= new Date(small.items[1].importedAt)).toBe(true);

    const bad = await p.adminClient.get(`${EXCEPTIONS}?cursor=nimporte-quoi`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Page introuvable : rechargez la liste');
    expect((await p.adminClient.get(`${EXCEPTIONS}?limit=500`)).statusCode).toBe(400);
    expect((await p.buyerClient.get(EXCEPTIONS)).statusCode).toBe(403);
    expect((await new TestClient(t.app).get(EXCEPTIONS)).statusCode).toBe(401);
  });
});
