import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type CheckoutData, checkoutMessages } from '@shared/orders/checkout.schemas';
import type { Database } from '@server/db/schema';
import { AppError } from '@server/platform/errors';

/** A checkout attempt as the buyer's retries name it. */
export type CheckoutAttempt = { key: string; fingerprint: string };

/**
 * What makes a retry the same request: the checkout as parsed (trimmed, pickup without
 * address), so a retry that differs only in spacing still counts as the same one.
 */
export function checkoutAttempt(key: string, input: CheckoutData): CheckoutAttempt {
  // A lot's attempt is told apart by its seller, a listing's keeps the fingerprint it always had.
  const what = input.lotSellerId ? `lot:${input.lotSellerId}` : input.productId;
  const fields = [what, input.deliveryType, input.address, input.country, input.paymentMethod];
  // Only when set, so that attempts made before offers existed keep their fingerprint.
  if (input.offerId) fields.push(input.offerId);
  return { key, fingerprint: createHash('sha256').update(JSON.stringify(fields)).digest('hex') };
}

/** The order an earlier try of this attempt made, if any; another checkout under the same key is refused. */
export async function orderOfAttempt(
  db: Kysely<Database>,
  buyerId: string,
  attempt: CheckoutAttempt,
): Promise<string | null> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'checkout_fingerprint'])
    .where('buyer_id', '=', buyerId)
    .where('idempotency_key', '=', attempt.key)
    .executeTakeFirst();
  if (!order) return null;
  if (order.checkout_fingerprint !== attempt.fingerprint) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', checkoutMessages.idempotencyKeyReused, 422);
  }
  return order.id;
}
