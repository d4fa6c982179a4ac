import { describe, expect, it } from 'vitest';
import { formatDueMoment, orderClock, paymentDueAfterRejection, paymentDueAt } from './order-clock';

const at = (iso: string) => new Date(iso);

describe('order clocks', () => {
  it('says the deadline in French, Paris time in e-mails, minutes only when there are some', () => {
    expect(formatDueMoment(at('2026-11-28T13:00:00Z'), 'Europe/Paris')).toBe('28 nov. à 14 h');
    expect(formatDueMoment(at('2026-07-03T06:05:00Z'), 'Europe/Paris')).toBe('3 juil. à 8 h 05');
    expect(formatDueMoment(at('2026-01-31T23:30:00Z'), 'Europe/Paris')).toBe('1 févr. à 0 h 30');
  });

  it('gives 72 hours from checkout, and after a rejection the later of what is left and 24 hours', () => {
    const placed = at('2026-11-25T10:00:00Z');
    const due = paymentDueAt(placed, 72);
    expect(due.toISOString()).toBe('2026-11-28T10:00:00.000Z');
    expect(paymentDueAfterRejection(due, at('2026-11-25T12:00:00Z'), 24)).toEqual(due);
    expect(paymentDueAfterRejection(due, at('2026-11-28T09:00:00Z'), 24).toISOString()).toBe(
      '2026-11-29T09:00:00.000Z',
    );
    expect(paymentDueAfterRejection(null, at('2026-11-28T09:00:00Z'), 24).toISOString()).toBe(
      '2026-11-29T09:00:00.000Z',
    );
  });

  it('shows the payment deadline to the buyer of an order waiting for payment, and to no one else', () => {
    const order = { status: 'pending_payment', role: 'buyer', paymentDueAt: '2026-11-28T13:00:00.000Z' } as const;
    expect(orderClock(order)).toEqual({
      label: `À payer avant le ${formatDueMoment(order.paymentDueAt)}`,
      dueAt: order.paymentDueAt,
    });
    expect(orderClock({ ...order, role: 'seller' })).toBeNull();
    expect(orderClock({ ...order, status: 'payment_submitted' })).toBeNull();
    expect(orderClock({ ...order, paymentDueAt: null })).toBeNull();
  });
});
