import { z } from 'zod';
import type { FileRules } from '../file-rules';
import { text } from '../text';

export const profileMessages = {
  fullNameTooShort: 'Le nom doit contenir au moins 2 caractères',
  fullNameTooLong: 'Le nom est trop long (max 100 caractères)',
  bioTooLong: 'La bio est trop longue (max 500 caractères)',
  phoneInvalid: 'Numéro de téléphone invalide',
  addressTooLong: "L'adresse est trop longue (max 200 caractères)",
  postalCodeTooLong: 'Le code postal est trop long (max 20 caractères)',
  cityTooLong: 'La ville est trop longue (max 100 caractères)',
  countryTooLong: 'Le pays est trop long (max 100 caractères)',
  usernameTooShort: "Le nom d'utilisateur doit contenir au moins 3 caractères",
  usernameTooLong: "Le nom d'utilisateur est trop long (max 20 caractères)",
  usernameChars: "Le nom d'utilisateur ne peut contenir que des lettres, chiffres, tirets et underscores",
  payoutMethodInvalid: 'Mode de versement invalide',
  paypalEmailInvalid: 'Email PayPal invalide',
  ibanHolderRequired: 'Nom du titulaire requis (min 2 caractères)',
  ibanTooShort: 'IBAN invalide (min 15 caractères)',
  ibanInvalid: 'IBAN invalide',
  mobileMoneyNameRequired: 'Nom requis (min 2 caractères)',
  mobileMoneyNumberInvalid: 'Numéro Mobile Money invalide',
  ibanHolderTooLong: 'Le nom du titulaire est trop long (max 100 caractères)',
  mobileMoneyNameTooLong: 'Le nom est trop long (max 100 caractères)',
  usernameTaken: "Ce nom d'utilisateur est déjà pris, choisissez-en un autre",
  usernameRequired: "Choisissez un nom d'utilisateur public pour vendre : c'est lui que les acheteurs verront",
  sellerKeepsUsername: "Un vendeur garde un nom d'utilisateur public : vous pouvez le changer, pas l'effacer",
  payoutDetailsApart: 'Les coordonnées de versement se modifient dans leur propre formulaire, avec votre mot de passe',
  loadError: 'Erreur lors du chargement du profil',
  saveError: 'Erreur lors de la mise à jour du profil',
  saveSuccess: 'Profil mis à jour avec succès!',
  avatarError: "Erreur lors de l'upload de la photo",
  avatarSuccess: 'Photo de profil mise à jour !',
} as const;

// Same pattern as the profiles.phone CHECK constraint.
export const PHONE_PATTERN = /^\+?[0-9 -]{10,20}$/;

/** Trims; a blank or missing value becomes null (spec §5: empty fields are saved as null). */
export function optionalText<T extends z.ZodType<string, string>>(inner: T) {
  return text()
    .nullish()
    .transform((value) => {
      const trimmed = value?.trim() ?? '';
      return trimmed === '' ? null : trimmed;
    })
    .pipe(inner.nullable());
}

// ASCII letters only, as the profiles.username CHECK constraint.
const usernameRule = z
  .string()
  .min(3, profileMessages.usernameTooShort)
  .max(20, profileMessages.usernameTooLong)
  .regex(/^[A-Za-z0-9_-]+$/, profileMessages.usernameChars);

/**
 * POST /api/me/roles/seller: a seller is shown by a public username, so someone who has none
 * chooses it here; the full name stays private.
 */
export const becomeSellerSchema = z.object({
  username: text({ error: profileMessages.usernameRequired }).trim().pipe(usernameRule).optional(),
});
export type BecomeSellerInput = z.input<typeof becomeSellerSchema>;
/** The dialog that asks for it: the username is filled in, pre-filled with a suggestion. */
export const becomeSellerFormSchema = becomeSellerSchema.required();

const personalFields = {
  fullName: text({ error: profileMessages.fullNameTooShort })
    .trim()
    .min(2, profileMessages.fullNameTooShort)
    .max(100, profileMessages.fullNameTooLong),
  bio: optionalText(z.string().max(500, profileMessages.bioTooLong)),
  phone: optionalText(z.string().regex(PHONE_PATTERN, profileMessages.phoneInvalid)),
  address: optionalText(z.string().max(200, profileMessages.addressTooLong)),
  postalCode: optionalText(z.string().max(20, profileMessages.postalCodeTooLong)),
  city: optionalText(z.string().max(100, profileMessages.cityTooLong)),
  country: optionalText(z.string().max(100, profileMessages.countryTooLong)),
  username: optionalText(usernameRule),
};

/** Spec §5 "Profile form" (payout details apart, with the password): every field the form shows. */
export const profileFormSchema = z.object(personalFields);
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormData = z.output<typeof profileFormSchema>;

const PAYOUT_KEYS = [
  'paymentMethod',
  'paypalEmail',
  'ibanHolderName',
  'ibanNumber',
  'mobileMoneyName',
  'mobileMoneyNumber',
] as const;

// A payout field in a profile PATCH is refused, not ignored: its sender would believe it saved.
const payoutElsewhere = z.never({ error: profileMessages.payoutDetailsApart }).optional();

/**
 * PATCH /api/me/profile, merge semantics (RFC 7396): a field absent is kept, null or blank
 * clears it (the full name cannot be cleared). Payout details are not here: they change
 * through PUT /api/me/payout-details, with the password.
 */
export const profilePatchSchema = z.object({
  ...(Object.fromEntries(Object.entries(personalFields).map(([key, schema]) => [key, schema.optional()])) as {
    [K in keyof typeof personalFields]: z.ZodOptional<(typeof personalFields)[K]>;
  }),
  ...(Object.fromEntries(PAYOUT_KEYS.map((key) => [key, payoutElsewhere])) as Record<
    (typeof PAYOUT_KEYS)[number],
    typeof payoutElsewhere
  >),
});
export type ProfilePatch = z.output<typeof profilePatchSchema>;

export const avatarFileRules: FileRules = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  messages: {
    required: 'Veuillez sélectionner un fichier',
    type: 'Seuls les fichiers JPG, PNG et WEBP sont autorisés',
    size: 'La taille du fichier doit être inférieure à 2 Mo',
  },
};
