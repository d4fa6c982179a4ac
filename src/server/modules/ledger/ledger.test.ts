import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '@test/app';
import { createSeller } from '@test/factories';
import { accountBalances, ledgerIsBalanced, partyBalances } from './ledger-balances';
import { UnbalancedMovementError, recordMovement } from './record-movement';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the ledger', () => {
  it('records a balanced movement and derives balances per account and per party', async () => {
    const seller = await createSeller(t);
    await recordMovement(t.ctx.db, {
      kind: 'payout_to_seller',
      at: t.clock.now(),
      lines: [
        { account: 'seller_payable', partyId: seller.id, amountCents: 1500 },
        { account: 'platform_cash', amountCents: -1500 },
        { account: 'commission_revenue', amountCents: 0 },
      ],
    });
    expect(await accountBalances(t.ctx.db)).toMatchObject({
      seller_payable: 1500,
      platform_cash: -1500,
      commission_revenue: 0,
    });
    expect((await partyBalances(t.ctx.db, 'seller_payable')).get(seller.id)).toBe(1500);
    expect(await ledgerIsBalanced(t.ctx.db)).toBe(true);
  });

  it('refuses a movement that does not sum to zero, or with fractions of a cent', async () => {
    const lines = [
      { account: 'platform_cash' as const, amountCents: 100 },
      { account: 'commission_revenue' as const, amountCents: -99 },
    ];
    await expect(
      recordMovement(t.ctx.db, { kind: 'payment_received', at: t.clock.now(), lines }),
    ).rejects.toBeInstanceOf(UnbalancedMovementError);
    const fractions = [
      { account: 'platform_cash' as const, amountCents: 0.5 },
      { account: 'commission_revenue' as const, amountCents: -0.5 },
    ];
    await expect(
      recordMovement(t.ctx.db, { kind: 'payment_received', at: t.clock.now(), lines: fractions }),
    ).rejects.toBeInstanceOf(UnbalancedMovementError);
  });

  it('is append-only, and the check notices entries written around it that do not balance', async () => {
    await expect(t.ctx.db.deleteFrom('ledger_entries').execute()).rejects.toThrow(/append-only/);
    await t.ctx.db
      .insertInto('ledger_entries')
      .values({ movement_id: randomUUID(), kind: 'payment_received', account: 'platform_cash', amount_cents: 42 })
      .execute();
    expect(await ledgerIsBalanced(t.ctx.db)).toBe(false);
  });
});
