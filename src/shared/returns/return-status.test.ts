import { describe, expect, it } from 'vitest';
import {
  allowedReturnActions,
  canRequestReturn,
  decideReturnAction,
  DISPUTE_WINDOW_DAYS,
  disputeDeadline,
  type DisputeFacts,
  isWithinReturnWindow,
  LIVE_RETURN_STATUSES,
  OPEN_RETURN_STATUSES,
  RETURN_REASONS,
  RETURN_STATUSES,
  RETURN_WINDOW_DAYS,
  returnReasonLabels,
  returnStatusLabels,
  type ReturnAction,
  type ReturnActor,
  type ReturnStatus,
} from './return-status';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ACTORS: ReturnActor[] = ['buyer', 'seller', 'admin'];

// decisions §5 and decision 026 written out: actor, from, to.
const expected: Record<ReturnAction, [ReturnActor, ReturnStatus[], ReturnStatus]> = {
  approve: ['seller', ['pending', 'ordered'], 'approved'],
  reject: ['seller', ['pending'], 'rejected'],
  adminValidate: ['admin', ['approved'], 'admin_approved'],
  markShippedBack: ['buyer', ['admin_approved'], 'shipped_back'],
  confirmReceived: ['seller', ['shipped_back'], 'received'],
  markRefunded: ['admin', ['received'], 'refunded'],
  cancel: ['buyer', ['pending'], 'cancelled'],
  openDispute: ['buyer', ['rejected'], 'disputed'],
  upholdRefusal: ['admin', ['disputed'], 'rejected'],
  orderReturn: ['admin', ['disputed'], 'ordered'],
};

describe('return statuses', () => {
  it('has a French label for every status and reason', () => {
    expect(Object.keys(returnStatusLabels)).toEqual([...RETURN_STATUSES]);
    expect(returnReasonLabels).toEqual({
      defective: 'Produit défectueux',
      not_as_described: 'Non conforme à la description',
      wrong_item: 'Mauvais article reçu',
      damaged: 'Article endommagé',
      quality: 'Problème de qualité',
      other: 'Autre',
      withdrawal: 'Rétractation (14 jours)',
    });
    expect(Object.keys(returnReasonLabels)).toEqual([...RETURN_REASONS]);
  });

  it('counts every return as live except rejected and cancelled ones: a dispute is live', () => {
    expect([...LIVE_RETURN_STATUSES].sort()).toEqual(
      ['pending', 'approved', 'admin_approved', 'shipped_back', 'received', 'refunded', 'disputed', 'ordered'].sort(),
    );
  });

  it('counts a refunded return as closed: it no longer holds the review (issue 27)', () => {
    expect([...OPEN_RETURN_STATUSES].sort()).toEqual(
      ['pending', 'approved', 'admin_approved', 'shipped_back', 'received', 'disputed', 'ordered'].sort(),
    );
  });
});

describe('decideReturnAction', () => {
  const now = new Date('2025-03-10T10:00:00Z');
  const dispute = { rejectedAt: new Date('2025-03-09T10:00:00Z'), disputedBefore: false, now };
  const facts = { dispute };

  for (const [action, [actor, from, to]] of Object.entries(expected)) {
    it(`${action}: only the ${actor}, only from ${from.join(' or ')}`, () => {
      for (const status of RETURN_STATUSES) {
        for (const who of ACTORS) {
          const decision = decideReturnAction(action as ReturnAction, { status, actor: who, ...facts });
          if (who !== actor) expect(decision).toMatchObject({ ok: false, code: 'FORBIDDEN', httpStatus: 403 });
          else if (from.includes(status)) expect(decision).toEqual({ ok: true, to });
          else expect(decision).toMatchObject({ ok: false, code: 'INVALID_STATUS', httpStatus: 409 });
        }
      }
    });
  }

  it('validates an approved return with no proof from anyone: nothing is paid yet (decision 041)', () => {
    expect(decideReturnAction('adminValidate', { status: 'approved', actor: 'admin' })).toEqual({
      ok: true,
      to: 'admin_approved',
    });
  });

  it('lets the buyer cancel only while the seller has not answered', () => {
    const cancel = (status: ReturnStatus) => decideReturnAction('cancel', { status, actor: 'buyer' });
    expect(cancel('pending')).toEqual({ ok: true, to: 'cancelled' });
    expect(cancel('approved')).toMatchObject({ message: 'Cette demande de retour ne peut plus être annulée' });
  });
});

