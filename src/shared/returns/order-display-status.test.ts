import { describe, expect, it } from 'vitest';
import { displayedOrderStatus } from './order-display-status';
import { RETURN_STATUSES } from './return-status';

describe('displayedOrderStatus', () => {
  it('shows the order status when there is no return', () => {
    expect(displayedOrderStatus('delivered', null)).toEqual({ kind: 'delivered', label: 'Livrée' });
    expect(displayedOrderStatus('completed', null)).toEqual({ kind: 'completed', label: 'Terminée' });
  });

  it.each(['pending', 'approved', 'admin_approved', 'shipped_back', 'received', 'disputed', 'ordered'] as const)(
    "reads 'Retour en cours' while the return is %s",
    (returnStatus) => {
      expect(displayedOrderStatus('delivered', returnStatus).label).toBe('Retour en cours');
      expect(displayedOrderStatus('completed', returnStatus).label).toBe('Retour en cours');
    },
  );

  it("reads 'Remboursée' after the refund", () => {
    expect(displayedOrderStatus('delivered', 'refunded')).toEqual({ kind: 'refunded', label: 'Remboursée' });
  });

  it.each(['rejected', 'cancelled'] as const)('gives the order its own label back once the return is %s', (status) => {
    expect(displayedOrderStatus('delivered', status).label).toBe('Livrée');
  });

  it('has an answer for every return status', () => {
    for (const status of RETURN_STATUSES) expect(displayedOrderStatus('delivered', status).label).not.toBe('');
  });
});
