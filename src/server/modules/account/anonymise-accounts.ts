import { subDays } from 'date-fns';
import { ACCOUNT_DELETION_DELAY_DAYS, ANONYMISED_NAME, ERASED_ADDRESS } from '@shared/account/account-life';
import { OPEN_RETURN_STATUSES } from '@shared/returns/return-status';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import type { Job } from '@server/platform/jobs';
import { recordSecurityEvent } from '../auth/security-log';
import { eraseSentMessages, sentPhotoKeys } from '../messaging/erase-messages';
import { ownAvatarKeys } from '../profiles/avatar-file';
import { announce } from '@server/platform/realtime';

const BATCH = 50;

/** Files that are personal data: avatar, identity document, every media file they uploaded. */
async function personalFiles(db: Db, userId: string): Promise<string[]> {
  const profile = await db
    .selectFrom('profiles')
    .select('avatar_url')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const documents = await db
    .selectFrom('seller_verifications')
    .select('document_key')
    .where('user_id', '=', userId)
    .execute();
  const media = await db
    .selectFrom('product_media')
    .select(['card_key', 'large_key', 'video_key'])
    .where('owner_id', '=', userId)
    .execute();
  return [
    ...ownAvatarKeys(profile.avatar_url, userId),
    ...documents.map((row) => row.document_key),
    ...(await sentPhotoKeys(db, userId)),
    ...media.flatMap((row) => [row.card_key, row.large_key, row.video_key]),
  ].filter((key): key is string => key !== null);
}

/**
 * Erases one account's personal data (decisions.md §3) in one transaction. Orders,
 * payments, returns, reviews, referrals, payouts and ledger rows stay, still pointing at
 * the now anonymous profile, so every total and balance stays what it was.
 */
async function eraseAccount(db: Db, userId: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const erased = await trx
      .updateTable('profiles')
      .set({
        full_name: ANONYMISED_NAME,
        email: `supprime-${userId}@anonyme.invalid`,
        email_verified: false,
        username: null,
        phone: null,
        address: null,
        postal_code: null,
        city: null,
        country: null,
        bio: null,
        avatar_url: null,
        is_verified: false,
        payment_method: null,
        paypal_email: null,
        iban_holder_name: null,
        iban_number: null,
        mobile_money_name: null,
        mobile_money_number: null,
        two_factor_enabled: false,
        anonymized_at: now,
        updated_at: now,
      })
      .where('id', '=', userId)
      .where('marked_for_deletion_at', 'is not', null)
      .where('anonymized_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    // Already done (or the mark was lifted) by another pass: nothing to do.
    if (!erased) return false;
    // Finished orders no longer need the buyer's address (privacy page: transaction data is kept
    // but detached from the person); orders still under way keep it so the seller can ship.
    // updated_at stays: the return window is counted from it.
    await trx
      .updateTable('orders')
      .set({ delivery_address: ERASED_ADDRESS })
      .where('buyer_id', '=', userId)
      .where('delivery_type', '=', 'home')
      .where('status', 'in', ['delivered', 'completed', 'cancelled'])
      .execute();
    // Where a closed return was refunded to is the buyer's bank or wallet: gone with the account.
    // A return still under way keeps it, or the admin could not pay the refund.
    await trx
      .updateTable('returns')
      .set({ refund_to_method: null, refund_to_holder: null, refund_to_account: null })
      .where('buyer_id', '=', userId)
      .where('status', 'not in', OPEN_RETURN_STATUSES)
      .where('refund_to_account', 'is not', null)
      .execute();
    await trx.deleteFrom('product_media').where('owner_id', '=', userId).execute();
    await eraseSentMessages(trx, userId);
    // Withdrawn, not deleted: past orders still name the product they were for.
    await trx
      .updateTable('products')
      .set((eb) => ({ is_available: false, deleted_at: eb.fn.coalesce('deleted_at', eb.val(now)), updated_at: now }))
      .where('seller_id', '=', userId)
      .execute();
    await announce(trx, { kind: 'catalogue' });
    for (const table of ['auth_sessions', 'auth_accounts', 'mfa_factors', 'user_roles'] as const) {
      await trx.deleteFrom(table).where('user_id', '=', userId).execute();
    }
    for (const table of [
      'notification_preferences',
      'push_subscriptions',
      'notifications',
      'hidden_products',
    ] as const) {
      await trx.deleteFrom(table).where('user_id', '=', userId).execute();
    }
    // The identity documents' files went with personalFiles; their rows stay for the admin log.
    await trx.updateTable('seller_verifications').set({ document_key: null }).where('user_id', '=', userId).execute();
    await trx
      .deleteFrom('blocked_users')
      .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
      .execute();
    // Pending two-factor challenges and trusted devices name the user by id.
    await trx.deleteFrom('auth_verifications').where('value', '=', userId).execute();
    await recordSecurityEvent(trx, { userId, event: 'account_anonymized', headers: undefined });
    return true;
  });
}

/** Anonymises every account whose deletion was asked 14 days ago or more; answers how many. */
export async function anonymiseDueAccounts(ctx: AppContext, db: Db): Promise<number> {
  const now = ctx.clock.now();
  const due = await db
    .selectFrom('profiles')
    .select('id')
    .where('marked_for_deletion_at', '<=', subDays(now, ACCOUNT_DELETION_DELAY_DAYS))
    .where('anonymized_at', 'is', null)
    .orderBy('marked_for_deletion_at')
    .limit(BATCH)
    .execute();
  let count = 0;
  for (const { id } of due) {
    // Files first: if erasing the rows then fails, the next pass finds the account again.
    await Promise.all((await personalFiles(db, id)).map((key) => ctx.storage.delete(key)));
    if (await eraseAccount(db, id, now)) count++;
  }
  return count;
}

export function anonymiseAccountsJob(ctx: AppContext): Job {
  return { name: 'anonymise-deleted-accounts', everyMs: 60 * 60 * 1000, run: (db) => anonymiseDueAccounts(ctx, db) };
}
