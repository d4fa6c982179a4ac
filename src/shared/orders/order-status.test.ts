import { describe, expect, it } from 'vitest';
import type { DeliveryType } from '../delivery';
import {
  allowedOrderActions,
  decideOrderAction,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  orderStatusLabels,
  orderStatusNotifies,
  releasesStock,
  reservesStock,
  type OrderAction,
  type OrderActionContext,
  type OrderActor,
  type OrderStatus,
} from './order-status';

const ACTORS: OrderActor[] = ['buyer', 'seller', 'admin'];

function ctx(overrides: Partial<OrderActionContext>): OrderActionContext {
  return { status: 'pending_payment', actor: 'buyer', deliveryType: 'home', pickupLocation: null, ...overrides };
}

// The spec's state machine written out independently of the implementation: actor, from, to.
const expected: Record<Exclude<OrderAction, 'adminSetStatus'>, [OrderActor, OrderStatus[], OrderStatus | 'same']> = {
  submitPayment: ['buyer', ['pending_payment'], 'payment_submitted'],
  approvePayment: ['admin', ['payment_submitted'], 'payment_validated'],
  reconcilePayment: ['admin', ['pending_payment', 'payment_submitted'], 'payment_validated'],
  rejectPayment: ['admin', ['payment_submitted'], 'pending_payment'],
  markSent: ['seller', ['payment_validated'], 'in_transit'],
  confirmReceipt: ['buyer', ['in_transit'], 'delivered'],
  complete: ['buyer', ['delivered'], 'completed'],
  cancel: ['buyer', ['pending_payment', 'payment_submitted'], 'cancelled'],
  switchToHome: ['buyer', ['pending_payment', 'payment_validated'], 'same'],
  setPickupPoint: ['seller', ['pending_payment', 'payment_submitted', 'payment_validated'], 'same'],
};

describe('order statuses', () => {
  it('lists the seven statuses of spec §4 with French labels', () => {
    expect(ORDER_STATUSES).toHaveLength(7);
    expect(orderStatusLabels).toMatchObject({
      pending_payment: 'En attente de paiement',
      payment_validated: 'Paiement validé',
      delivered: 'Livrée',
      cancelled: 'Annulée',
    });
  });
});

describe('decideOrderAction', () => {
  // A pickup order with a pickup point passes every pickup-only rule, so only actor and status matter.
  const delivery: { deliveryType: DeliveryType; pickupLocation: string } = {
    deliveryType: 'pickup',
    pickupLocation: 'Gare du Nord',
  };

  for (const [action, [actor, from, to]] of Object.entries(expected)) {
    it(`${action}: only the ${actor}, only from ${from.join(' or ')}`, () => {
      for (const status of ORDER_STATUSES) {
        for (const who of ACTORS) {
          const decision = decideOrderAction(action as OrderAction, ctx({ status, actor: who, ...delivery }));
          if (who !== actor) {
            expect(decision).toEqual({
              ok: false,
              code: 'FORBIDDEN',
              message: 'Action non autorisée sur cette commande',
              httpStatus: 403,
            });
          } else if (from.includes(status)) {
            expect(decision).toEqual({ ok: true, to: to === 'same' ? status : to });
          } else {
            expect(decision).toMatchObject({ ok: false, code: 'INVALID_STATUS', httpStatus: 409 });
          }
        }
      }
    });
  }

  it.each<[OrderAction, OrderActor, OrderStatus, string]>([
    ['markSent', 'seller', 'payment_submitted', "Le paiement doit être validé par l'admin avant d'expédier"],
    [
      'confirmReceipt',
      'buyer',
      'payment_validated',
      'La commande doit être en transit avant de confirmer la livraison',
    ],
    ['cancel', 'buyer', 'in_transit', 'Cette commande ne peut plus être annulée'],
    ['submitPayment', 'buyer', 'payment_submitted', 'Le paiement de cette commande a déjà été soumis'],
    ['approvePayment', 'admin', 'pending_payment', 'Aucune preuve de paiement à valider'],
    ['complete', 'buyer', 'in_transit', 'Vous ne pouvez évaluer que les commandes livrées'],
  ])('%s by the %s in %s is refused with the spec text', (action, actor, status, message) => {
    expect(decideOrderAction(action, ctx({ status, actor }))).toEqual({
      ok: false,
      code: 'INVALID_STATUS',
      message,
      httpStatus: 409,
    });
  });

  it.each([null, '', '   '])('refuses to ship a pickup order without a pickup point (%j)', (pickupLocation) => {
    const decision = decideOrderAction(
      'markSent',
      ctx({ status: 'payment_validated', actor: 'seller', deliveryType: 'pickup', pickupLocation }),
    );
    expect(decision).toEqual({
      ok: false,
      code: 'PICKUP_POINT_REQUIRED',
      message: "Veuillez définir un point de récupération avant d'expédier",
      httpStatus: 409,
    });
  });

  it('ships a home order without any pickup point', () => {
    expect(decideOrderAction('markSent', ctx({ status: 'payment_validated', actor: 'seller' }))).toEqual({
      ok: true,
      to: 'in_transit',
    });
  });

  it.each<[OrderAction, OrderActor]>([
    ['switchToHome', 'buyer'],
    ['setPickupPoint', 'seller'],
  ])('%s applies to pickup orders only', (action, actor) => {
    expect(decideOrderAction(action, ctx({ actor, deliveryType: 'home' }))).toMatchObject({
      ok: false,
      code: 'NOT_PICKUP_ORDER',
      httpStatus: 409,
    });
  });

  it('checks the actor before the status', () => {
    expect(decideOrderAction('markSent', ctx({ status: 'cancelled', actor: 'buyer' }))).toMatchObject({
      httpStatus: 403,
    });
  });

  describe('adminSetStatus', () => {
    const admin = (overrides: Partial<OrderActionContext>) => ctx({ actor: 'admin', ...overrides });

    it('lets the admin move any status to any other, with a reason', () => {
      for (const status of ORDER_STATUSES) {
        for (const targetStatus of ORDER_STATUSES.filter((s) => s !== status)) {
          expect(decideOrderAction('adminSetStatus', admin({ status, targetStatus, reason: 'Litige' }))).toEqual({
            ok: true,
            to: targetStatus,
          });
        }
      }
    });

    it.each<OrderActor>(['buyer', 'seller'])('is forbidden to the %s', (actor) => {
      const decision = decideOrderAction('adminSetStatus', ctx({ actor, targetStatus: 'completed', reason: 'x' }));
      expect(decision).toMatchObject({ code: 'FORBIDDEN', httpStatus: 403 });
    });

    it.each([undefined, null, '', '  '])('requires a reason (%j)', (reason) => {
      expect(decideOrderAction('adminSetStatus', admin({ targetStatus: 'cancelled', reason }))).toEqual({
        ok: false,
        code: 'REASON_REQUIRED',
        message: 'Veuillez indiquer une raison',
        httpStatus: 400,
      });
    });

    it('requires a target status', () => {
      expect(decideOrderAction('adminSetStatus', admin({ reason: 'x' }))).toMatchObject({ httpStatus: 400 });
    });

    it('refuses a change to the current status', () => {
      const decision = decideOrderAction('adminSetStatus', admin({ targetStatus: 'pending_payment', reason: 'x' }));
      expect(decision).toMatchObject({ ok: false, code: 'SAME_STATUS', httpStatus: 409 });
    });
  });
});

