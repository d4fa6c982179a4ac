// Bank reconciliation benchmark: `npm run bench:reconcile` (DATABASE_URL or TEST_DATABASE_URL names
// the PostgreSQL server, default postgres://postgres@127.0.0.1:5432/test; the bench works in a
// database of its own on that server, `boucles_bench_reconcile`, created and dropped). 100,000 open
// orders (pending payment, each with its payment awaited), then one generated camt.053 statement
// of 10,000 credit lines imported by the real services: the admin's upload (importStatement,
// which stores the lines and answers) and the job that matches them (matchPendingLines):
// exact payments under every spelling of the reference, and near misses that must not match (one
// digit off in the RF reference, another order's amount, the right reference with a wrong amount,
// unknown references, a second transfer for an order paid earlier in the statement, the same bank
// entry twice). Prints the time, lines/s, what matched, and the exactness against the generator's
// truth: false matches must be 0 and every exact line matched. Prints figures only.
import os from 'node:os';
import { sql } from 'kysely';
import pino from 'pino';
import { formatPaymentReference, paymentReference } from '@shared/orders/payment-reference';
import { loadConfig } from '@server/config';
import { createContext } from '@server/create-context';
import { openDatabase } from '@server/db/connection';
import { migrate } from '@server/db/migrate';
import type { CurrentUser } from '@server/modules/auth/current-user';
import { ledgerIsBalanced } from '@server/modules/ledger/ledger-balances';
import { importStatement, readStatement } from '@server/modules/reconciliation/import-statement';
import { matchPendingLines } from '@server/modules/reconciliation/match-statement-lines';
import { dropDatabase, recreateDatabase } from './seed';

const SERVER = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORDERS = 100_000;
/** Completed orders of the year before, paid by an earlier statement. */
const HISTORY = 30_000;
/** Lines of the statement by kind; 10,000 in all. */
const KINDS = {
  exact: 7_000,
  rf_digit_off: 500,
  other_orders_amount: 500,
  wrong_amount: 500,
  unknown_reference: 500,
  second_transfer: 500,
  same_entry_twice: 500,
} as const;
type Kind = keyof typeof KINDS;
const LINES = Object.values(KINDS).reduce((sum, n) => sum + n, 0);
const YEAR = 2026;
const log = (line = '') => console.log(line);

function benchUrl(): string {
  const url = new URL(SERVER);
  url.pathname = '/boucles_bench_reconcile';
  return url.href;
}

const orderNumber = (n: number) => `CMD-${YEAR}-${String(n).padStart(6, '0')}`;
/** Varied totals (many orders share one, as real baskets do): 10.00 € to 509.99 €, delivery included. */
const totalOf = (n: number) => 1_000 + ((n * 7_919) % 50_000);

