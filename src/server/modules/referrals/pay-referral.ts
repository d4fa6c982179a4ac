import { formatEuros } from '@shared/money';
import { type AdminReferral, referralMessages } from '@shared/referrals/referral-view.schemas';
import type { AppContext } from '@server/context';
import { conflict, notFound } from '@server/platform/errors';
import { logAdminAction } from '../admin-log/log-admin-action';
import type { CurrentUser } from '../auth/current-user';
import { recordMovement } from '../ledger/record-movement';
import { notify } from '../notifications/notify';
import { selectAdminReferrals, toAdminReferral } from './admin-referrals';
import { cancelReferralBonus, firstOrderFinished, firstOrderVoid } from './referral-bonus-rules';

/**
 * decisions §4: refused while the first order is under way; a first order that was cancelled
 * or refunded cancels the bonus (committed on its own, as the refusal rolls nothing back).
 */
async function refuseUnlessPayable(ctx: AppContext, referralId: string, at: Date): Promise<void> {
  const referral = await ctx.db
    .selectFrom('referrals')
    .select(['status', 'order_id'])
    .where('id', '=', referralId)
    .executeTakeFirst();
  if (!referral) throw notFound(referralMessages.notFound, 'REFERRAL_NOT_FOUND');
  if (referral.status === 'paid') throw conflict(referralMessages.alreadyPaid, 'REFERRAL_ALREADY_PAID');
  if (referral.status === 'pending' && (await firstOrderVoid(ctx.db, referral.order_id))) {
    await ctx.db.transaction().execute((trx) => cancelReferralBonus(trx, referral.order_id, at));
    throw conflict(referralMessages.cancelled, 'REFERRAL_CANCELLED');
  }
  if (referral.status === 'cancelled') throw conflict(referralMessages.cancelled, 'REFERRAL_CANCELLED');
  if (!(await firstOrderFinished(ctx.db, referral.order_id))) {
    throw conflict(referralMessages.notYetPayable, 'REFERRAL_NOT_YET_PAYABLE');
  }
}

/**
 * The admin paid a referral bonus outside the app (spec §4: pending → paid, with the date).
 * Compare-and-set on the status, so two clicks pay once; in the same transaction the ledger
 * records the bonus owed to the referrer (an expense of the platform) and its payment in cash.
 */
export async function payReferral(ctx: AppContext, admin: CurrentUser, referralId: string): Promise<AdminReferral> {
  const at = ctx.clock.now();
  await refuseUnlessPayable(ctx, referralId, at);
  return ctx.db.transaction().execute(async (trx) => {
    // The first order's row is locked, so a cancellation cannot slip in between the check and the payment.
    const order = await trx
      .selectFrom('referrals as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select('o.id')
      .where('r.id', '=', referralId)
      .forUpdate('o')
      .executeTakeFirst();
    if (order && !(await firstOrderFinished(trx, order.id))) {
      throw conflict(referralMessages.notYetPayable, 'REFERRAL_NOT_YET_PAYABLE');
    }
    const updated = await trx
      .updateTable('referrals')
      .set({ status: 'paid', paid_at: at })
      .where('id', '=', referralId)
      .where('status', '=', 'pending')
      .returning(['id', 'referrer_id', 'bonus_amount_cents'])
      .executeTakeFirst();
    if (!updated) {
      const exists = await trx.selectFrom('referrals').select('status').where('id', '=', referralId).executeTakeFirst();
      if (!exists) throw notFound(referralMessages.notFound, 'REFERRAL_NOT_FOUND');
      throw exists.status === 'cancelled'
        ? conflict(referralMessages.cancelled, 'REFERRAL_CANCELLED')
        : conflict(referralMessages.alreadyPaid, 'REFERRAL_ALREADY_PAID');
    }
    const referrer = { partyId: updated.referrer_id };
    const amount = updated.bonus_amount_cents;
    await recordMovement(trx, {
      kind: 'referral_bonus_payable',
      referralId: updated.id,
      at,
      lines: [
        { account: 'referral_expense', amountCents: amount },
        { account: 'referral_payable', ...referrer, amountCents: -amount },
      ],
    });
    await recordMovement(trx, {
      kind: 'referral_bonus_paid',
      referralId: updated.id,
      at,
      lines: [
        { account: 'referral_payable', ...referrer, amountCents: amount },
        { account: 'platform_cash', amountCents: -amount },
      ],
    });
    await logAdminAction(trx, {
      adminId: admin.id,
      action: 'pay_referral_bonus',
      targetType: 'referral',
      targetId: updated.id,
      details: { referrerId: updated.referrer_id, amountCents: amount },
    });
    const paid = toAdminReferral(
      await selectAdminReferrals(trx).where('r.id', '=', updated.id).executeTakeFirstOrThrow(),
    );
    await notify(trx, [
      {
        userId: paid.referrer.id,
        type: 'referral_paid',
        title: 'Bonus de parrainage payé',
        message: `Votre bonus de parrainage de ${formatEuros(paid.amountCents)} a été payé. Merci d'avoir parrainé un ami !`,
        link: '/profile',
      },
    ]);
    return paid;
  });
}
