import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutMessages, type CheckoutInput } from '@shared/orders/checkout.schemas';
import { type TestApp, createTestApp } from '@test/app';
import { createUser, signIn } from '@test/factories';
import type { TestClient } from '@test/http';
import { expectLedgerBalanced, homeCheckout, notificationsOf, orderParties, stockOf } from '@test/order-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const checkoutWith = (client: TestClient, input: CheckoutInput, key?: string) =>
  client.request('POST', '/api/orders', input, key === undefined ? {} : { headers: { 'idempotency-key': key } });

async function ordersOf(buyerId: string) {
  return t.ctx.db.selectFrom('orders').select('id').where('buyer_id', '=', buyerId).execute();
}

async function ledgerEntryCount(): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('checkout with an Idempotency-Key', () => {
  it('answers a retry with the first order, without taking a second unit or telling the seller twice', async () => {
    const p = await orderParties(t, { stock_quantity: 3 });
    const key = randomUUID();
    const entriesBefore = await ledgerEntryCount();
    const first = await checkoutWith(p.buyerClient, homeCheckout(p.productId), key);
    // The retry spells the address with extra spaces: the same checkout once parsed.
    const retry = await checkoutWith(
      p.buyerClient,
      homeCheckout(p.productId, { address: '  12 rue de la Paix, 75002 Paris ' }),
      key,
    );
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().order).toEqual(first.json().order);
    expect(await ordersOf(p.buyer.id)).toHaveLength(1);
    expect(await stockOf(t, p.productId)).toBe(2);
    expect(await notificationsOf(t, p.seller.id)).toHaveLength(1);
    expect(await ledgerEntryCount()).toBe(entriesBefore);
    await expectLedgerBalanced(t);
  });

  it('makes one order of five tries sent at once, even for the last unit', async () => {
    const p = await orderParties(t, { stock_quantity: 1 });
    const key = randomUUID();
    const tries = await Promise.all(
      Array.from({ length: 5 }, () => checkoutWith(p.buyerClient, homeCheckout(p.productId), key)),
    );
    expect(tries.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(tries.map((response) => response.json().order.id)).size).toBe(1);
    expect(await ordersOf(p.buyer.id)).toHaveLength(1);
    expect(await stockOf(t, p.productId)).toBe(0);
  });

  it('refuses another checkout under a key already used, in French, and changes nothing', async () => {
    const p = await orderParties(t, { stock_quantity: 3 });
    const key = randomUUID();
    await checkoutWith(p.buyerClient, homeCheckout(p.productId), key);
    const other = await checkoutWith(p.buyerClient, homeCheckout(p.productId, { paymentMethod: 'paypal' }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: checkoutMessages.idempotencyKeyReused,
    });
    expect(await ordersOf(p.buyer.id)).toHaveLength(1);
    expect(await stockOf(t, p.productId)).toBe(2);
  });

  it('keeps each buyer’s keys apart', async () => {
    const p = await orderParties(t, { stock_quantity: 3 });
    const other = await createUser(t);
    const key = randomUUID();
    const mine = await checkoutWith(p.buyerClient, homeCheckout(p.productId), key);
    const theirs = await checkoutWith(await signIn(t, other), homeCheckout(p.productId), key);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().order.id).not.toBe(mine.json().order.id);
  });

  it('makes a new order for each checkout sent without a key, as before', async () => {
    const p = await orderParties(t, { stock_quantity: 3 });
    const first = await checkoutWith(p.buyerClient, homeCheckout(p.productId));
    const second = await checkoutWith(p.buyerClient, homeCheckout(p.productId));
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(await ordersOf(p.buyer.id)).toHaveLength(2);
    expect(await stockOf(t, p.productId)).toBe(1);
  });

  it.each([
    ['too short', 'court'],
    ['with spaces', 'avec des espaces'],
    ['too long', 'x'.repeat(129)],
    ['with an accent', 'clé-accentuée'],
  ])('refuses a malformed key (%s), in French', async (_case, key) => {
    const p = await orderParties(t);
    const response = await checkoutWith(p.buyerClient, homeCheckout(p.productId), key);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(checkoutMessages.idempotencyKeyInvalid);
    expect(await stockOf(t, p.productId)).toBe(1);
  });
});