/** Set-based: 100,000 orders waiting for their transfer, spread over 500 sellers and 1,500 buyers. */
const seed = `
  INSERT INTO profiles (id, email, email_verified, full_name, referral_code)
    SELECT gen_random_uuid(), 'p' || n || '@bench.boucles.test', true, 'Personne ' || n, 'BR' || n
    FROM generate_series(1, 2000) n;
  CREATE TEMP TABLE people AS SELECT id, row_number() OVER (ORDER BY id) AS n FROM profiles;
  INSERT INTO products (seller_id, title, description, price_cents, category, stock_quantity)
    SELECT id, 'Perruque ' || n, 'Une perruque.', 10000, 'Perruques', 0 FROM people WHERE n <= 500;
  CREATE TEMP TABLE goods AS SELECT id, seller_id, row_number() OVER (ORDER BY id) AS n FROM products;
  INSERT INTO orders (order_number, buyer_id, seller_id, product_id, status, price_cents, delivery_cost_cents,
                      total_amount_cents, commission_cents, seller_amount_cents, delivery_type, delivery_address,
                      payment_due_at)
    SELECT 'CMD-${YEAR}-' || lpad(s.n::text, 6, '0'), b.id, g.seller_id, g.id, 'pending_payment',
           s.total - 699, 699, s.total, (s.total - 699) / 10, (s.total - 699) - (s.total - 699) / 10,
           'home', '12 rue de la Paix, 75002 Paris', now() + interval '3 days'
    FROM (SELECT n, 1000 + (n * 7919) % 50000 AS total FROM generate_series(1, ${ORDERS}) n) s
    JOIN goods g ON g.n = 1 + s.n % 500
    JOIN people b ON b.n = 501 + s.n % 1500;
  INSERT INTO payments (order_id, amount_cents, method)
    SELECT id, total_amount_cents, 'bank_transfer' FROM orders WHERE status = 'pending_payment';
  INSERT INTO profiles (id, email, email_verified, full_name, referral_code)
    VALUES ('00000000-0000-4000-8000-00000000a0a0', 'admin@bench.boucles.test', true, 'Admin', 'BRADMIN');
  -- Last year's history: completed orders, their payment movements, the statement that paid them.
  -- Without it the ledger and the statement lines are empty when the import's statements are
  -- first planned, and the plans kept for them scan whole tables that grow with every line.
  INSERT INTO orders (order_number, buyer_id, seller_id, product_id, status, price_cents, delivery_cost_cents,
                      total_amount_cents, commission_cents, seller_amount_cents, delivery_type, delivery_address)
    SELECT 'CMD-${YEAR - 1}-' || lpad(s.n::text, 6, '0'), b.id, g.seller_id, g.id, 'completed',
           9301, 699, 10000, 930, 8371, 'home', '12 rue de la Paix, 75002 Paris'
    FROM generate_series(1, ${HISTORY}) s(n)
    JOIN goods g ON g.n = 1 + s.n % 500
    JOIN people b ON b.n = 501 + s.n % 1500;
  INSERT INTO bank_statements (uploaded_by, filename, format, lines_read, lines_new, lines_done, validated, to_examine, finished_at)
    VALUES ('00000000-0000-4000-8000-00000000a0a0', 'history.xml', 'camt', ${HISTORY}, ${HISTORY}, ${HISTORY}, ${HISTORY}, 0, now());
  INSERT INTO bank_statement_lines (statement_id, line_key, booked_on, amount_cents, currency, remittance, outcome, order_id)
    SELECT (SELECT id FROM bank_statements), 'ref:HISTORY:' || o.order_number, '${YEAR - 1}-06-01', 10000, 'EUR',
           o.order_number, 'validated', o.id
    FROM orders o WHERE o.status = 'completed';
  INSERT INTO payments (order_id, amount_cents, method, status, validated_at, reconciled_line_id)
    SELECT l.order_id, 10000, 'bank_transfer', 'paid', now() - interval '1 year', l.id FROM bank_statement_lines l;
  INSERT INTO ledger_entries (movement_id, kind, account, party_id, amount_cents, order_id)
    SELECT md5(o.id::text)::uuid, 'payment_received', line.account, line.party, line.amount, o.id
    FROM orders o
    CROSS JOIN LATERAL (VALUES ('platform_cash', NULL::uuid, o.total_amount_cents),
                               ('seller_escrow', o.seller_id, -(o.seller_amount_cents + o.delivery_cost_cents)),
                               ('commission_revenue', NULL::uuid, -o.commission_cents)) AS line(account, party, amount)
    WHERE o.status = 'completed';
  ANALYZE;
`;
const admin: CurrentUser = {
  id: '00000000-0000-4000-8000-00000000a0a0',
  email: 'admin@bench.boucles.test',
  emailVerified: true,
  roles: ['admin'],
};

