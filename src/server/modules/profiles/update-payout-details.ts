import type { FastifyRequest } from 'fastify';
import type { PayoutDetailsData } from '@shared/profile/payout-details.schemas';
import { payoutHoldEnd } from '@shared/profile/payout-hold';
import type { AppContext } from '@server/context';
import { authHeaders } from '../account/auth-call';
import { confirmIdentity } from '../account/confirm-password';
import type { CurrentUser } from '../auth/current-user';
import { requireVerifiedEmail } from '../auth/require-verified-email';
import { recordSecurityEvent } from '../auth/security-log';
import { payoutDetailsChangedMail } from './payout-details-mail';

const payoutColumns = (details: PayoutDetailsData) => ({
  payment_method: details.paymentMethod,
  paypal_email: details.paypalEmail,
  iban_holder_name: details.ibanHolderName,
  iban_number: details.ibanNumber,
  mobile_money_name: details.mobileMoneyName,
  mobile_money_number: details.mobileMoneyNumber,
});

/**
 * Replaces where the seller is paid (decision 042): the password again (in the sign-in's
 * throttle) and the current code when 2FA is on; then the change is logged, the owner is told
 * at the account's address, and payouts to the new details wait PAYOUT_DETAILS_HOLD_HOURS.
 * The same details sent again change nothing and start no hold.
 */
export async function updatePayoutDetails(
  ctx: AppContext,
  request: FastifyRequest,
  user: CurrentUser,
  input: PayoutDetailsData,
): Promise<void> {
  requireVerifiedEmail(user);
  await confirmIdentity(ctx, request, user, input);
  const wanted = payoutColumns(input);
  const now = ctx.clock.now();
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('profiles')
      .select(Object.keys(wanted) as Array<keyof typeof wanted>)
      .where('id', '=', user.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if ((Object.keys(wanted) as Array<keyof typeof wanted>).every((column) => wanted[column] === stored[column])) {
      return false;
    }
    await trx
      .updateTable('profiles')
      .set({ ...wanted, payout_details_changed_at: now, updated_at: now })
      .where('id', '=', user.id)
      .execute();
    await recordSecurityEvent(trx, { userId: user.id, event: 'payout_details_changed', headers: authHeaders(request) });
    return true;
  });
  if (!changed) return;
  const holdUntil = payoutHoldEnd(now, ctx.config.payoutDetailsHoldMs, now);
  const mail = payoutDetailsChangedMail(user.email, input, holdUntil, ctx.config.publicUrl);
  await (await ctx.auth.$context).runInBackgroundOrAwait(ctx.mailer.send(mail));
}
