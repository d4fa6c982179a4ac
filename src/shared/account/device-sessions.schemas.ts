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

export const deviceSessionListSchema = z.object({ items: z.array(deviceSessionSchema) });

export const deviceSessionMessages = {
  notFound: 'Session introuvable',
  isCurrent: 'Pour cette session, utilisez « Déconnexion »',
  ended: 'Session déconnectée',
  othersEnded: 'Les autres sessions ont été déconnectées',
  endError: 'Erreur lors de la déconnexion de la session',
} as const;
