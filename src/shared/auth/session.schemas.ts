import { z } from 'zod';
import { dateTimeSchema } from '@shared/date-time';

export const ROLES = ['seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What the browser knows of the signed-in person (GET /api/session). */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  /** False until the link of the confirmation e-mail is followed: the web app then shows a banner. */
  emailVerified: z.boolean(),
  fullName: z.string(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isVerified: z.boolean(),
  roles: z.array(z.enum(ROLES)),
  referralCode: z.string(),
  createdAt: dateTimeSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const rolesResponseSchema = z.object({ roles: z.array(z.enum(ROLES)) });

export const publicConfigSchema = z.object({
  support: z.object({ email: z.string(), phone: z.string(), whatsapp: z.string() }),
  /** Whether an address provider is configured: checkout promises suggestions only then. */
  addressSuggestions: z.boolean(),
  /** The consumer mediator (Code de la consommation L612-1); null when none is configured. */
  mediator: z.object({ name: z.string(), address: z.string(), website: z.string().nullable() }).nullable(),
  /** Development without SMTP: mail is written to DATA_DIR/outbox, which GET /api/me/outbox/latest opens. */
  devOutbox: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
