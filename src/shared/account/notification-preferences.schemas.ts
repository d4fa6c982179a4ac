import { z } from 'zod';

const choice = z.boolean({ error: 'Préférence de notification invalide' });

/** The three switches of Settings (spec §3), saved per user (decisions.md §5). */
export const notificationPreferencesSchema = z.object({
  email: choice,
  orderUpdates: choice,
  messages: choice,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Spec §9: every preference is on until the user turns it off. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: true,
  orderUpdates: true,
  messages: true,
};

export const notificationPreferenceMessages = {
  saved: 'Préférences enregistrées',
  saveError: "Erreur lors de l'enregistrement des préférences",
} as const;
