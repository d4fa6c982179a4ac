import { normalizeReferralCode, REFERRAL_CODE_MAX } from '@shared/auth/auth.schemas';
import type { Db } from '@server/db/connection';

/**
 * Whether a referral link's code belongs to someone, as sign-up will judge it. The answer is
 * a yes or no and nothing about whose it is; the route's tight rate limit keeps it from
 * being a way to list codes.
 */
export async function referralCodeExists(db: Db, raw: string): Promise<boolean> {
  const code = normalizeReferralCode(raw);
  if (!code || code.length > REFERRAL_CODE_MAX || !/^[A-Z0-9]+$/.test(code)) return false;
  const referrer = await db
    .selectFrom('profiles')
    .select('id')
    .where('referral_code', '=', code)
    .where('anonymized_at', 'is', null)
    .executeTakeFirst();
  return referrer !== undefined;
}