describe('dispute of a refusal (decision 026)', () => {
  const rejectedAt = new Date('2025-03-01T10:00:00Z');
  const at = (ms: number) => new Date(rejectedAt.getTime() + ms);
  const open = (facts: Partial<DisputeFacts>) =>
    decideReturnAction('openDispute', {
      status: 'rejected',
      actor: 'buyer',
      dispute: { rejectedAt, disputedBefore: false, now: at(DAY), ...facts },
    });

  it('lasts 7 days to the millisecond after the refusal', () => {
    expect(DISPUTE_WINDOW_DAYS).toBe(7);
    expect(disputeDeadline(rejectedAt)).toEqual(at(7 * DAY));
    expect(open({ now: at(7 * DAY) })).toEqual({ ok: true, to: 'disputed' });
    expect(open({ now: at(7 * DAY + 1) })).toEqual({
      ok: false,
      code: 'DISPUTE_WINDOW_EXPIRED',
      message: 'Le délai pour contester le refus (7 jours) est expiré',
      httpStatus: 409,
    });
  });

  it('allows one dispute per return', () => {
    expect(open({ disputedBefore: true })).toMatchObject({ ok: false, code: 'DISPUTE_ALREADY_OPENED' });
  });

  it('needs the date of the refusal (a refusal from before reasons were kept cannot be contested)', () => {
    expect(open({ rejectedAt: null })).toMatchObject({ ok: false, code: 'DISPUTE_WINDOW_EXPIRED' });
  });

  it('offers the button only while the dispute may be opened', () => {
    const facts = { rejectedAt, disputedBefore: false, now: at(DAY) };
    expect(allowedReturnActions('rejected', 'buyer', facts)).toEqual(['openDispute']);
    expect(allowedReturnActions('rejected', 'buyer', { ...facts, now: at(8 * DAY) })).toEqual([]);
    expect(allowedReturnActions('rejected', 'buyer', { ...facts, disputedBefore: true })).toEqual([]);
    expect(allowedReturnActions('disputed', 'admin')).toEqual(['upholdRefusal', 'orderReturn']);
    expect(allowedReturnActions('ordered', 'seller')).toEqual(['approve']);
    expect(allowedReturnActions('ordered', 'buyer')).toEqual([]);
  });

  it('has a French label for the new statuses', () => {
    expect(returnStatusLabels.disputed).toBe("Litige en cours, l'admin décide");
    expect(returnStatusLabels.ordered).toBe("Retour ordonné par l'admin");
  });
});

describe('return window', () => {
  const deliveredAt = new Date('2025-03-01T10:00:00Z');
  const after = (ms: number) => new Date(deliveredAt.getTime() + ms);

  it('lasts 14 days to the millisecond', () => {
    expect(RETURN_WINDOW_DAYS).toBe(14);
    expect(isWithinReturnWindow(deliveredAt, after(0))).toBe(true);
    expect(isWithinReturnWindow(deliveredAt, after(13 * DAY + 23 * HOUR))).toBe(true);
    expect(isWithinReturnWindow(deliveredAt, after(14 * DAY))).toBe(true);
    expect(isWithinReturnWindow(deliveredAt, after(14 * DAY + 1))).toBe(false);
    expect(isWithinReturnWindow(deliveredAt, after(14 * DAY + HOUR))).toBe(false);
  });

  it('offers a return on a delivered order within the window with no live return', () => {
    const input = {
      orderStatus: 'delivered' as const,
      orderUpdatedAt: deliveredAt,
      hasLiveReturn: false,
      paymentValidated: true,
    };
    expect(canRequestReturn({ ...input, now: after(13 * DAY) })).toEqual({ ok: true });
    expect(canRequestReturn({ ...input, now: after(14 * DAY + HOUR) })).toEqual({
      ok: false,
      code: 'RETURN_WINDOW_EXPIRED',
      message: 'Le délai de retour (2 semaines) est expiré',
      httpStatus: 409,
    });
    expect(canRequestReturn({ ...input, hasLiveReturn: true, now: after(DAY) })).toMatchObject({
      ok: false,
      code: 'RETURN_ALREADY_EXISTS',
    });
  });

  it('refuses a return on a delivered order whose payment was never validated (issue 27)', () => {
    const unpaid = { orderStatus: 'delivered' as const, orderUpdatedAt: deliveredAt, hasLiveReturn: false };
    expect(canRequestReturn({ ...unpaid, paymentValidated: false, now: after(DAY) })).toEqual({
      ok: false,
      code: 'ORDER_NOT_PAID',
      message: "Cette commande n'a pas été payée : aucun retour n'est possible",
      httpStatus: 409,
    });
  });

  it.each(['pending_payment', 'in_transit', 'completed', 'cancelled'] as const)(
    'refuses a return on a %s order with the spec message',
    (orderStatus) => {
      expect(
        canRequestReturn({
          orderStatus,
          orderUpdatedAt: deliveredAt,
          hasLiveReturn: false,
          paymentValidated: true,
          now: after(DAY),
        }),
      ).toMatchObject({
        ok: false,
        code: 'ORDER_NOT_DELIVERED',
        message: 'Le délai de retour (2 semaines) est expiré',
      });
    },
  );
});

describe('allowedReturnActions', () => {
  it('offers each party only its next step', () => {
    expect(allowedReturnActions('pending', 'seller')).toEqual(['approve', 'reject']);
    expect(allowedReturnActions('pending', 'buyer')).toEqual(['cancel']);
    expect(allowedReturnActions('approved', 'seller')).toEqual([]);
    expect(allowedReturnActions('approved', 'admin')).toEqual(['adminValidate']);
    expect(allowedReturnActions('admin_approved', 'buyer')).toEqual(['markShippedBack']);
    expect(allowedReturnActions('shipped_back', 'seller')).toEqual(['confirmReceived']);
    expect(allowedReturnActions('received', 'admin')).toEqual(['markRefunded']);
    expect(allowedReturnActions('refunded', 'buyer')).toEqual([]);
  });
});
