import { z } from 'zod';
import { text } from '../text';
import { dateTimeSchema } from '@shared/date-time';

export const TOTP_DIGITS = 6;
export const FACTOR_NAME_MAX = 60;
export const DEFAULT_FACTOR_NAME = "Application d'authentification";

export const twoFactorMessages = {
  passwordRequired: 'Le mot de passe est requis pour modifier la double authentification',
  wrongPassword: 'Mot de passe incorrect',
  friendlyNameRequired: 'Donnez un nom à cette application',
  friendlyNameTooLong: `Le nom est trop long (max ${FACTOR_NAME_MAX} caractères)`,
  codeFormat: `Le code doit contenir ${TOTP_DIGITS} chiffres`,
  backupCodeFormat: 'Code de secours invalide',
  wrongCode: 'Code invalide',
  alreadyEnrolled: "Une application d'authentification est déjà active sur ce compte",
  factorNotFound: 'Facteur introuvable',
  alreadyVerified: 'Ce facteur est déjà vérifié',
  enrolled: 'Double authentification activée',
  removed: 'Facteur supprimé',
  enrolError: "Erreur lors de l'activation de la double authentification",
  removeError: 'Erreur lors de la suppression du facteur',
} as const;

const password = z
  .string({ error: twoFactorMessages.passwordRequired })
  .min(1, twoFactorMessages.passwordRequired)
  .max(128, twoFactorMessages.wrongPassword);

export const totpCodeSchema = z
  .string({ error: twoFactorMessages.codeFormat })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), twoFactorMessages.codeFormat));

/** Backup codes look like `aB3dE-fG5hJ` (better-auth's format). */
export const backupCodeSchema = z
  .string({ error: twoFactorMessages.backupCodeFormat })
  .trim()
  .regex(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/, twoFactorMessages.backupCodeFormat);

export const enrolFactorSchema = z.object({
  password,
  friendlyName: text({ error: twoFactorMessages.friendlyNameRequired })
    .trim()
    .min(1, twoFactorMessages.friendlyNameRequired)
    .max(FACTOR_NAME_MAX, twoFactorMessages.friendlyNameTooLong),
});
export type EnrolFactorInput = z.input<typeof enrolFactorSchema>;

export const verifyFactorSchema = z.object({ code: totpCodeSchema });
export type VerifyFactorInput = z.input<typeof verifyFactorSchema>;

export const removeFactorSchema = z.object({ password });
export type RemoveFactorInput = z.input<typeof removeFactorSchema>;

/** A factor as spec §3 names it: type, status and friendly name. */
export const factorSchema = z
  .object({
    id: z.uuid(),
    factorType: z.literal('totp'),
    status: z.enum(['verified', 'unverified']),
    friendlyName: z.string(),
    createdAt: dateTimeSchema,
  })
  .meta({ id: 'Factor' });
export type Factor = z.infer<typeof factorSchema>;

export const factorListSchema = z.object({ items: z.array(factorSchema) });

/** Answer to an enrolment: what the authenticator app needs, and the backup codes, shown once. */
export const enrolmentSchema = z.object({
  factor: factorSchema,
  totpUri: z.string(),
  secret: z.string(),
  backupCodes: z.array(z.string()),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;
