import { sql } from 'kysely';
import type { PublishTermsInput, TermsVersion } from '@shared/legal/terms.schemas';
import { termsMessages } from '@shared/legal/terms-texts';
import { earliestEffectiveDay, frenchDate, parisMidnight } from '@shared/legal/terms-dates';
import type { AppContext } from '@server/context';
import { badRequest } from '@server/platform/errors';
import { logAdminAction } from '../admin-log/log-admin-action';
import type { CurrentUser } from '../auth/current-user';
import { notify } from '../notifications/notify';
import { toTermsVersion } from './terms-versions';

/**
 * Publishes the next version of the terms. P2B art. 3(2): it takes effect no sooner than 15 days
 * after this notice, and every seller is told now, in the app and by e-mail (art. 3(1)(b): a
 * durable medium), whatever their preferences.
 */
export async function publishTerms(
  ctx: AppContext,
  admin: CurrentUser,
  input: PublishTermsInput,
): Promise<TermsVersion> {
  const now = ctx.clock.now();
  const earliest = earliestEffectiveDay(now);
  if (input.effectiveOn < earliest) {
    throw badRequest(termsMessages.tooSoon(frenchDate(parisMidnight(earliest))), 'TERMS_NOTICE_TOO_SHORT');
  }
  const effectiveAt = parisMidnight(input.effectiveOn);
  return ctx.db.transaction().execute(async (trx) => {
    // One publication at a time: the lock orders two admins publishing together.
    await sql`LOCK TABLE terms_versions IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    const last = await trx
      .selectFrom('terms_versions')
      .select(['version', 'effective_at'])
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last && last.effective_at >= effectiveAt) {
      throw badRequest(termsMessages.notAfterLast(frenchDate(last.effective_at)), 'TERMS_NOT_AFTER_LAST');
    }
    const row = await trx
      .insertInto('terms_versions')
      .values({
        version: (last?.version ?? 0) + 1,
        published_at: now,
        effective_at: effectiveAt,
        summary: input.summary,
        published_by: admin.id,
      })
      .returning(['version', 'published_at', 'effective_at', 'summary'])
      .executeTakeFirstOrThrow();
    await logAdminAction(trx, {
      adminId: admin.id,
      action: 'publish_terms',
      targetType: 'terms',
      targetId: String(row.version),
      details: { effectiveOn: input.effectiveOn },
    });
    const sellers = await trx
      .selectFrom('user_roles')
      .innerJoin('profiles', 'profiles.id', 'user_roles.user_id')
      .select('profiles.id')
      .where('user_roles.role', '=', 'seller')
      .where('profiles.anonymized_at', 'is', null)
      .execute();
    const message = termsMessages.sellerNotice(row.version, frenchDate(effectiveAt), row.summary);
    await notify(
      trx,
      sellers.map((seller) => ({
        userId: seller.id,
        type: 'terms' as const,
        title: termsMessages.sellerNoticeTitle,
        message,
        link: '/terms',
        transactional: true,
      })),
    );
    return toTermsVersion(row);
  });
}
