import { expect } from 'vitest';
import type { CheckoutInput } from '@shared/orders/checkout.schemas';
import { ledgerIsBalanced } from '@server/modules/ledger/ledger-balances';
import type { TestApp } from './app';
import { insertProduct } from './catalogue-factories';
import { createAdmin, createSeller, createUser, signIn } from './factories';
import { type FilePart, multipartForm, pngImage } from './files';
import type { TestClient } from './http';

/** A seller with one product, a buyer and an admin, each with a signed-in client. */
export async function orderParties(t: TestApp, product: Parameters<typeof insertProduct>[2] = {}) {
  const seller = await createSeller(t, { fullName: 'Fatou Vendeuse' });
  const buyer = await createUser(t, { fullName: 'Awa Acheteuse' });
  const admin = await createAdmin(t);
  const productId = await insertProduct(t, seller.id, product);
  return {
    seller,
    buyer,
    admin,
    productId,
    sellerClient: await signIn(t, seller),
    buyerClient: await signIn(t, buyer),
    adminClient: await signIn(t, admin),
  };
}

export const homeCheckout = (productId: string, overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
  productId,
  deliveryType: 'home',
  address: '12 rue de la Paix, 75002 Paris',
  country: 'France',
  paymentMethod: 'bank_transfer',
  ...overrides,
});

export async function checkout(client: TestClient, input: CheckoutInput): Promise<string> {
  const response = await client.post('/api/orders', input);
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.body}`);
  return response.json().order.id;
}

/** A proof file (payment, refund, payout) as the browser sends it: multipart field "proof". */
export function sendProof(client: TestClient, url: string, file: FilePart) {
  const body = multipartForm({}, [{ field: 'proof', file }]);
  return client.request('POST', url, body.payload, { headers: { 'content-type': body.contentType } });
}

/** The buyer's payment proof for an order. */
export function uploadProof(client: TestClient, orderId: string, file: FilePart) {
  return sendProof(client, `/api/orders/${orderId}/payment-proof`, file);
}

export const pngProof = async () => ({ name: 'virement.png', type: 'image/png', data: await pngImage(60, 60) });

export const pdfProof = () => ({
  name: 'releve.pdf',
  type: 'application/pdf',
  data: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
});

export async function paymentIdOf(t: TestApp, orderId: string): Promise<string> {
  const payment = await t.ctx.db
    .selectFrom('payments')
    .select('id')
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return payment.id;
}

/** checkout → proof → admin approval: an order the seller may now ship. */
export async function paidOrder(
  t: TestApp,
  parties: Awaited<ReturnType<typeof orderParties>>,
  input: Partial<CheckoutInput> = {},
): Promise<string> {
  const orderId = await checkout(parties.buyerClient, homeCheckout(parties.productId, input));
  const proof = await uploadProof(parties.buyerClient, orderId, await pngProof());
  if (proof.statusCode !== 200) throw new Error(`proof failed: ${proof.body}`);
  const approved = await parties.adminClient.post(`/api/admin/payments/${await paymentIdOf(t, orderId)}/approve`);
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  return orderId;
}

/** paid → shipped → received by the buyer: an order its buyer may review or ask a return for. */
export async function deliveredOrder(t: TestApp, parties: Awaited<ReturnType<typeof orderParties>>): Promise<string> {
  const orderId = await paidOrder(t, parties);
  const shipped = await parties.sellerClient.post(`/api/orders/${orderId}/ship`, {});
  if (shipped.statusCode !== 200) throw new Error(`ship failed: ${shipped.body}`);
  const received = await parties.buyerClient.post(`/api/orders/${orderId}/confirm-receipt`);
  if (received.statusCode !== 200) throw new Error(`receipt failed: ${received.body}`);
  return orderId;
}

/** Every money scenario ends with this: each ledger movement sums to zero. */
export async function expectLedgerBalanced(t: TestApp): Promise<void> {
  expect(await ledgerIsBalanced(t.ctx.db)).toBe(true);
}

export async function stockOf(t: TestApp, productId: string): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('products')
    .select('stock_quantity')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.stock_quantity;
}

export async function notificationsOf(t: TestApp, userId: string) {
  return t.ctx.db
    .selectFrom('notifications')
    .select(['type', 'title', 'message'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}
