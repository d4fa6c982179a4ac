import type { Db } from '@server/db/connection';
import { type NextBatch, newestFirst } from '@server/platform/keyset-batches';
import { keyMicros } from '@server/platform/paging';
import { Later, Members, StreamedList } from '@server/platform/pretty-json-stream';
import { publicUrl } from '@server/platform/storage/storage';
import { receivedMessageCount, writtenMessages } from '../messaging/export-messages';
import { exportOrders } from './export-orders';
import { getNotificationPreferences } from './notification-preferences';

/** Rows the export reads per query (decision 078): a few hundred kilobytes of JSON at most. */
const BATCH_ROWS = 500;

const iso = (date: Date | null) => date?.toISOString() ?? null;

async function exportProfile(db: Db, userId: string) {
  const p = await db.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const roles = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute();
  return {
    id: p.id,
    email: p.email,
    fullName: p.full_name,
    username: p.username,
    phone: p.phone,
    address: p.address,
    postalCode: p.postal_code,
    city: p.city,
    country: p.country,
    bio: p.bio,
    avatarUrl: p.avatar_url,
    isVerified: p.is_verified,
    referralCode: p.referral_code,
    wasReferred: p.referred_by !== null,
    roles: roles.map((row) => row.role),
    payout: {
      method: p.payment_method,
      paypalEmail: p.paypal_email,
      ibanHolderName: p.iban_holder_name,
      ibanNumber: p.iban_number,
      mobileMoneyName: p.mobile_money_name,
      mobileMoneyNumber: p.mobile_money_number,
    },
    twoFactorEnabled: p.two_factor_enabled,
    createdAt: p.created_at.toISOString(),
  };
}

/** Their listings, newest first, each batch with its pictures' and videos' addresses. */
async function* exportProducts(db: Db, userId: string) {
  const batches = newestFirst(
    (nextBatch) =>
      db
        .selectFrom('products')
        .select(['id', keyMicros('created_at'), 'title', 'description', 'price_cents', 'category', 'hair_type'])
        .select(['color', 'length_cm', 'stock_quantity', 'is_available', 'created_at', 'deleted_at'])
        .where('seller_id', '=', userId)
        .$call((query) => nextBatch(query, 'created_at', 'id'))
        .execute(),
    BATCH_ROWS,
  );
  for await (const products of batches) {
    const media =
      products.length === 0
        ? []
        : await db
            .selectFrom('product_media')
            .select(['product_id', 'large_key', 'video_key'])
            .where('owner_id', '=', userId)
            .where(
              'product_id',
              'in',
              products.map((p) => p.id),
            )
            .orderBy('position')
            .execute();
    yield products.map((p) => ({
      id: p.id,
      title: p.title,
      description: p.description,
      priceCents: p.price_cents,
      category: p.category,
      hairType: p.hair_type,
      color: p.color,
      lengthCm: p.length_cm,
      stockQuantity: p.stock_quantity,
      isAvailable: p.is_available,
      media: media
        .filter((m) => m.product_id === p.id)
        .map((m) => m.large_key ?? m.video_key)
        .filter((key): key is string => key !== null)
        .map(publicUrl),
      createdAt: p.created_at.toISOString(),
      deletedAt: iso(p.deleted_at),
    }));
  }
}

/** A batch of the reviews a member wrote or received, newest first (export-plans.test.ts checks its index). */
export const reviewBatch = (db: Db, userId: string, side: 'reviewer_id' | 'reviewee_id', nextBatch: NextBatch) =>
  db
    .selectFrom('reviews')
    .select(['id', keyMicros('created_at'), 'rating', 'comment', 'created_at'])
    .where(side, '=', userId)
    .$call((query) => nextBatch(query, 'created_at', 'id'));

/** Reviews they wrote or received, newest first; who wrote a received review is the reviewer's data. */
async function* exportReviews(db: Db, userId: string, side: 'reviewer_id' | 'reviewee_id') {
  const batches = newestFirst((nextBatch) => reviewBatch(db, userId, side, nextBatch).execute(), BATCH_ROWS);
  for await (const rows of batches) {
    yield rows.map((row) => ({ rating: row.rating, comment: row.comment, createdAt: row.created_at.toISOString() }));
  }
}

