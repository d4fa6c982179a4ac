import { z } from 'zod';
import { pageQueryWithDefault, pageSchema } from '@shared/paging';

export const NOTIFICATION_TYPES = [
  'new_order',
  'order_status',
  'payment_status',
  'payment_proof',
  'new_review',
  'return_status',
  'refund',
  'referral_paid',
  'referral_cancelled',
  'payout',
  'verification',
  'message',
  'moderation',
  'price_drop',
  'saved_search',
  'terms',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Which preference gates a notification's e-mail and push (decisions.md §6). */
export type NotificationCategory = 'order_updates' | 'messages';
export const categoryOf = (type: NotificationType): NotificationCategory =>
  type === 'message' ? 'messages' : 'order_updates';

/** Spec §9: the panel loads 20 at first; 'Voir plus' the next 20 (decision 074). */
export const NOTIFICATION_PANEL_LIMIT = 20;
export const notificationPageQuerySchema = pageQueryWithDefault(NOTIFICATION_PANEL_LIMIT);

export const notificationSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    message: z.string(),
    link: z.string().nullable(),
    isRead: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = pageSchema(notificationSchema).extend({
  /** Every unread notification of the user, not only the page's. */
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** What a live stream says when one of the user's notifications changes. */
export const liveNotificationEventSchema = z.object({
  op: z.enum(['insert', 'update', 'delete']),
  id: z.uuid(),
});
export type LiveNotificationEvent = z.infer<typeof liveNotificationEventSchema>;

const invalidPushSubscription = 'Abonnement push invalide';
const pushKey = z
  .string({ error: invalidPushSubscription })
  .min(1, invalidPushSubscription)
  .max(512, invalidPushSubscription);

/** A browser's push subscription as PushSubscription.toJSON() gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: invalidPushSubscription }).max(2048, invalidPushSubscription),
  keys: z.object({ p256dh: pushKey, auth: pushKey }, { error: invalidPushSubscription }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
