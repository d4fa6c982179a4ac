import { sql } from 'kysely';
import type { MyReferrals } from '@shared/referrals/referral-view.schemas';
import type { AppContext } from '@server/context';

/** The referral card: counts and earnings (paid bonuses only, spec §9) summed by the database. */
export async function getMyReferrals(ctx: AppContext, userId: string): Promise<MyReferrals> {
  const profile = await ctx.db
    .selectFrom('profiles')
    .select('referral_code')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const totals = await ctx.db
    .selectFrom('referrals')
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`count(*) filter (where status = 'pending')`.as('pending'),
      sql<number>`count(*) filter (where status = 'paid')`.as('paid'),
      sql<number>`coalesce(sum(bonus_amount_cents) filter (where status = 'paid'), 0)`.as('earnings'),
    ])
    .where('referrer_id', '=', userId)
    .executeTakeFirstOrThrow();
  // Friends who signed up with the code; a referral row appears only at their first order.
  const signedUpOnly = await ctx.db
    .selectFrom('profiles as p')
    .select(sql<number>`count(*)`.as('count'))
    .where('p.referred_by', '=', userId)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('referrals as r').select('r.id').whereRef('r.referred_id', '=', 'p.id'))),
    )
    .executeTakeFirstOrThrow();
  const code = profile.referral_code;
  return {
    code,
    inviteUrl: `${ctx.config.publicUrl}/auth?ref=${encodeURIComponent(code)}`,
    counts: {
      total: Number(totals.total),
      pending: Number(totals.pending),
      paid: Number(totals.paid),
      signedUpOnly: Number(signedUpOnly.count),
    },
    earningsCents: Number(totals.earnings),
  };
}
