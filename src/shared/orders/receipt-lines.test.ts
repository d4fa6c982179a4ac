import { describe, expect, it } from 'vitest';
import { receiptContent } from './receipt-lines';
import type { Receipt } from './receipt.schemas';

const paid: Receipt = {
  orderId: '00000000-0000-4000-8000-000000000001',
  orderNumber: 'CMD-2026-000042',
  status: 'payment_validated',
  orderedAt: '2026-11-24T09:00:00.000Z',
  paidAt: '2026-11-24T15:00:00.000Z',
  refundedAt: null,
  platform: { name: 'Boucles', url: 'https://boucles.fr', email: 'aide@boucles.fr' },
  buyerName: 'Awa Diallo',
  sellerName: 'fatou_hair',
  sellerStatus: 'private',
  sellerLegal: null,
  itemTitle: 'Perruque afro crépue 40 cm',
  items: [{ title: 'Perruque afro crépue 40 cm', unitPriceCents: 3000, discountCents: 0, priceCents: 3000 }],
  discountCents: 0,
  priceCents: 3000,
  deliveryCostCents: 0,
  totalAmountCents: 3000,
  deliveryType: 'pickup',
  deliveryPlace: 'Relais Château-Rouge',
  paymentMethod: 'bank_transfer',
  payments: [{ kind: 'order', paidAt: '2026-11-24T15:00:00.000Z', amountCents: 3000 }],
};

describe('the receipt’s payments', () => {
  it('adds no line for a single payment: the total and its date say it', () => {
    expect(receiptContent(paid).payments).toEqual([]);
  });

  it('lists the order’s payment and the delivery supplement, each with its day (decision 040)', () => {
    const content = receiptContent({
      ...paid,
      deliveryType: 'home',
      deliveryCostCents: 1299,
      totalAmountCents: 4299,
      payments: [...paid.payments, { kind: 'supplement', paidAt: '2026-11-26T10:00:00.000Z', amountCents: 1299 }],
    });
    expect(content.total.value).toBe('42,99\u00a0€');
    expect(content.payments).toEqual([
      { label: 'Paiement de la commande, reçu le 24 novembre 2026', value: '30,00\u00a0€' },
      { label: 'Supplément de livraison à domicile, reçu le 26 novembre 2026', value: '12,99\u00a0€' },
    ]);
  });
});

describe('the receipt’s amounts', () => {
  it('shows a one-line order as before lots: its title and price, then the delivery', () => {
    expect(receiptContent(paid).amounts).toEqual([
      { label: 'Perruque afro crépue 40 cm', value: '30,00\u00a0€' },
      { label: 'Frais de livraison', value: '0,00\u00a0€' },
    ]);
  });

  it('shows a lot line by line at their prices, the bundle discount, then the delivery (decision 065)', () => {
    const content = receiptContent({
      ...paid,
      items: [
        { title: 'Perruque lace 20 pouces', unitPriceCents: 5000, discountCents: 500, priceCents: 4500 },
        { title: 'Colle Bold Hold', unitPriceCents: 1500, discountCents: 150, priceCents: 1350 },
        { title: 'Bonnet en satin', unitPriceCents: 1000, discountCents: 100, priceCents: 900 },
      ],
      discountCents: 750,
      priceCents: 6750,
      deliveryCostCents: 699,
      totalAmountCents: 7449,
    });
    expect(content.amounts).toEqual([
      { label: 'Perruque lace 20 pouces', value: '50,00\u00a0€' },
      { label: 'Colle Bold Hold', value: '15,00\u00a0€' },
      { label: 'Bonnet en satin', value: '10,00\u00a0€' },
      { label: 'Remise lot', value: '-7,50\u00a0€' },
      { label: 'Frais de livraison', value: '6,99\u00a0€' },
    ]);
    expect(content.total.value).toBe('74,49\u00a0€');
  });
});
