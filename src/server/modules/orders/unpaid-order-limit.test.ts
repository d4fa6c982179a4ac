import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { insertProduct } from '@test/catalogue-factories';
import { createUser, signIn } from '@test/factories';
import {
  checkout,
  homeCheckout,
  orderParties,
  paymentIdOf,
  pngProof,
  stockOf,
  uploadProof,
} from '@test/order-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A seller with `count` listings and a buyer with a signed-in client. */
async function shop(count: number) {
  const p = await orderParties(t);
  const more = [];
  for (let i = 1; i < count; i++) more.push(await insertProduct(t, p.seller.id, { title: `Produit ${i}` }));
  return { ...p, productIds: [p.productId, ...more] };
}

const numberOf = async (orderId: string) =>
  (await t.ctx.db.selectFrom('orders').select('order_number').where('id', '=', orderId).executeTakeFirstOrThrow())
    .order_number;

describe('limits on unpaid orders', () => {
  it('refuses an order from an account whose e-mail is not confirmed, and takes no unit', async () => {
    const p = await orderParties(t);
    const unconfirmed = await signIn(t, await createUser(t, { emailVerified: false }));
    const response = await unconfirmed.post('/api/orders', homeCheckout(p.productId));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Confirmez votre adresse e-mail pour commander',
    });
    expect(await stockOf(t, p.productId)).toBe(1);
  });

  it('refuses a fourth unpaid order, naming the three that wait, until one is paid or cancelled', async () => {
    const s = await shop(5);
    const [first, second, third] = [
      await checkout(s.buyerClient, homeCheckout(s.productIds[0] ?? '')),
      await checkout(s.buyerClient, homeCheckout(s.productIds[1] ?? '')),
      await checkout(s.buyerClient, homeCheckout(s.productIds[2] ?? '')),
    ];
    // A proof sent is still unpaid until the admin validates it.
    expect((await uploadProof(s.buyerClient, second, await pngProof())).statusCode).toBe(200);

    const refused = await s.buyerClient.post('/api/orders', homeCheckout(s.productIds[3] ?? ''));
    expect(refused.statusCode).toBe(409);
    const { code, message } = refused.json().error;
    expect(code).toBe('TOO_MANY_UNPAID_ORDERS');
    expect(message).toBe(
      `Vous avez déjà 3 commandes en attente de paiement (${await numberOf(first)}, ${await numberOf(second)}, ${await numberOf(third)}) : payez-les ou annulez-en une avant de commander à nouveau.`,
    );
    expect(await stockOf(t, s.productIds[3] ?? '')).toBe(1);

    const approved = await s.adminClient.post(`/api/admin/payments/${await paymentIdOf(t, second)}/approve`);
    expect(approved.statusCode).toBe(200);
    await checkout(s.buyerClient, homeCheckout(s.productIds[3] ?? ''));
    expect((await s.buyerClient.post('/api/orders', homeCheckout(s.productIds[4] ?? ''))).statusCode).toBe(409);
    expect((await s.buyerClient.post(`/api/orders/${first}/cancel`)).statusCode).toBe(200);
    await checkout(s.buyerClient, homeCheckout(s.productIds[4] ?? ''));
  });

  it('lets only one of concurrent checkouts take the last free place', async () => {
    const s = await shop(5);
    await checkout(s.buyerClient, homeCheckout(s.productIds[0] ?? ''));
    await checkout(s.buyerClient, homeCheckout(s.productIds[1] ?? ''));
    const answers = await Promise.all(
      s.productIds.slice(2).map((id) => s.buyerClient.post('/api/orders', homeCheckout(id))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const unpaid = await t.ctx.db
      .selectFrom('orders')
      .select('id')
      .where('buyer_id', '=', s.buyer.id)
      .where('status', 'in', ['pending_payment', 'payment_submitted'])
      .execute();
    expect(unpaid).toHaveLength(3);
  });
});
