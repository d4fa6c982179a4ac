import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-status';
import { hasReceipt } from './order-status';

describe('which orders have a receipt', () => {
  it('is every order whose payment the admin validated, a later cancellation included', () => {
    const withReceipt = ORDER_STATUSES.filter((status) => hasReceipt({ status, paymentStatus: 'paid' }));
    expect(withReceipt).toEqual(['payment_validated', 'in_transit', 'delivered', 'completed', 'cancelled']);
  });

  it('is none whose payment was not validated, whatever the order says', () => {
    for (const paymentStatus of ['pending', 'submitted', 'rejected']) {
      expect(ORDER_STATUSES.filter((status) => hasReceipt({ status, paymentStatus }))).toEqual([]);
    }
  });
});
