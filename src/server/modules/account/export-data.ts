import type { Db } from '@server/db/connection';
import { publicUrl } from '@server/platform/storage/storage';
import { exportMessages } from '../messaging/export-messages';
import { exportOrders } from './export-orders';
import { getNotificationPreferences } from './notification-preferences';

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

async function exportProducts(db: Db, userId: string) {
  const products = await db
    .selectFrom('products')
    .select(['id', 'title', 'description', 'price_cents', 'category', 'hair_type', 'color', 'length_cm'])
    .select(['stock_quantity', 'is_available', 'created_at', 'deleted_at'])
    .where('seller_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  const media = await db
    .selectFrom('product_media')
    .select(['product_id', 'large_key', 'video_key'])
    .where('owner_id', '=', userId)
    .orderBy('position')
    .execute();
  return products.map((p) => ({
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

/** Reviews they wrote and received; who wrote a received review is the reviewer's data. */
async function exportReviews(db: Db, userId: string) {
  const rows = await db
    .selectFrom('reviews')
    .select(['reviewer_id', 'rating', 'comment', 'created_at'])
    .where((eb) => eb.or([eb('reviewer_id', '=', userId), eb('reviewee_id', '=', userId)]))
    .orderBy('created_at', 'desc')
    .execute();
  const shape = (row: (typeof rows)[number]) => ({
    rating: row.rating,
    comment: row.comment,
    createdAt: row.created_at.toISOString(),
  });
  return {
    written: rows.filter((row) => row.reviewer_id === userId).map(shape),
    received: rows.filter((row) => row.reviewer_id !== userId).map(shape),
  };
}

async function exportReferrals(db: Db, userId: string) {
  const rows = await db
    .selectFrom('referrals')
    .select(['referrer_id', 'bonus_amount_cents', 'status', 'created_at', 'paid_at'])
    .where((eb) => eb.or([eb('referrer_id', '=', userId), eb('referred_id', '=', userId)]))
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    role: row.referrer_id === userId ? ('referrer' as const) : ('referred' as const),
    bonusAmountCents: row.bonus_amount_cents,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    paidAt: iso(row.paid_at),
  }));
}

async function exportNotifications(db: Db, userId: string) {
  const rows = await db
    .selectFrom('notifications')
    .select(['type', 'title', 'message', 'link', 'is_read', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    type: row.type,
    title: row.title,
    message: row.message,
    link: row.link,
    isRead: row.is_read,
    createdAt: row.created_at.toISOString(),
  }));
}

async function exportSecurityEvents(db: Db, userId: string) {
  const rows = await db
    .selectFrom('security_logs')
    .select(['event', 'ip_address', 'user_agent', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    event: row.event,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    createdAt: row.created_at.toISOString(),
  }));
}

/** Everything we hold about the user, for the right of access the privacy page promises. */
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

export async function exportUserData(db: Db, userId: string, now: Date) {
  return {
    exportedAt: now.toISOString(),
    profile: await exportProfile(db, userId),
    notificationPreferences: await getNotificationPreferences(db, userId),
    termsAcceptances: await exportTermsAcceptances(db, userId),
    products: await exportProducts(db, userId),
    orders: await exportOrders(db, userId),
    reviews: await exportReviews(db, userId),
    referrals: await exportReferrals(db, userId),
    notifications: await exportNotifications(db, userId),
    messages: await exportMessages(db, userId),
    securityEvents: await exportSecurityEvents(db, userId),
  };
}
