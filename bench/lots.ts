// Lot checkout benchmark (issue 32): `npm run bench:lots` (BENCH_DATABASE_URL, BENCH_BUYERS and
// BENCH_ROUNDS override). On a throwaway PostgreSQL database, 20 signed-in buyers each check out
// lots of 1, then 3, then 5 listings of one seller (who has a bundle discount) over real HTTP,
// all at once. Every lot holds one of a few shared 'hot' listings whose units run out, so buyers
// race for them; the rest are the buyer's own. The lot is put in place in the database before each
// checkout: only POST /api/orders is timed. Then: double sales (a listing sold more than its
// stock), a sample paid and approved, and the ledger checked. Prints figures only.
import { rm } from 'node:fs/promises';
import os from 'node:os';
import pino from 'pino';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { createContext } from '@server/create-context';
import { openDatabase } from '@server/db/connection';
import { ledgerIsBalanced } from '@server/modules/ledger/ledger-balances';
import { dropDatabase, recreateDatabase } from './seed';
import { ms, summarize } from './stats';
import { benchEmail, confirmEmail, signUpAndIn } from './bench-account';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/boucles_bench_lots';
const BUYERS = Number(process.env.BENCH_BUYERS ?? 20);
/** Checkouts per buyer and lot size. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const LOT_SIZES = [1, 3, 5];
/** Shared listings, each with fewer units than the buyers want: the contention. */
const HOT = 6;
const HOT_STOCK = 25;
const SETTLED_SAMPLE = 60;
const PROOF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const log = (line = '') => console.log(line);

type Session = { cookie: string; id: string };

