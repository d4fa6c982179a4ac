import { describe, expect, it } from 'vitest';
import { paymentReference } from '@shared/orders/payment-reference';
import { findReference } from './find-reference';

const order = (orderNumber: string) => ({ kind: 'order', orderNumber });

describe('the order named by a remittance', () => {
  it.each([
    ['RF92CMD2026000123'],
    ['rf92 cmd2 0260 0012 3'],
    ['VIR SEPA AWA DIALLO RF92 CMD2 0260 0012 3 MERCI'],
    ['92CMD2026000123'],
    ['Paiement commande CMD-2026-000123'],
    ['cmd 2026 000123 du 24/11'],
    ['CMD-2026-000123 RF92CMD2026000123'],
  ])('finds CMD-2026-000123 in « %s »', (remittance) => {
    expect(findReference(remittance)).toEqual(order('CMD-2026-000123'));
  });

  it('agrees with the reference the buyer is given', () => {
    expect(findReference(`Virement ${paymentReference('CMD-2026-004567')}`)).toEqual(order('CMD-2026-004567'));
  });

  it('refuses an RF reference with one digit off, rather than paying another order', () => {
    expect(findReference('RF92CMD2026000133')).toEqual({ kind: 'invalid', reference: 'RF92CMD2026000133' });
    expect(findReference('RF93 CMD2 0260 0012 3')).toMatchObject({ kind: 'invalid' });
  });

  it('ignores two unrelated digits before an order number without RF', () => {
    expect(findReference('VIR 24 11 CMD-2026-000123')).toEqual(order('CMD-2026-000123'));
  });

  it('names nothing for a longer number, no number, or two different orders', () => {
    expect(findReference('CMD20260001234')).toEqual({ kind: 'none' });
    expect(findReference('CADEAU ANNIVERSAIRE')).toEqual({ kind: 'none' });
    expect(findReference('CMD-2026-000123 et CMD-2026-000124')).toEqual({
      kind: 'several',
      orderNumbers: ['CMD-2026-000123', 'CMD-2026-000124'],
    });
  });
});
