import type { PushSubscriptionInput } from '@shared/notifications/notification.schemas';
import type { Db } from '@server/db/connection';
import { badRequest } from '@server/platform/errors';
import { refusedPushDestination } from './push-destination';

/** Browsers rotate endpoints and never tell; past this many, a user's oldest devices are dropped. */
export const MAX_PUSH_DEVICES = 10;

/**
 * Remembers this browser for the user. An endpoint belongs to one browser profile, so when
 * another account signs in on it, the device moves to that account: the previous one must
 * stop receiving the new user's notifications and vice versa.
 */
export async function savePushSubscription(
  db: Db,
  userId: string,
  subscription: PushSubscriptionInput,
  now: Date,
  serviceHosts: readonly string[],
) {
  // Only the browsers' push services, never an address written out (decision 044).
  const refused = refusedPushDestination(subscription.endpoint, { serviceHosts, allowPrivateAddresses: false });
  if (refused || !hasUsableKeys(subscription.keys)) {
    throw badRequest('Abonnement push invalide');
  }
  const { endpoint, keys } = subscription;
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('push_subscriptions')
      .where('endpoint', '=', endpoint)
      .where('user_id', '<>', userId)
      .execute();
    await trx
      .insertInto('push_subscriptions')
      .values({ user_id: userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['user_id', 'endpoint']).doUpdateSet({ p256dh: keys.p256dh, auth: keys.auth, updated_at: now }),
      )
      .execute();
    await trx
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where(
        'id',
        'not in',
        trx
          .selectFrom('push_subscriptions')
          .select('id')
          .where('user_id', '=', userId)
          .orderBy('updated_at', 'desc')
          .limit(MAX_PUSH_DEVICES),
      )
      .execute();
  });
}

/** Keys the payload cannot be encrypted to would fail every delivery, and retry it, forever. */
function hasUsableKeys(keys: PushSubscriptionInput['keys']): boolean {
  const base64url = /^[A-Za-z0-9_-]+=*$/;
  return (
    base64url.test(keys.p256dh) &&
    base64url.test(keys.auth) &&
    Buffer.from(keys.p256dh, 'base64url').length === 65 &&
    Buffer.from(keys.auth, 'base64url').length >= 16
  );
}
