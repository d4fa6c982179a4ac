// Checkout benchmark: `npm run bench:checkout` (BENCH_DATABASE_URL and BENCH_SECONDS override
// the server and the measured seconds). On a fresh PostgreSQL database, 20 signed-in buyers each
// check out their own product back to back over real HTTP; then a sample of the orders goes
// through proof, admin approval and completion, and the ledger is checked. Prints figures only.
import { rm } from 'node:fs/promises';
import os from 'node:os';
import pino from 'pino';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { createContext } from '@server/create-context';
import { openDatabase } from '@server/db/connection';
import { accountBalances, ledgerIsBalanced } from '@server/modules/ledger/ledger-balances';
import { dropDatabase, recreateDatabase } from './seed';
import { ms, summarize } from './stats';
import { benchEmail, confirmEmail, signUpAndIn } from './bench-account';

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/boucles_bench_checkout';
const BUYERS = Number(process.env.BENCH_BUYERS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP_SECONDS = 3;
const SETTLED_SAMPLE = 100;
const PROOF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const log = (line = '') => console.log(line);

type Session = { cookie: string };

async function main() {
  log(
    `Checkout benchmark: ${os.cpus().length} cores, Node ${process.version}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  await recreateDatabase(DATABASE_URL);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: `.tmp/bench-checkout-${process.pid}`,
    DATABASE_URL,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    SIGNING_SECRET: 'bench-signing-bench-signing-bench-signing',
    // Each buyer orders again and again without paying: the unpaid-order limit is beside the point.
    MAX_UNPAID_ORDERS: '1000000',
  });
  const logger = pino({ level: 'silent' });
  const database = await openDatabase({ kind: 'postgres', url: DATABASE_URL, maxConnections: 20 });
  const { ctx, close } = await createContext(config, logger, {
    database,
    authRateLimits: { signUp: { window: 60, max: 100_000 } },
  });
  const app = await buildApp(ctx, { apiRateLimit: 1_000_000, webDistDir: '.tmp/no-web-build' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = ctx.config.publicUrl;
  const call = async (
    session: Session | null,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        origin,
        ...(session ? { cookie: session.cookie } : {}),
        ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    return response;
  };
  const signUp = async (name: string): Promise<Session & { id: string }> => {
    const email = benchEmail(name);
    const cookie = await signUpAndIn((path, body) => call(null, 'POST', path, body), name, email);
    return { cookie, id: await confirmEmail(ctx.db, email) };
  };
  try {
    const seller = await signUp('Vendeuse');
    const admin = await signUp('Admin');
    await ctx.db
      .insertInto('user_roles')
      .values([
        { user_id: seller.id, role: 'seller' },
        { user_id: admin.id, role: 'admin' },
      ])
      .execute();
    const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => signUp(`Acheteuse ${i}`)));
    const products = await ctx.db
      .insertInto('products')
      .values(
        buyers.map((_, i) => ({
          seller_id: seller.id,
          title: `Perruque ${i}`,
          description: 'Perruque naturelle',
          price_cents: 9900 + i,
          category: 'Perruques' as const,
          stock_quantity: 1_000_000,
        })),
      )
      .returning('id')
      .execute();

    const orderIds: string[] = [];
    const drive = async (measuredSeconds: number, keep: boolean) => {
      const latencies: number[] = [];
      let errors = 0;
      const deadline = performance.now() + measuredSeconds * 1000;
      await Promise.all(
        buyers.map(async (buyer, i) => {
          while (performance.now() < deadline) {
            const started = performance.now();
            const response = await call(buyer, 'POST', '/api/orders', {
              productId: products[i]!.id,
              deliveryType: 'home',
              address: '12 rue de la Paix, 75002 Paris',
              country: i % 2 ? 'France' : 'Sénégal',
              paymentMethod: 'bank_transfer',
            });
            const elapsed = performance.now() - started;
            if (response.status === 201) {
              latencies.push(elapsed);
              if (keep) orderIds.push(((await response.json()) as { order: { id: string } }).order.id);
            } else {
              errors++;
              if (errors === 1) log(`first error: ${response.status} ${await response.text()}`);
              else await response.text();
            }
          }
        }),
      );
      return summarize(latencies, errors, measuredSeconds);
    };
    await drive(WARMUP_SECONDS, false);
    const stats = await drive(SECONDS, true);
    log(
      `POST /api/orders, ${BUYERS} concurrent buyers on different products, ${SECONDS} s: ${stats.count} orders (${stats.perSecond.toFixed(0)}/s), errors ${stats.errors}`,
    );
    log(`  p50 ${ms(stats.p50)}  p95 ${ms(stats.p95)}  p99 ${ms(stats.p99)}  max ${ms(stats.max)}`);

    // Money on a sample: proof, approval, and completion for half of them.
    const buyerOf = new Map(
      (await ctx.db.selectFrom('orders').select(['id', 'buyer_id']).execute()).map((row) => [row.id, row.buyer_id]),
    );
    const sessionOf = new Map(buyers.map((buyer) => [buyer.id, buyer]));
    for (const [index, orderId] of orderIds.slice(0, SETTLED_SAMPLE).entries()) {
      const form = new FormData();
      form.append('proof', new Blob([PROOF], { type: 'application/pdf' }), 'preuve.pdf');
      const proof = await call(
        sessionOf.get(buyerOf.get(orderId) ?? '') ?? null,
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
      if (index % 2 === 0)
        await call(admin, 'POST', `/api/admin/orders/${orderId}/status`, { status: 'completed', reason: 'Benchmark' });
    }
    const balances = await accountBalances(ctx.db);
    const entries = await ctx.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    log(
      `Ledger after ${Math.min(SETTLED_SAMPLE, orderIds.length)} approvals: ${entries.n} entries, balanced: ${(await ledgerIsBalanced(ctx.db)) ? 'yes' : 'NO'}`,
    );
    log(
      `  cash ${balances.platform_cash}, escrow ${balances.seller_escrow}, payable ${balances.seller_payable}, commission ${balances.commission_revenue} (cents; sum ${Object.values(balances).reduce((a, b) => a + b, 0)})`,
    );
  } finally {
    await app.close();
    await close();
    await dropDatabase(DATABASE_URL);
    await rm(config.dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