async function main() {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  log(`Lot checkout benchmark: ${os.cpus().length} cores, Node ${process.version}, load average ${load}`);
  await recreateDatabase(DATABASE_URL);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `.tmp/bench-lots-${process.pid}`,
    DATABASE_URL,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    SIGNING_SECRET: 'bench-signing-bench-signing-bench-signing',
    // Buyers order again and again without paying: the unpaid-order limit is beside the point.
    MAX_UNPAID_ORDERS: '1000000',
  });
  const database = await openDatabase({ kind: 'postgres', url: DATABASE_URL, maxConnections: 20 });
  const { ctx, close } = await createContext(config, pino({ level: 'silent' }), {
    database,
    authRateLimits: { signUp: { window: 60, max: 100_000 } },
  });
  const app = await buildApp(ctx, { apiRateLimit: 1_000_000, webDistDir: '.tmp/no-web-build' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const call = async (session: Session | null, method: string, path: string, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        origin: ctx.config.publicUrl,
        ...(session ? { cookie: session.cookie } : {}),
        ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
  const signUp = async (name: string): Promise<Session> => {
    const email = benchEmail(name);
    const cookie = await signUpAndIn((path, body) => call(null, 'POST', path, body), name, email);
    return { cookie, id: await confirmEmail(ctx.db, email) };
  };
  const listing = (title: string, priceCents: number, stock: number) => ({
    seller_id: '',
    title,
    description: 'Article du banc d’essai',
    price_cents: priceCents,
    category: 'Accessoires' as const,
    stock_quantity: stock,
  });
  try {
    const seller = await signUp('Aminata');
    const admin = await signUp('Admin');
    await ctx.db
      .insertInto('user_roles')
      .values([
        { user_id: seller.id, role: 'seller' },
        { user_id: admin.id, role: 'admin' },
      ])
      .execute();
    const tiers = [
      { minItems: 2, percent: 10 },
      { minItems: 3, percent: 15 },
      { minItems: 5, percent: 20 },
    ];
    const discount = await call(seller, 'PUT', '/api/me/bundle-discount', { tiers });
    if (!discount.ok) throw new Error(`bundle discount: ${await discount.text()}`);
    const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => signUp(`Acheteuse ${i}`)));
    const insert = async (rows: ReturnType<typeof listing>[]) =>
      (
        await ctx.db
          .insertInto('products')
          .values(rows.map((row) => ({ ...row, seller_id: seller.id })))
          .returning(['id', 'stock_quantity'])
          .execute()
      ).map((row) => row.id);
    const initialStock = new Map<string, number>();
    const hot: string[] = [];
    for (const id of await insert(Array.from({ length: HOT }, (_, i) => listing(`Bonnet ${i}`, 1500 + i, HOT_STOCK)))) {
      hot.push(id);
      initialStock.set(id, HOT_STOCK);
    }
    // Each buyer's own listings, plenty of units: the lines that nobody else wants.
    const own = await Promise.all(
      buyers.map(async (_, b) => {
        const ids = await insert(
          Array.from({ length: 4 }, (_, i) => listing(`Perruque ${b}-${i}`, 9900 + i, 1_000_000)),
        );
        for (const id of ids) initialStock.set(id, 1_000_000);
        return ids;
      }),
    );

    const orderIds: string[] = [];
    let conflicts = 0;
    for (const size of LOT_SIZES) {
      const latencies: number[] = [];
      let errors = 0;
      const started = performance.now();
      await Promise.all(
        buyers.map(async (buyer, b) => {
          for (let round = 0; round < ROUNDS; round++) {
            const items = [hot[(b + round) % HOT]!, ...(own[b] ?? []).slice(0, size - 1)];
            await putLot(buyer.id, seller.id, items);
            const t0 = performance.now();
            const response = await call(buyer, 'POST', '/api/orders', {
              lotSellerId: seller.id,
              deliveryType: 'home',
              address: '12 rue de la Paix, 75002 Paris',
              country: b % 2 ? 'France' : 'Sénégal',
              paymentMethod: 'bank_transfer',
            });
            const elapsed = performance.now() - t0;
            if (response.status === 201) {
              latencies.push(elapsed);
              orderIds.push(((await response.json()) as { order: { id: string } }).order.id);
            } else if (response.status === 409) {
              // The hot listing's last unit went to someone else: a fair refusal, all or nothing.
              conflicts++;
              await response.text();
            } else {
              errors++;
              if (errors === 1) log(`first error: ${response.status} ${await response.text()}`);
              else await response.text();
            }
          }
        }),
      );
      const wall = (performance.now() - started) / 1000;
      const stats = summarize(latencies, errors, wall);
      log(
        `Lots of ${size}, ${BUYERS} concurrent buyers × ${ROUNDS}: ${stats.count} orders in ${wall.toFixed(1)} s (${stats.perSecond.toFixed(1)} orders/s), sold out ${conflicts}, errors ${errors}`,
      );
      log(`  POST /api/orders p50 ${ms(stats.p50)}  p95 ${ms(stats.p95)}  max ${ms(stats.max)}`);
      // More units of the hot listings for the next size, so that each size has its race.
      await ctx.db
        .updateTable('products')
        .set((eb) => ({ stock_quantity: eb('stock_quantity', '+', HOT_STOCK) }))
        .where('id', 'in', hot)
        .execute();
      for (const id of hot) initialStock.set(id, (initialStock.get(id) ?? 0) + HOT_STOCK);
      conflicts = 0;
    }

    await reportDoubleSales(initialStock);
    await settleSample(orderIds.slice(0, SETTLED_SAMPLE), buyers, admin);
  } finally {
    await app.close();
    await close();
    await dropDatabase(DATABASE_URL);
    await rm(config.dataDir, { recursive: true, force: true });
  }

  /** The buyer's lot with the seller holds exactly these listings, as 'Ajouter au lot' leaves it. */
  async function putLot(buyerId: string, sellerId: string, productIds: string[]) {
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('lots').where('buyer_id', '=', buyerId).where('seller_id', '=', sellerId).execute();
      const lot = await trx
        .insertInto('lots')
        .values({ buyer_id: buyerId, seller_id: sellerId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('lot_items')
        .values(productIds.map((productId) => ({ lot_id: lot.id, product_id: productId })))
        .execute();
    });
  }

  /** A listing in more live orders than it ever had units, or a unit lost or counted twice. */
  async function reportDoubleSales(units: Map<string, number>) {
    const rows = await ctx.db
      .selectFrom('products as p')
      .leftJoin('order_items as i', 'i.product_id', 'p.id')
      .select(['p.id', 'p.stock_quantity'])
      .select((eb) => eb.fn.count<number>('i.id').as('sold'))
      .groupBy('p.id')
      .execute();
    let oversold = 0;
    let unbalanced = 0;
    for (const row of rows) {
      const given = units.get(row.id) ?? 0;
      if (Number(row.sold) > given) oversold++;
      if (row.stock_quantity + Number(row.sold) !== given) unbalanced++;
    }
    const lines = rows.reduce((sum, row) => sum + Number(row.sold), 0);
    log(
      `Double sales: ${oversold} listings sold beyond their units; stock + lines sold ≠ units given: ${unbalanced} (${lines} lines)`,
    );
  }

  /** Proof and approval of a sample, then a third completed and a third cancelled (refunded). */
  async function settleSample(sample: string[], buyers: Session[], admin: Session) {
    const buyerOf = new Map(
      (await ctx.db.selectFrom('orders').select(['id', 'buyer_id']).execute()).map((row) => [row.id, row.buyer_id]),
    );
    const sessions = new Map(buyers.map((buyer) => [buyer.id, buyer]));
    for (const [index, orderId] of sample.entries()) {
      const form = new FormData();
      form.append('proof', new Blob([PROOF], { type: 'application/pdf' }), 'preuve.pdf');
      const proof = await call(
        sessions.get(buyerOf.get(orderId) ?? '') ?? null,
        'POST',
        `/api/orders/${orderId}/payment-proof`,
        form,
      );
      if (!proof.ok) throw new Error(`proof: ${await proof.text()}`);
      const payment = await ctx.db
        .selectFrom('payments')
        .select('id')
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow();
      const approved = await call(admin, 'POST', `/api/admin/payments/${payment.id}/approve`, {});
      if (!approved.ok) throw new Error(`approve: ${await approved.text()}`);
      const to = index % 3 === 0 ? 'completed' : index % 3 === 1 ? 'cancelled' : null;
      if (to) await call(admin, 'POST', `/api/admin/orders/${orderId}/status`, { status: to, reason: 'Banc' });
    }
    const payments = await ctx.db
      .selectFrom('orders as o')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('payments as p').select('p.id').whereRef('p.order_id', '=', 'o.id'))),
      )
      .executeTakeFirstOrThrow();
    log(
      `Ledger after ${sample.length} lots paid (a third then completed, a third cancelled and refunded): balanced ${(await ledgerIsBalanced(ctx.db)) ? 'yes' : 'NO'}; orders without their one payment: ${payments.n}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
