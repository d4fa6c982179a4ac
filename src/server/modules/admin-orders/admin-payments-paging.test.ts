import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '@shared/paging';
import { type TestApp, createTestApp } from '@test/app';
import { createUser, signIn } from '@test/factories';
import { TestClient } from '@test/http';
import { checkout, homeCheckout, orderParties, paymentIdOf, pngProof, uploadProof } from '@test/order-factories';
import { expectPagingRefusals, readAllPages } from '@test/paging';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type PaymentsPage = { payments: { id: string; kind: string }[]; nextCursor: string | null; total: number };
const pageOf = (body: unknown) => {
  const page = body as PaymentsPage;
  return { items: page.payments, nextCursor: page.nextCursor };
};

/**
 * 60 proofs to check beside the one sent through the API: 55 orders' payments, two of them
 * sent in the same microsecond each time, and 5 delivery supplements between them.
 */
async function fillProofQueue(sellerId: string, buyerId: string, productId: string) {
  const db = t.ctx.db;
  await sql`
    INSERT INTO orders (buyer_id, seller_id, product_id, status, price_cents, delivery_cost_cents,
      total_amount_cents, commission_cents, seller_amount_cents, delivery_type, created_at)
    SELECT ${buyerId}, ${sellerId}, ${productId}, CASE WHEN n <= 55 THEN 'payment_submitted' ELSE 'payment_validated' END,
      1000, 0, 1000, 50, 950, 'pickup', timestamptz '2026-01-01' + n * interval '1 minute'
    FROM generate_series(1, 60) AS n`.execute(db);
  await sql`
    INSERT INTO payments (order_id, amount_cents, method, status, proof_key, validated_at, created_at, updated_at)
    SELECT o.id, 1000, 'bank_transfer', CASE WHEN o.status = 'payment_submitted' THEN 'submitted' ELSE 'paid' END,
      'proofs/test.png', CASE WHEN o.status = 'payment_validated' THEN o.created_at END, o.created_at,
      timestamptz '2026-01-01' + (extract(epoch from o.created_at - timestamptz '2026-01-01') / 120)::int * interval '2 minutes'
    FROM orders o WHERE o.seller_id = ${sellerId} AND o.created_at < timestamptz '2026-02-01'`.execute(db);
  await sql`
    INSERT INTO order_supplements (order_id, amount_cents, status, address, proof_key, due_at, created_at, updated_at)
    SELECT o.id, 500, 'submitted', '1 rue de Paris', 'proofs/test.png', now() + interval '2 days', o.created_at,
      timestamptz '2026-01-01' + (row_number() OVER (ORDER BY o.created_at)) * interval '11 minutes' + interval '1 second'
    FROM orders o WHERE o.seller_id = ${sellerId} AND o.status = 'payment_validated'
      AND o.created_at < timestamptz '2026-02-01'`.execute(db);
}

/** The whole queue as the database orders it: orders' payments and supplements, oldest change first. */
async function queueInOrder(): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    SELECT pay.id, pay.updated_at FROM payments pay JOIN orders o ON o.id = pay.order_id
      WHERE o.status = 'payment_submitted'
    UNION ALL SELECT s.id, s.updated_at FROM order_supplements s WHERE s.status = 'submitted'
    ORDER BY updated_at, id`.execute(t.ctx.db);
  return rows.map((row) => row.id);
}

describe('the admin payments queue, paged (issue 35)', () => {
  it('gives every proof to check past 50, oldest first, orders and supplements together, with the count', async () => {
    const p = await orderParties(t);
    const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
    await uploadProof(p.buyerClient, orderId, await pngProof());
    await fillProofQueue(p.seller.id, p.buyer.id, p.productId);
    const expected = await queueInOrder();
    expect(expected).toHaveLength(61);

    const first = (await p.adminClient.get('/api/admin/payments?status=submitted')).json() as PaymentsPage;
    expect(first.payments).toHaveLength(MAX_PAGE_SIZE);
    expect(first.total).toBe(61);
    expect(first.nextCursor).not.toBeNull();
    const read = await readAllPages(p.adminClient, '/api/admin/payments?status=submitted', { pageOf });
    expect(read).toEqual(expected);
    // A small page size walks the same queue, across the ties and the supplements.
    expect(await readAllPages(p.adminClient, '/api/admin/payments?status=submitted', { limit: 7, pageOf })).toEqual(
      expected,
    );
    // Supplements take their place by date among the orders' payments, not after them.
    const kinds = first.payments.map((payment) => payment.kind);
    expect(kinds.indexOf('supplement')).toBeGreaterThan(0);
    expect(kinds.at(-1)).toBe('order');
    // The buyer's proof sent today waits behind the older ones: last in the queue.
    expect(read.at(-1)).toBe(await paymentIdOf(t, orderId));
  });

  it('goes on from where the page stopped when its last proof was decided meanwhile', async () => {
    const admin = (await orderParties(t)).adminClient;
    const expected = await queueInOrder();
    const first = (await admin.get('/api/admin/payments?status=submitted&limit=10')).json() as PaymentsPage;
    const last = first.payments.at(-1);
    expect(last?.kind).toBe('order');
    expect((await admin.post(`/api/admin/payments/${last?.id}/approve`)).statusCode).toBe(200);
    const next = (await admin.get(`/api/admin/payments?status=submitted&limit=10&cursor=${first.nextCursor}`)).json();
    expect((next as PaymentsPage).payments.map((payment) => payment.id)).toEqual(expected.slice(10, 20));
    expect((next as PaymentsPage).total).toBe(expected.length - 1);
  });

  it('refuses a forged cursor and a page of 51 in French, and anyone but an admin', async () => {
    const p = await orderParties(t);
    await expectPagingRefusals(p.adminClient, '/api/admin/payments?status=pending');
    const visitor = new TestClient(t.app);
    expect((await visitor.get('/api/admin/payments?status=submitted')).statusCode).toBe(401);
    const user = await signIn(t, await createUser(t));
    for (const client of [user, p.sellerClient, p.buyerClient]) {
      const response = await client.get('/api/admin/payments?status=submitted&limit=10');
      expect([response.statusCode, response.json().error.message]).toEqual([403, 'Accès non autorisé']);
    }
  });
});
