// Issue 35 (decision 076): the admin's referral bonuses, a member's moderation decisions, blocks
// and hidden listings, and a buyer's lots read a page as a range of an index (migration 0048),
// whatever the number of rows, never a sort of all of them. Runs on PostgreSQL with
// TEST_DATABASE_URL, on PGlite otherwise; EXPLAIN without ANALYZE: the plans are checked, not timed.
import { sql } from 'kysely';
import { explain, expectIndexRange } from '@test/query-plans';
import { afterAll, beforeAll, it } from 'vitest';
import { MAX_PAGE_SIZE } from '@shared/paging';
import { REFERRAL_STATUSES } from '@shared/referrals/referral-view.schemas';
import { type TestApp, createTestApp } from '@test/app';
import { createSeller, createUser } from '@test/factories';
import { blockedUserPage, hiddenListingPage } from '../modules/moderation/viewer-choices';
import { lotPage } from '../modules/lots/list-lots';
import { adminReferralPage } from '../modules/referrals/admin-referrals';
import { ownDecisionPage } from '../modules/statements/read-statement';

const ROWS = 12_000;

let t: TestApp;
let memberId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const seller = await createSeller(t);
  const member = await createUser(t);
  memberId = member.id;
  // People, each with an order from the seller, a referral bonus by the member (a third each
  // pending, paid and cancelled), blocked by the member, and a lot of the member's with them.
  await sql`
    INSERT INTO profiles (id, email, full_name, referral_code, created_at)
    SELECT gen_random_uuid(), 'personne' || n || '@plans.test', 'Personne ' || n, 'P' || n, now() - n * interval '1 minute'
    FROM generate_series(1, ${sql.lit(ROWS)}) AS n`.execute(db);
  await sql`
    INSERT INTO products (seller_id, title, description, price_cents, category, stock_quantity, created_at)
    SELECT ${seller.id}, 'Perruque ' || n, 'Une perruque.', 9900, 'Perruques', 1, now() - n * interval '1 minute'
    FROM generate_series(1, ${sql.lit(ROWS)}) AS n`.execute(db);
  await sql`
    INSERT INTO orders (buyer_id, seller_id, product_id, status, price_cents, delivery_cost_cents,
      total_amount_cents, commission_cents, seller_amount_cents, delivery_type, created_at)
    SELECT p.id, ${seller.id}, (SELECT id FROM products WHERE seller_id = ${seller.id} LIMIT 1), 'completed',
      1000, 0, 1000, 50, 950, 'pickup', p.created_at
    FROM profiles p WHERE p.email LIKE '%@plans.test'`.execute(db);
  await sql`
    INSERT INTO referrals (referrer_id, referred_id, order_id, status, paid_at, cancelled_at, created_at)
    SELECT ${memberId}, o.buyer_id, o.id, s.status,
      CASE WHEN s.status = 'paid' THEN o.created_at + interval '1 day' END,
      CASE WHEN s.status = 'cancelled' THEN o.created_at + interval '1 day' END,
      o.created_at
    FROM (SELECT *, row_number() OVER () AS n FROM orders WHERE seller_id = ${seller.id}) o
    CROSS JOIN LATERAL (SELECT (ARRAY['pending', 'paid', 'cancelled'])[1 + o.n % 3] AS status) s`.execute(db);
  await sql`
    INSERT INTO blocked_users (blocker_id, blocked_id, created_at)
    SELECT ${memberId}, id, created_at FROM profiles WHERE email LIKE '%@plans.test'`.execute(db);
  await sql`
    INSERT INTO hidden_products (user_id, product_id, created_at)
    SELECT ${memberId}, id, created_at FROM products WHERE seller_id = ${seller.id}`.execute(db);
  await sql`
    INSERT INTO lots (buyer_id, seller_id, created_at, updated_at)
    SELECT ${memberId}, id, created_at, created_at FROM profiles WHERE email LIKE '%@plans.test'`.execute(db);
  // Two decisions for each of the other people, and 600 more of hers: one in forty. With a tenth
  // of all hers, PostgreSQL may read everyone's by date and keep hers, which finds a page as soon
  // (one in ten rows read is hers), and the test failed one run in two.
  await sql`
    INSERT INTO moderation_decisions (user_id, kind, ground, facts, decided_at, contest_until, access_key_hash)
    SELECT who.id, 'account_warned', 'terms_conduct', 'Messages insultants.', now() - n * interval '1 minute',
      now() + interval '180 days', 'cle-' || who.id || '-' || n
    FROM (SELECT id FROM profiles WHERE email LIKE '%@plans.test' UNION ALL SELECT ${memberId}::uuid) AS who
    CROSS JOIN generate_series(1, 2) AS n`.execute(db);
  await sql`
    INSERT INTO moderation_decisions (user_id, kind, ground, facts, decided_at, contest_until, access_key_hash)
    SELECT ${memberId}, 'account_warned', 'terms_conduct', 'Messages insultants.', now() - n * interval '1 minute',
      now() + interval '180 days', 'cle-membre-' || n
    FROM generate_series(1, ${sql.lit(ROWS / 20)}) AS n`.execute(db);
  await sql`ANALYZE`.execute(db);
}, 900_000);
afterAll(async () => t.close(), 120_000);

it("each status's page of referral bonuses, the first and the next, is a range of its partial index", async () => {
  for (const status of REFERRAL_STATUSES) {
    const [last] = await adminReferralPage(t.ctx.db, status, null, 1).execute();
    for (const after of [null, last?.id ?? null]) {
      const text = await explain(t.ctx.db, adminReferralPage(t.ctx.db, status, after, MAX_PAGE_SIZE).compile());
      expectIndexRange(text, 'referrals', `referrals_${status}_idx`);
    }
  }
});

it("a page of a member's decisions, the first and the next, is a range of moderation_decisions_user_idx", async () => {
  const [last] = await ownDecisionPage(t.ctx.db, memberId, null, 1).execute();
  for (const after of [null, last?.id ?? null]) {
    const text = await explain(t.ctx.db, ownDecisionPage(t.ctx.db, memberId, after, MAX_PAGE_SIZE).compile());
    expectIndexRange(text, 'moderation_decisions', 'moderation_decisions_user_idx');
  }
});

it('a page of her blocks, hidden listings and lots, the first and the next, is a range of its index', async () => {
  const [block] = await blockedUserPage(t.ctx.db, memberId, null, 1).execute();
  const [hidden] = await hiddenListingPage(t.ctx.db, memberId, null, 1).execute();
  const [lot] = await lotPage(t.ctx.db, memberId, null, 1).execute();
  for (const after of [null, block ? { micros: block.key_micros, id: block.block_id } : null]) {
    const text = await explain(t.ctx.db, blockedUserPage(t.ctx.db, memberId, after, MAX_PAGE_SIZE).compile());
    expectIndexRange(text, 'blocked_users', 'blocked_users_blocker_recent_idx');
  }
  for (const after of [null, hidden ? { micros: hidden.key_micros, id: hidden.id } : null]) {
    const text = await explain(t.ctx.db, hiddenListingPage(t.ctx.db, memberId, after, MAX_PAGE_SIZE).compile());
    expectIndexRange(text, 'hidden_products', 'hidden_products_user_recent_idx');
  }
  for (const after of [null, lot ? { micros: lot.key_micros, id: lot.lot_id } : null]) {
    const text = await explain(t.ctx.db, lotPage(t.ctx.db, memberId, after, MAX_PAGE_SIZE).compile());
    expectIndexRange(text, 'lots', 'lots_buyer_recent_idx');
  }
});
