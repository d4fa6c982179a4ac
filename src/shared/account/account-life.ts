import { z } from 'zod';
import { totpCodeSchema } from './two-factor.schemas';
/** Spec §9 and decisions.md §3: the account's end and what is kept. */
export const ACCOUNT_DELETION_DELAY_DAYS = 14;
export const SECURITY_LOG_RETENTION_MONTHS = 12;

/** What an anonymised profile shows where its name used to be (reviews, orders). */
export const ANONYMISED_NAME = 'Utilisateur supprimé';
/** Stands for the delivery address of an anonymised buyer's finished orders. */
export const ERASED_ADDRESS = 'Adresse effacée (compte supprimé)';

export const accountMessages = {
  deletionScheduled: 'Votre compte sera supprimé dans 2 semaines',
  deletionError: 'Erreur lors de la suppression du compte',
  deleteTitle: 'Supprimer votre compte ?',
  deleteBody:
    'Vous serez déconnecté de tous vos appareils. Vos données personnelles seront effacées dans 2 semaines ; vos commandes et paiements restent conservés 10 ans, comme la loi le demande.',
  exportError: "Erreur lors de l'export des données",
  passwordRequired: 'Entrez votre mot de passe pour confirmer',
  codeRequired: "Entrez le code de votre application d'authentification",
} as const;

/** Leaving is confirmed like a sign-in: the password, and the current code when 2FA is on. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: accountMessages.passwordRequired }).min(1, accountMessages.passwordRequired).max(128),
  code: totpCodeSchema.optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
