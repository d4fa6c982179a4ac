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

/** Spec §9: the badge shows '9+' above 9. */
export const unreadBadge = (count: number): string | null => (count <= 0 ? null : count > 9 ? '9+' : String(count));

/** What a live stream says when one of the user's notifications changes. */
export const liveNotificationEventSchema = z.object({
  op: z.enum(['insert', 'update', 'delete']),
  id: z.uuid(),
});
export type LiveNotificationEvent = z.infer<typeof liveNotificationEventSchema>;

export const notificationTexts = {
  panelTitle: 'Notifications',
  markAllRead: 'Tout marquer comme lu',
  empty: 'Aucune notification',
  bellLabel: (unread: number) =>
    unread === 0 ? 'Notifications, aucune non lue' : `Notifications, ${unread} non lue${unread > 1 ? 's' : ''}`,
  notFound: 'Notification introuvable',
} as const;

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

export const pushTexts = {
  enable: 'Activer les notifications push',
  enabled: 'Notifications push activées sur cet appareil',
  disabled: 'Notifications push désactivées sur cet appareil',
  denied: 'Les notifications sont bloquées pour ce site dans votre navigateur',
  unsupported: 'Votre navigateur ne permet pas les notifications push',
  offerTitle: 'Soyez prévenu·e sur cet appareil',
  offerText: "Recevez une notification dès qu'une commande avance, même application fermée.",
  error: "Impossible d'activer les notifications push",
  cardTitle: 'Notifications push',
  cardDescription: 'Vos notifications sur cet appareil, même quand Boucles est fermé. À activer sur chaque appareil.',
  switchLabel: 'Notifications push sur cet appareil',
  disableError: 'Impossible de désactiver les notifications push',
  offerAccept: 'Activer',
  offerDismiss: 'Masquer cette proposition',
} as const;
