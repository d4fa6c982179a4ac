// The notifications' words, apart from their schemas: the bell and the push offer show them
// without zod in the page (decision 077).

/** Spec §9: the badge shows '9+' above 9. */
export const unreadBadge = (count: number): string | null => (count <= 0 ? null : count > 9 ? '9+' : String(count));

export const notificationTexts = {
  panelTitle: 'Notifications',
  markAllRead: 'Tout marquer comme lu',
  empty: 'Aucune notification',
  bellLabel: (unread: number) =>
    unread === 0 ? 'Notifications, aucune non lue' : `Notifications, ${unread} non lue${unread > 1 ? 's' : ''}`,
  notFound: 'Notification introuvable',
} as const;

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
