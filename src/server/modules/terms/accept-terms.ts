import type { MyTerms } from '@shared/legal/terms.schemas';
import { termsMessages } from '@shared/legal/terms-texts';
import type { AppContext } from '@server/context';
import { conflict } from '@server/platform/errors';
import { toTermsVersion, versionInForce } from './terms-versions';

/** Whether the person has accepted the version in force; the app blocks its screens until they have. */
export async function myTerms(ctx: AppContext, userId: string): Promise<MyTerms> {
  const current = await versionInForce(ctx.db, ctx.clock.now());
  if (!current) return { current: null, mustAccept: false, acceptedAt: null };
  const accepted = await ctx.db
    .selectFrom('terms_acceptances')
    .select('accepted_at')
    .where('user_id', '=', userId)
    .where('version', '=', current.version)
    .executeTakeFirst();
  return {
    current: toTermsVersion(current),
    mustAccept: !accepted,
    acceptedAt: accepted?.accepted_at.toISOString() ?? null,
  };
}

/**
 * Records that the person accepts the version in force, once: accepting it again keeps the
 * first time. Any other version (an old page, one not yet in force) is refused.
 */
export async function acceptTerms(ctx: AppContext, userId: string, version: number): Promise<MyTerms> {
  const now = ctx.clock.now();
  const current = await versionInForce(ctx.db, now);
  if (current?.version !== version) throw conflict(termsMessages.notCurrent, 'TERMS_NOT_CURRENT');
  await ctx.db
    .insertInto('terms_acceptances')
    .values({ user_id: userId, version, accepted_at: now, source: 'prompt' })
    .onConflict((oc) => oc.columns(['user_id', 'version']).doNothing())
    .execute();
  return myTerms(ctx, userId);
}