async function* exportReferrals(db: Db, userId: string) {
  const batches = newestFirst(
    (nextBatch) =>
      db
        .selectFrom('referrals')
        .select(['id', keyMicros('created_at'), 'referrer_id', 'bonus_amount_cents', 'status', 'created_at', 'paid_at'])
        .where((eb) => eb.or([eb('referrer_id', '=', userId), eb('referred_id', '=', userId)]))
        .$call((query) => nextBatch(query, 'created_at', 'id'))
        .execute(),
    BATCH_ROWS,
  );
  for await (const rows of batches) {
    yield rows.map((row) => ({
      role: row.referrer_id === userId ? ('referrer' as const) : ('referred' as const),
      bonusAmountCents: row.bonus_amount_cents,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      paidAt: iso(row.paid_at),
    }));
  }
}

async function* exportNotifications(db: Db, userId: string) {
  const batches = newestFirst(
    (nextBatch) =>
      db
        .selectFrom('notifications')
        .select(['id', keyMicros('created_at'), 'type', 'title', 'message', 'link', 'is_read', 'created_at'])
        .where('user_id', '=', userId)
        .$call((query) => nextBatch(query, 'created_at', 'id'))
        .execute(),
    BATCH_ROWS,
  );
  for await (const rows of batches) {
    yield rows.map((row) => ({
      type: row.type,
      title: row.title,
      message: row.message,
      link: row.link,
      isRead: row.is_read,
      createdAt: row.created_at.toISOString(),
    }));
  }
}

/** A batch of a member's security events, newest first (export-plans.test.ts checks its index). */
export const securityEventBatch = (db: Db, userId: string, nextBatch: NextBatch) =>
  db
    .selectFrom('security_logs')
    .select(['id', keyMicros('created_at'), 'event', 'ip_address', 'user_agent', 'created_at'])
    .where('user_id', '=', userId)
    .$call((query) => nextBatch(query, 'created_at', 'id'));

async function* exportSecurityEvents(db: Db, userId: string) {
  const batches = newestFirst((nextBatch) => securityEventBatch(db, userId, nextBatch).execute(), BATCH_ROWS);
  for await (const rows of batches) {
    yield rows.map((row) => ({
      event: row.event,
      ipAddress: row.ip_address,
      userAgent: row.user_agent,
      createdAt: row.created_at.toISOString(),
    }));
  }
}

/** Which versions of the terms they accepted, and when (decision 062). */
async function exportTermsAcceptances(db: Db, userId: string) {
  const rows = await db
    .selectFrom('terms_acceptances')
    .select(['version', 'accepted_at'])
    .where('user_id', '=', userId)
    .orderBy('version')
    .execute();
  return rows.map((row) => ({ version: row.version, acceptedAt: row.accepted_at.toISOString() }));
}

/**
 * Everything we hold about the user, for the right of access the privacy page promises: one
 * JSON document whose sections are read in turn, the long lists a batch at a time, as the
 * file is written (decision 078). `db` is the export's snapshot, or the database itself.
 */
export function userDataDocument(db: Db, userId: string, now: Date): Members {
  return new Members({
    exportedAt: now.toISOString(),
    profile: new Later(() => exportProfile(db, userId)),
    notificationPreferences: new Later(() => getNotificationPreferences(db, userId)),
    termsAcceptances: new Later(() => exportTermsAcceptances(db, userId)),
    products: new StreamedList(exportProducts(db, userId)),
    orders: new StreamedList(exportOrders(db, userId, BATCH_ROWS)),
    reviews: new Members({
      written: new StreamedList(exportReviews(db, userId, 'reviewer_id')),
      received: new StreamedList(exportReviews(db, userId, 'reviewee_id')),
    }),
    referrals: new StreamedList(exportReferrals(db, userId)),
    notifications: new StreamedList(exportNotifications(db, userId)),
    messages: new Members({
      written: new StreamedList(writtenMessages(db, userId, BATCH_ROWS)),
      receivedCount: new Later(() => receivedMessageCount(db, userId)),
    }),
    securityEvents: new StreamedList(exportSecurityEvents(db, userId)),
  });
}
