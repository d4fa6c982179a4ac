// Issue 35 (decision 078): a member's data export reads their security events and the reviews they
// wrote in batches of 500, each a range of an index (migration 0050), never the whole table sorted.
// Runs on PostgreSQL with TEST_DATABASE_URL, on PGlite otherwise; EXPLAIN without ANALYZE.
import { sql } from 'kysely';
import { explain, expectIndexRange } from '@test/query-plans';
import { afterAll, beforeAll, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createSeller } from '@test/factories';
import { batchBelow } from '@server/platform/keyset-batches';
import { reviewBatch, securityEventBatch } from './export-data';

const PEOPLE = 12_000;
const HERS = 3_000;
const BATCH = 500;

let t: TestApp;
let memberId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const member = await createSeller(t);
  memberId = member.id;
  // Buyers of hers, each with an order she sold, a review of her, and sign-ins of their own; she
  // reviews a quarter of them and signs in as many times: six batches of hers, one row in five.
  await sql`
    INSERT INTO profiles (id, email, full_name, referral_code, created_at)
    SELECT gen_random_uuid(), 'acheteur' || n || '@export.test', 'Acheteur ' || n, 'E' || n, now() - n * interval '1 minute'
    FROM generate_series(1, ${sql.lit(PEOPLE)}) AS n`.execute(db);
  await sql`
    INSERT INTO products (seller_id, title, description, price_cents, category, stock_quantity)
    VALUES (${memberId}, 'Perruque', 'Une perruque.', 9900, 'Perruques', 1)`.execute(db);
  await sql`
    INSERT INTO orders (buyer_id, seller_id, product_id, status, price_cents, delivery_cost_cents,
      total_amount_cents, commission_cents, seller_amount_cents, delivery_type, created_at)
    SELECT p.id, ${memberId}, (SELECT id FROM products WHERE seller_id = ${memberId}), 'completed',
      1000, 0, 1000, 50, 950, 'pickup', p.created_at
    FROM profiles p WHERE p.email LIKE '%@export.test'`.execute(db);
  await sql`
    INSERT INTO reviews (order_id, reviewer_id, reviewee_id, rating, comment, created_at)
    SELECT id, buyer_id, seller_id, 5, 'Très bien.', created_at FROM orders WHERE seller_id = ${memberId}`.execute(db);
  await sql`
    INSERT INTO reviews (order_id, reviewer_id, reviewee_id, rating, comment, created_at)
    SELECT id, seller_id, buyer_id, 5, 'Acheteuse sérieuse.', created_at
    FROM orders WHERE seller_id = ${memberId} ORDER BY created_at DESC LIMIT ${sql.lit(HERS)}`.execute(db);
  await sql`
    INSERT INTO security_logs (user_id, event, created_at)
    SELECT id, 'sign_in', created_at FROM profiles WHERE email LIKE '%@export.test'`.execute(db);
  await sql`
    INSERT INTO security_logs (user_id, event, created_at)
    SELECT ${memberId}, 'sign_in', now() - n * interval '1 minute' FROM generate_series(1, ${sql.lit(HERS)}) AS n`.execute(
    db,
  );
  await sql`ANALYZE`.execute(db);
}, 900_000);
afterAll(async () => t.close(), 120_000);

it("a batch of a member's security events, the first and the next, is a range of security_logs_user_idx", async () => {
  const [last] = await securityEventBatch(t.ctx.db, memberId, batchBelow(undefined, 1)).execute();
  for (const after of [undefined, last]) {
    const text = await explain(t.ctx.db, securityEventBatch(t.ctx.db, memberId, batchBelow(after, BATCH)).compile());
    expectIndexRange(text, 'security_logs', 'security_logs_user_idx');
  }
});

it('a batch of the reviews a member wrote, the first and the next, is a range of reviews_reviewer_idx', async () => {
  const [last] = await reviewBatch(t.ctx.db, memberId, 'reviewer_id', batchBelow(undefined, 1)).execute();
  for (const after of [undefined, last]) {
    const text = await explain(
      t.ctx.db,
      reviewBatch(t.ctx.db, memberId, 'reviewer_id', batchBelow(after, BATCH)).compile(),
    );
    expectIndexRange(text, 'reviews', 'reviews_reviewer_idx');
  }
});
