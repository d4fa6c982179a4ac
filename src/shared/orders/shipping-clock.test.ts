import { describe, expect, it } from 'vitest';
import { formatDueMoment } from './order-clock';
import { formatClockDate, shippingClockLabel, shippingClockOf } from './shipping-clock';

const order = {
  status: 'payment_validated',
  ship_by: new Date('2026-12-02T13:00:00Z'),
  ship_extended_at: null,
  deliver_by: null,
  not_received_at: null,
  claim_decided_at: null,
};
const before = new Date('2026-12-01T10:00:00Z');

describe('the shipping clock label', () => {
  it('says the deadline in Paris time, as people say it', () => {
    expect(formatClockDate('2026-12-02T13:00:00Z')).toBe('2 déc. à 14 h');
    expect(formatClockDate('2026-07-02T12:30:00Z')).toBe('2 juil. à 14 h 30');
    expect(formatClockDate('2026-12-31T23:05:00Z')).toBe('1 janv. à 0 h 05');
  });

  it('speaks to the seller who must ship, and tells the buyer who waits, in the reader’s zone', () => {
    const clock = { kind: 'ship' as const, at: '2026-12-02T13:00:00Z' };
    const local = formatDueMoment(clock.at);
    expect(shippingClockLabel(clock, 'seller')).toBe(`À expédier avant le ${local}`);
    expect(shippingClockLabel(clock, 'buyer')).toBe(`Le vendeur doit expédier avant le ${local}`);
  });
});

describe('the clock an order runs', () => {
  it('offers the buyer the extension once, before the deadline only', () => {
    expect(shippingClockOf(order, 'buyer', before)).toMatchObject({ kind: 'ship', canExtend: true });
    expect(shippingClockOf(order, 'seller', before)).toMatchObject({ kind: 'ship', canExtend: false });
    expect(shippingClockOf(order, 'buyer', new Date('2026-12-02T13:00:00Z'))?.canExtend).toBe(false);
    expect(shippingClockOf({ ...order, ship_extended_at: before }, 'buyer', before)).toMatchObject({
      extended: true,
      canExtend: false,
    });
  });

  it("in transit, lets the buyer say 'Colis non reçu' until they did; then the claim shows", () => {
    const transit = { ...order, status: 'in_transit', deliver_by: new Date('2026-12-23T13:00:00Z') };
    expect(shippingClockOf(transit, 'buyer', before)).toMatchObject({ kind: 'transit', canReportNotReceived: true });
    expect(shippingClockOf(transit, 'seller', before)?.canReportNotReceived).toBe(false);
    expect(shippingClockOf({ ...transit, not_received_at: before }, 'buyer', before)).toMatchObject({
      kind: 'claim',
      canReportNotReceived: false,
    });
    expect(shippingClockOf({ ...transit, status: 'delivered' }, 'buyer', before)).toBeNull();
  });
});
