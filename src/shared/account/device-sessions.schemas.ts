import { z } from 'zod';
import { dateTimeSchema } from '@shared/date-time';

/** One place where the account is signed in (an auth session). */
export const deviceSessionSchema = z.object({
  id: z.uuid(),
  device: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: dateTimeSchema,
  lastActiveAt: dateTimeSchema,
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

/** The most sessions the list shows: the current one and the most recently active (decision 076). */
export const DEVICE_SESSIONS_SHOWN = 50;

export const deviceSessionListSchema = z.object({
  items: z.array(deviceSessionSchema).max(DEVICE_SESSIONS_SHOWN),
  /** The live sessions past those shown, the least recently active: 'Déconnecter les autres appareils' ends them too. */
  notShownCount: z.number().int().nonnegative(),
});
export type DeviceSessionList = z.infer<typeof deviceSessionListSchema>;

export const deviceSessionMessages = {
  notFound: 'Session introuvable',
  isCurrent: 'Pour cette session, utilisez « Déconnexion »',
  ended: 'Session déconnectée',
  othersEnded: 'Les autres sessions ont été déconnectées',
  endError: 'Erreur lors de la déconnexion de la session',
} as const;
