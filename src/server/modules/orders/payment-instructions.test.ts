import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatEuros } from '@shared/money';
import { formatDueMoment } from '@shared/orders/order-clock';
import { formatPaymentReference, isCreditorReference, paymentReference } from '@shared/orders/payment-reference';
import { type TestApp, createTestApp } from '@test/app';
import { checkout, homeCheckout, orderParties } from '@test/order-factories';
import { deliverDue } from '../notifications/deliveries';
import { deliveryChannels } from '../notifications/delivery-channels';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR = 60 * 60 * 1000;
const emailOff = { email: false, orderUpdates: false, messages: false };

async function placed(method: 'bank_transfer' | 'paypal' | 'mtn_mobile', preferences?: typeof emailOff) {
  const p = await orderParties(t, { price_cents: 3_600 });
  if (preferences) await p.buyerClient.put('/api/me/notification-preferences', preferences);
  const placedAt = t.clock.now();
  const orderId = await checkout(p.buyerClient, homeCheckout(p.productId, { paymentMethod: method }));
  const view = (await p.buyerClient.get(`/api/orders/${orderId}`)).json();
  return { ...p, orderId, placedAt, view, orderNumber: view.orderNumber as string };
}

const instructionEmails = (userId: string, orderNumber: string) =>
  t.ctx.db
    .selectFrom('notification_deliveries')
    .select(['category', 'message'])
    .where('user_id', '=', userId)
    .where('channel', '=', 'email')
    .where('title', '=', `Commande ${orderNumber} : comment payer`)
    .execute();

describe('payment instructions', () => {
  it('shows the order’s ISO 11649 reference in its view', async () => {
    const { view, orderNumber } = await placed('bank_transfer');
    expect(view.paymentReference).toBe(paymentReference(orderNumber));
    expect(isCreditorReference(view.paymentReference)).toBe(true);
  });

  it('e-mails the buyer the amount, the reference, the platform’s account and the deadline', async () => {
    const o = await placed('bank_transfer');
    const [email, ...more] = await instructionEmails(o.buyer.id, o.orderNumber);
    expect(more).toEqual([]);
    expect(email?.category).toBe('transactional');
    const due = formatDueMoment(new Date(o.placedAt.getTime() + 72 * HOUR), 'Europe/Paris');
    const reference = formatPaymentReference(paymentReference(o.orderNumber));
    expect(email?.message.split('\n')).toEqual([
      `Montant à payer : ${formatEuros(4_299)}`,
      'Moyen de paiement : Virement bancaire',
      `Référence : ${reference}. Indiquez cette référence dans le libellé du virement.`,
      'Titulaire : Boucles SAS (démo)',
      'IBAN : FR76 0000 0000 0000 0000 0000 000',
      'BIC : BOUCFRPPXXX',
      `À payer avant le ${due} (heure de Paris) ; passé ce délai, la commande sera annulée.`,
      'Une fois le paiement fait, envoyez sa preuve depuis vos achats.',
    ]);

    await deliverDue(t.ctx, deliveryChannels, { batch: 100 });
    const mail = t.mails.find((m) => m.to === o.buyer.email && m.subject.startsWith(`Commande ${o.orderNumber}`));
    expect(mail?.subject).toBe(`Commande ${o.orderNumber} : comment payer — Boucles`);
    expect(mail?.text).toContain(`Référence : ${reference}`);
    // Nothing to unsubscribe from: the buyer needs it to pay.
    expect(mail?.text).not.toContain("Ne plus recevoir ce type d'e-mail");
    expect(mail?.headers).toEqual({});
  });

  it('goes whatever the buyer’s e-mail preferences, which still gate the other e-mails', async () => {
    const o = await placed('paypal', emailOff);
    const [email] = await instructionEmails(o.buyer.id, o.orderNumber);
    expect(email?.message).toContain('E-mail PayPal : paiements@boucles.local');
    expect(email?.message).toContain('Indiquez cette référence dans la note du paiement PayPal.');
    const others = await t.ctx.db
      .selectFrom('notification_deliveries')
      .select('title')
      .where('user_id', '=', o.buyer.id)
      .where('channel', '=', 'email')
      .where('category', '!=', 'transactional')
      .execute();
    expect(others).toEqual([]);
  });

  it('gives the mobile money account for that method', async () => {
    const o = await placed('mtn_mobile');
    const [email] = await instructionEmails(o.buyer.id, o.orderNumber);
    expect(email?.message).toContain('Numéro MTN Mobile Money : +237 6 00 00 00 00');
    expect(email?.message).toContain('Indiquez cette référence dans le motif du transfert.');
  });
});
