import { describe, expect, it } from 'vitest';
import { canWithdraw, decideWithdrawal, withdrawalDeadline, withdrawalWindowOpen } from './withdrawal';

const DAY = 24 * 60 * 60 * 1000;
const deliveredAt = new Date('2026-11-01T10:00:00Z');
const at = (ms: number) => new Date(deliveredAt.getTime() + ms);
const facts = {
  sellerStatus: 'professional' as const,
  orderStatus: 'delivered' as const,
  deliveredAt,
  paymentValidated: true,
  hasLiveReturn: false,
  now: at(DAY),
};

describe('the withdrawal right (L221-18, L221-28 5°)', () => {
  it('lasts 14 days after the delivery, to the millisecond', () => {
    expect(withdrawalDeadline(deliveredAt)).toEqual(at(14 * DAY));
    expect(canWithdraw({ ...facts, now: at(14 * DAY) })).toEqual({ ok: true });
    expect(canWithdraw({ ...facts, now: at(14 * DAY + 1) })).toMatchObject({ code: 'WITHDRAWAL_WINDOW_EXPIRED' });
  });

  it('belongs to a professional seller’s buyer only, once delivered and paid, confirmation of receipt or not', () => {
    expect(canWithdraw({ ...facts, sellerStatus: 'private' })).toMatchObject({
      code: 'WITHDRAWAL_PRIVATE_SELLER',
      httpStatus: 400,
    });
    expect(canWithdraw({ ...facts, orderStatus: 'in_transit', deliveredAt: null })).toMatchObject({
      code: 'ORDER_NOT_DELIVERED',
    });
    expect(canWithdraw({ ...facts, paymentValidated: false })).toMatchObject({ code: 'ORDER_NOT_PAID' });
    expect(canWithdraw({ ...facts, hasLiveReturn: true })).toMatchObject({ code: 'RETURN_ALREADY_EXISTS' });
    expect(canWithdraw({ ...facts, orderStatus: 'completed' })).toEqual({ ok: true });
  });

  it('asks about a sealed listing’s seal and refuses an unsealed one with the article', () => {
    const sealed = { ...facts, sealed: true };
    expect(decideWithdrawal({ ...sealed, sealIntact: null })).toMatchObject({ code: 'SEAL_ANSWER_REQUIRED' });
    const refused = decideWithdrawal({ ...sealed, sealIntact: false });
    expect(refused).toMatchObject({ code: 'WITHDRAWAL_HYGIENE_EXCEPTION', httpStatus: 409 });
    expect(refused.ok ? '' : refused.message).toContain('article L221-28 5° du Code de la consommation');
    expect(decideWithdrawal({ ...sealed, sealIntact: true })).toEqual({ ok: true });
    expect(decideWithdrawal({ ...facts, sealed: false, sealIntact: null })).toEqual({ ok: true });
  });

  it('holds the seller’s share of a professional’s order while the window is open', () => {
    expect(withdrawalWindowOpen('private', deliveredAt, at(DAY))).toBe(false);
    expect(withdrawalWindowOpen('professional', deliveredAt, at(14 * DAY))).toBe(true);
    expect(withdrawalWindowOpen('professional', deliveredAt, at(14 * DAY + 1))).toBe(false);
  });
});
