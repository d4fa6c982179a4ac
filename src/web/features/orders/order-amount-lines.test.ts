import { describe, expect, it } from 'vitest';
import { amountLines } from './order-amount-lines';

const amounts = {
  priceCents: 12_900,
  discountCents: 0,
  deliveryCostCents: 699,
  totalAmountCents: 13_599,
  commissionCents: 645,
  sellerAmountCents: 12_255,
};

describe('amountLines', () => {
  it('shows the buyer what they pay and nothing about the commission', () => {
    const lines = amountLines({ ...amounts, role: 'buyer', commissionCents: null, sellerAmountCents: null });
    expect(lines.map((line) => [line.label, line.cents])).toEqual([
      ['Prix', 12_900],
      ['Livraison', 699],
      ['Total', 13_599],
    ]);
  });

  it('never shows commission figures to a buyer, even if some were sent', () => {
    const labels = amountLines({ ...amounts, role: 'buyer' }).map((line) => line.label);
    expect(labels).not.toContain('Votre part');
    expect(labels.some((label) => label.startsWith('Commission'))).toBe(false);
  });

  it('shows the seller the commission deducted, their share and the delivery cost paid back', () => {
    const lines = amountLines({ ...amounts, role: 'seller' });
    expect(lines.slice(3).map((line) => [line.label, line.cents])).toEqual([
      ['Commission (5\u00a0%)', -645],
      ['Votre part', 12_255],
      ['Livraison remboursée', 699],
      ['Total pour vous', 12_954],
    ]);
    expect(lines.find((line) => line.strong)?.label).toBe('Total pour vous');
  });

  it('shows a lot’s items before the bundle discount, then the discount (decision 065)', () => {
    const lines = amountLines({
      role: 'buyer',
      priceCents: 6750,
      discountCents: 750,
      deliveryCostCents: 699,
      totalAmountCents: 7449,
      commissionCents: null,
      sellerAmountCents: null,
    });
    expect(lines.map((line) => [line.label, line.cents])).toEqual([
      ['Prix des articles', 7500],
      ['Remise lot', -750],
      ['Livraison', 699],
      ['Total', 7449],
    ]);
  });
});