describe('allowedOrderActions', () => {
  it('gives each party the buttons it may use', () => {
    expect(allowedOrderActions(ctx({}))).toEqual(['submitPayment', 'cancel']);
    expect(allowedOrderActions(ctx({ actor: 'admin', status: 'payment_submitted' }))).toEqual([
      'approvePayment',
      'rejectPayment',
    ]);
    expect(allowedOrderActions(ctx({ actor: 'buyer', status: 'delivered' }))).toEqual(['complete']);
  });

  it('asks for a pickup point before offering to ship a pickup order', () => {
    const seller = ctx({ actor: 'seller', status: 'payment_validated', deliveryType: 'pickup' });
    expect(allowedOrderActions(seller)).toEqual(['setPickupPoint']);
    expect(allowedOrderActions({ ...seller, pickupLocation: 'Gare du Nord' })).toEqual(['markSent', 'setPickupPoint']);
  });

  it('never lists adminSetStatus, which has its own form', () => {
    for (const status of ORDER_STATUSES) {
      expect(allowedOrderActions(ctx({ actor: 'admin', status }))).not.toContain('adminSetStatus');
    }
    expect(ORDER_ACTIONS).toContain('adminSetStatus');
  });
});

describe('side effects of a status change', () => {
  it('notifies on in_transit, delivered and cancelled only (spec §4)', () => {
    expect(ORDER_STATUSES.filter(orderStatusNotifies)).toEqual(['in_transit', 'delivered', 'cancelled']);
  });

  it('releases stock when an order becomes cancelled, once', () => {
    expect(releasesStock('pending_payment', 'cancelled')).toBe(true);
    expect(releasesStock('payment_submitted', 'cancelled')).toBe(true);
    expect(releasesStock('delivered', 'cancelled')).toBe(true); // admin
    expect(releasesStock('cancelled', 'cancelled')).toBe(false);
    expect(releasesStock('pending_payment', 'payment_submitted')).toBe(false);
    expect(releasesStock('cancelled', 'pending_payment')).toBe(false);
  });

  it('reserves stock again only when an admin revives a cancelled order', () => {
    expect(reservesStock('cancelled', 'pending_payment')).toBe(true);
    expect(reservesStock('cancelled', 'cancelled')).toBe(false);
    expect(reservesStock('pending_payment', 'cancelled')).toBe(false);
    expect(reservesStock('payment_submitted', 'payment_validated')).toBe(false);
  });
});