/** A small deterministic generator, so two runs read the same statement. */
function random(seedValue: number) {
  let state = seedValue >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Line = { bankRef: string; amountCents: number; remittance: string; kind: Kind; order: number | null };
/** What the import must conclude for each line: this order validated, or no validation at all. */
type Truth = { kind: Kind; validates: number | null };

/** The ways payers write the reference: as given, in groups of four, lower case, no 'RF', the order number. */
function spelled(n: number, pick: number): string {
  const reference = paymentReference(orderNumber(n));
  const spellings = [
    reference,
    formatPaymentReference(reference),
    `VIR SEPA ${reference.toLowerCase()} MERCI`,
    `Commande ${orderNumber(n)}`,
    `${reference.slice(2)} perruque`,
  ];
  return spellings[pick % spellings.length] as string;
}

/** One digit of the order's sequence changed: the RF check digits no longer hold (ISO 7064 catches it). */
function oneDigitOff(n: number, next: () => number): string {
  const reference = paymentReference(orderNumber(n));
  const position = reference.length - 1 - Math.floor(next() * 6);
  const digit = Number(reference[position]);
  const changed = (digit + 1 + Math.floor(next() * 9)) % 10;
  return `${reference.slice(0, position)}${changed}${reference.slice(position + 1)}`;
}

function generate(): { lines: Line[]; truth: Truth[] } {
  const next = random(28);
  // Distinct orders for each kind, so the truth of a line does not depend on another's.
  const pool = Array.from({ length: ORDERS }, (_, i) => i + 1);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  let taken = 0;
  const take = () => pool[taken++] as number;
  let refs = 0;
  const bankRef = () => `BQ${String((refs += 1)).padStart(8, '0')}`;
  const body: Line[] = [];
  const exact: Line[] = [];
  for (let i = 0; i < KINDS.exact; i++) {
    const n = take();
    const line = {
      bankRef: bankRef(),
      amountCents: totalOf(n),
      remittance: spelled(n, i),
      kind: 'exact' as const,
      order: n,
    };
    exact.push(line);
    body.push(line);
  }
  for (let i = 0; i < KINDS.rf_digit_off; i++) {
    const n = take();
    body.push({
      bankRef: bankRef(),
      amountCents: totalOf(n),
      remittance: oneDigitOff(n, next),
      kind: 'rf_digit_off',
      order: null,
    });
  }
  for (let i = 0; i < KINDS.other_orders_amount; i++) {
    const n = take();
    let other = take();
    while (totalOf(other) === totalOf(n)) other = take();
    body.push({
      bankRef: bankRef(),
      amountCents: totalOf(other),
      remittance: spelled(n, i),
      kind: 'other_orders_amount',
      order: null,
    });
  }
  for (let i = 0; i < KINDS.wrong_amount; i++) {
    const n = take();
    const delta = [1, -1, 100, -99, 1_000][i % 5] as number;
    body.push({
      bankRef: bankRef(),
      amountCents: totalOf(n) + delta,
      remittance: spelled(n, i),
      kind: 'wrong_amount',
      order: null,
    });
  }
  for (let i = 0; i < KINDS.unknown_reference; i++) {
    // Half a well-formed reference of an order that does not exist, half a label naming none.
    const remittance = i % 2 === 0 ? paymentReference(orderNumber(ORDERS + 1 + i)) : `CADEAU ANNIV ${i}`;
    body.push({ bankRef: bankRef(), amountCents: 1_000 + i, remittance, kind: 'unknown_reference', order: null });
  }
  for (let i = body.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [body[i], body[j]] = [body[j] as Line, body[i] as Line];
  }
  // After the whole body, so the first transfer of each order comes first.
  const repeats: Line[] = [];
  for (let i = 0; i < KINDS.second_transfer; i++) {
    const first = exact[i] as Line;
    repeats.push({ ...first, bankRef: bankRef(), kind: 'second_transfer', order: null });
  }
  for (let i = 0; i < KINDS.same_entry_twice; i++) {
    const first = exact[KINDS.second_transfer + i] as Line;
    repeats.push({ ...first, kind: 'same_entry_twice', order: null });
  }
  const lines = [...body, ...repeats];
  return {
    lines,
    truth: lines.map((line) => ({ kind: line.kind, validates: line.kind === 'exact' ? line.order : null })),
  };
}

const euros = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function camt053(lines: Line[]): Buffer {
  const entries = lines.map(
    (l) => `<Ntry><Amt Ccy="EUR">${euros(l.amountCents)}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
<BookgDt><Dt>${YEAR}-11-25</Dt></BookgDt><AcctSvcrRef>${l.bankRef}</AcctSvcrRef><NtryDtls><TxDtls>
<RltdPties><Dbtr><Pty><Nm>Payeur</Nm></Pty></Dbtr></RltdPties><RmtInf><Ustrd>${escapeXml(l.remittance)}</Ustrd></RmtInf>
</TxDtls></NtryDtls></Ntry>`,
  );
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
<GrpHdr><MsgId>BENCH</MsgId><CreDtTm>${YEAR}-11-25T20:00:00</CreDtTm></GrpHdr>
<Stmt><Id>S1</Id><Acct><Id><IBAN>FR7630006000011234567890189</IBAN></Id></Acct>
${entries.join('\n')}
</Stmt></BkToCstmrStmt></Document>`);
}

async function main() {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  log(`Reconciliation benchmark: ${os.cpus().length} cores, Node ${process.version}, load average ${load}`);
  log(
    `${ORDERS.toLocaleString('en')} open orders (and ${HISTORY.toLocaleString('en')} completed, paid by an earlier statement); a camt.053 of ${LINES.toLocaleString('en')} credit lines: ${JSON.stringify(KINDS)}`,
  );
  const url = benchUrl();
  await recreateDatabase(url);
  const seeding = performance.now();
  const setup = await openDatabase({ kind: 'postgres', url, maxConnections: 1 });
  try {
    await migrate(setup.db);
    await sql.raw(seed).execute(setup.db);
  } finally {
    await setup.close();
  }
  log(`Seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);

  const { lines, truth } = generate();
  const file = camt053(lines);
  const parsing = performance.now();
  const read = readStatement(file).lines.length;
  log(
    `Statement: ${(file.length / 1024 / 1024).toFixed(1)} MB, ${read} lines read in ${((performance.now() - parsing) / 1000).toFixed(2)} s`,
  );

  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `.tmp/bench-reconcile-${process.pid}`,
    DATABASE_URL: url,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    SIGNING_SECRET: 'bench-signing-bench-signing-bench-signing',
  });
  const { ctx, close } = await createContext(config, pino({ level: 'silent' }));
  try {
    const started = performance.now();
    const result = await importStatement(ctx, admin, { filename: 'bench.xml', data: file, truncated: false });
    const answered = (performance.now() - started) / 1000;
    log(
      `Upload answered in ${answered.toFixed(1)} s: ${result.linesRead} lines read, ${result.linesNew} stored, ` +
        `${result.alreadyImported} already imported`,
    );
    const matching = performance.now();
    const matched = await matchPendingLines(ctx);
    const seconds = (performance.now() - matching) / 1000;
    const totals = await ctx.db
      .selectFrom('bank_statements')
      .select(['validated', 'to_examine'])
      .where('id', '=', result.statementId)
      .executeTakeFirstOrThrow();
    log(
      `Matching job: ${matched} lines in ${seconds.toFixed(1)} s (${(matched / seconds).toFixed(0)} lines/s): ` +
        `${totals.validated} matched, ${totals.to_examine} to examine`,
    );

    const stored = await ctx.db
      .selectFrom('bank_statement_lines as l')
      .leftJoin('orders as o', 'o.id', 'l.order_id')
      .select(['l.position', 'l.outcome', 'o.order_number'])
      .where('l.statement_id', '=', result.statementId)
      .execute();
    const byPosition = new Map(stored.map((line) => [line.position, line]));
    let falseMatches = 0;
    let exactMissed = 0;
    const byKind = new Map<Kind, Record<string, number>>();
    truth.forEach((expected, index) => {
      const line = byPosition.get(index);
      const outcome = line?.outcome ?? 'already_imported';
      const tally = byKind.get(expected.kind) ?? {};
      tally[outcome] = (tally[outcome] ?? 0) + 1;
      byKind.set(expected.kind, tally);
      const validatedOrder = outcome === 'validated' ? (line?.order_number ?? null) : null;
      if (expected.validates === null && validatedOrder !== null) falseMatches++;
      if (expected.validates !== null && validatedOrder !== orderNumber(expected.validates)) {
        if (validatedOrder === null) exactMissed++;
        else falseMatches++;
      }
    });
    for (const [kind, tally] of byKind) log(`  ${kind.padEnd(20)} ${JSON.stringify(tally)}`);
    const count = async (query: string) =>
      Number((await sql.raw<{ n: string }>(query).execute(ctx.db)).rows[0]?.n ?? 0);
    const paid = await count(`SELECT count(*) AS n FROM orders WHERE status = 'payment_validated'`);
    // This year's orders only: the history's orders each have their movement too.
    const movements = await count(
      `SELECT count(DISTINCT l.movement_id) AS n FROM ledger_entries l JOIN orders o ON o.id = l.order_id
       WHERE l.kind = 'payment_received' AND o.status <> 'completed'`,
    );
    log(
      `Exactness: false matches ${falseMatches} (must be 0), exact lines not matched ${exactMissed} of ${KINDS.exact} (must be 0)`,
    );
    log(
      `  orders paid ${paid}, payment movements ${movements} (both ${KINDS.exact}), ledger balanced: ${await ledgerIsBalanced(ctx.db)}`,
    );
    const again = performance.now();
    const second = await importStatement(ctx, admin, { filename: 'bench.xml', data: file, truncated: false });
    const matchedAgain = await matchPendingLines(ctx);
    log(
      `The same statement again: ${second.alreadyImported} already imported, ${matchedAgain} matched, in ${((performance.now() - again) / 1000).toFixed(1)} s`,
    );
    if (falseMatches > 0 || exactMissed > 0) process.exitCode = 1;
  } finally {
    await close();
    await dropDatabase(url);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
