import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import {
  checkout,
  deliveredOrder,
  homeCheckout,
  orderParties,
  paidOrder,
  pdfProof,
  pngProof,
  uploadProof,
} from '@test/order-factories';
import {
  adminValidateReturn,
  confirmReturnReceived,
  refundRecord,
  refundReturn,
  requestReturn,
  returnAddress,
  trackingNumber,
} from '@test/return-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** What each person was told, newest last, with where it leads. */
const toldTo = (userId: string) =>
  t.ctx.db
    .selectFrom('notifications')
    .select(['type', 'title', 'message', 'link'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

const numberOf = async (orderId: string) =>
  (await t.ctx.db.selectFrom('orders').select('order_number').where('id', '=', orderId).executeTakeFirstOrThrow())
    .order_number;

describe('who is told what, with a link to where they act', () => {
  it('the admin, when a payment proof arrives; the buyer, on their purchase, when it is validated', async () => {
    const p = await orderParties(t);
    const orderId = await checkout(p.buyerClient, homeCheckout(p.productId));
    const number = await numberOf(orderId);
    expect((await uploadProof(p.buyerClient, orderId, await pngProof())).statusCode).toBe(200);
    expect(await toldTo(p.admin.id)).toContainEqual({
      type: 'payment_proof',
      title: 'Preuve de paiement à vérifier',
      message: `Une preuve de paiement a été envoyée pour la commande ${number}.`,
      link: '/admin?onglet=paiements',
    });
    expect(await toldTo(p.seller.id)).toEqual([
      expect.objectContaining({ type: 'new_order', link: `/orders?onglet=ventes#commande-${number}` }),
    ]);
  });

  it('the buyer, with the tracking number, when the seller ships', async () => {
    const p = await orderParties(t);
    const orderId = await paidOrder(t, p);
    const number = await numberOf(orderId);
    await p.sellerClient.post(`/api/orders/${orderId}/ship`, { trackingNumber: '6A12345678901' });
    expect((await toldTo(p.buyer.id)).at(-1)).toEqual({
      type: 'order_status',
      title: 'Commande expédiée',
      message: `Votre commande ${number} a été expédiée. Numéro de suivi : 6A12345678901.`,
      link: `/orders#commande-${number}`,
    });
  });

  it('the buyer, with the place, when the seller sets the pickup point', async () => {
    const p = await orderParties(t);
    const orderId = await checkout(
      p.buyerClient,
      homeCheckout(p.productId, { deliveryType: 'pickup', address: undefined, country: undefined }),
    );
    const response = await p.sellerClient.post(`/api/orders/${orderId}/pickup-point`, {
      pickupLocation: 'Relais Colis, 3 rue Myrha, Paris',
    });
    expect(response.statusCode).toBe(200);
    expect((await toldTo(p.buyer.id)).at(-1)).toEqual({
      type: 'order_status',
      title: 'Point de récupération indiqué',
      message: `Votre commande ${await numberOf(orderId)} sera à récupérer ici : Relais Colis, 3 rue Myrha, Paris.`,
      link: `/orders#commande-${await numberOf(orderId)}`,
    });
  });

  it('the admins, when a return waits for them; the buyer, by a refund notification, when refunded', async () => {
    const p = await orderParties(t, { price_cents: 10_000 });
    const orderId = await deliveredOrder(t, p);
    const returnId = (await requestReturn(p.buyerClient, orderId, { reason: 'damaged', description: 'Abîmée' })).json()
      .return.id;
    await p.sellerClient.post(`/api/returns/${returnId}/approve`, returnAddress);
    expect((await toldTo(p.admin.id)).at(-1)).toMatchObject({
      type: 'return_status',
      title: 'Retour à traiter',
      link: '/admin?onglet=retours',
    });
    await adminValidateReturn(p.adminClient, returnId);
    await p.buyerClient.post(`/api/returns/${returnId}/shipped-back`, trackingNumber);
    await confirmReturnReceived(p.sellerClient, returnId);
    expect((await toldTo(p.admin.id)).filter((n) => n.title === 'Retour à traiter')).toHaveLength(2);
    expect((await refundReturn(p.adminClient, returnId, refundRecord, pdfProof())).statusCode).toBe(200);
    expect((await toldTo(p.buyer.id)).at(-1)).toMatchObject({
      type: 'refund',
      title: 'Retour remboursé',
      link: `/orders#commande-${await numberOf(orderId)}`,
    });
  });
});
