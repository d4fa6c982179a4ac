import { z } from 'zod';
import { authMessages } from './auth-texts';
import { signInSchema, signUpSchema } from './auth.schemas';

export const passwordMessages = {
  resetRequested:
    'Si un compte existe pour cette adresse, vous allez recevoir un e-mail avec un lien pour choisir un nouveau mot de passe.',
  resetDone: 'Mot de passe modifié : connectez-vous avec le nouveau.',
  resetLinkInvalid: "Ce lien n'est plus valide : il a expiré ou a déjà servi.",
  changeError: 'Erreur lors du changement de mot de passe',
  confirmationMismatch: 'Les deux mots de passe ne sont pas identiques',
  currentPasswordRequired: 'Entrez votre mot de passe actuel',
  wrongCurrentPassword: 'Mot de passe actuel incorrect',
  changed: 'Mot de passe modifié. Vos autres appareils ont été déconnectés.',
} as const;

/** The sign-up rule, for every new password (its refusal of common passwords is the server's). */
export const newPasswordSchema = signUpSchema.shape.password;

export const forgotPasswordSchema = z.object({ email: signInSchema.shape.email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const confirmationSchema = z.string({ error: authMessages.passwordRequired });
const sameTwice = (value: { newPassword: string; confirmation: string }) => value.newPassword === value.confirmation;
const mismatch = { path: ['confirmation'], message: passwordMessages.confirmationMismatch };

/** The reset screen: the new password typed twice. */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmation: confirmationSchema })
  .refine(sameTwice, mismatch);
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

/** POST /api/me/password. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: passwordMessages.currentPasswordRequired })
    .min(1, passwordMessages.currentPasswordRequired)
    .max(128, passwordMessages.wrongCurrentPassword),
  newPassword: newPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The Settings form: the API's fields, and the new password a second time. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmation: confirmationSchema })
  .refine(sameTwice, mismatch);
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;
