import type { OwnProfile } from '@shared/profile/own-profile.schemas';
import { payoutHoldEnd } from '@shared/profile/payout-hold';
import type { AppContext } from '@server/context';
import { hasListed } from '../sellers/sellers.service';
import { sellerRating } from '@shared/reviews/seller-rating';

/** The signed-in person's whole profile, private parts included; only ever for themselves. */
export async function getOwnProfile(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  userId: string,
): Promise<OwnProfile> {
  const profile = await ctx.db
    .selectFrom('profiles')
    .selectAll()
    .select((eb) => hasListed(eb).as('has_listed'))
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    id: profile.id,
    email: profile.email,
    fullName: profile.full_name,
    username: profile.username,
    bio: profile.bio,
    phone: profile.phone,
    address: profile.address,
    postalCode: profile.postal_code,
    city: profile.city,
    country: profile.country,
    avatarUrl: profile.avatar_url,
    isVerified: profile.is_verified,
    hasPublicPage: Boolean(profile.has_listed),
    rating: sellerRating(profile.review_count, profile.review_rating_sum),
    createdAt: profile.created_at.toISOString(),
    paymentMethod: profile.payment_method,
    paypalEmail: profile.paypal_email,
    ibanHolderName: profile.iban_holder_name,
    ibanNumber: profile.iban_number,
    mobileMoneyName: profile.mobile_money_name,
    mobileMoneyNumber: profile.mobile_money_number,
    payoutDetailsChangedAt: profile.payout_details_changed_at?.toISOString() ?? null,
    payoutOnHoldUntil:
      payoutHoldEnd(
        profile.payout_details_changed_at,
        ctx.config.payoutDetailsHoldMs,
        ctx.clock.now(),
      )?.toISOString() ?? null,
    twoFactorEnabled: profile.two_factor_enabled,
  };
}
