import { z } from 'zod';
import { signInSchema } from './auth.schemas';
import { passwordMessages } from './password.schemas';

/** Development without SMTP: the confirmation e-mail is a file in DATA_DIR/outbox (decision 054). */
export const devOutboxMessages = {
  bannerText: 'En développement, sans serveur SMTP, le message est dans la boîte d’envoi (DATA_DIR/outbox).',
  openLatest: 'Ouvrir le dernier message',
  empty: 'Aucun message pour votre adresse dans la boîte d’envoi',
} as const;

export const emailMessages = {
  notVerified: 'Confirmez votre adresse e-mail pour vendre et recevoir vos gains',
  bannerText: 'Confirmez votre adresse e-mail : suivez le lien que nous vous avons envoyé.',
  verificationSent: 'Lien envoyé : consultez votre boîte de réception.',
  verificationTooSoon: 'Un lien vient de vous être envoyé : réessayez dans une minute.',
  alreadyVerified: 'Votre adresse e-mail est déjà confirmée',
  confirmed: 'Adresse e-mail confirmée',
  linkInvalid: "Ce lien de confirmation n'est plus valide : demandez-en un nouveau.",
  sameEmail: "C'est déjà l'adresse de votre compte",
  changeRequested:
    "Un lien de confirmation a été envoyé à la nouvelle adresse : le changement sera fait quand vous l'aurez suivi.",
  changeError: "Erreur lors du changement d'adresse e-mail",
  resendError: "Erreur lors de l'envoi du lien",
} as const;

/** POST /api/me/email: the new address, and the current password to prove it is the owner asking. */
export const changeEmailSchema = z.object({
  newEmail: signInSchema.shape.email,
  password: z
    .string({ error: passwordMessages.currentPasswordRequired })
    .min(1, passwordMessages.currentPasswordRequired)
    .max(128, passwordMessages.wrongCurrentPassword),
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** Where better-auth sends the browser after a confirmation link (forced by the allow-list). */
export const EMAIL_CONFIRMED_PATH = '/profile?email=confirme';
