import { z } from 'zod';
import type { FileRules } from '../file-rules';
import { text } from '../text';

export const PAYOUT_METHODS = ['paypal', 'iban', 'mobile_money'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const payoutMethodLabels: Record<PayoutMethod, string> = {
  paypal: 'PayPal',
  iban: 'Virement bancaire (IBAN)',
  mobile_money: 'Mobile Money',
};

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
  loadError: 'Erreur lors du chargement du profil',
  saveError: 'Erreur lors de la mise à jour du profil',
  saveSuccess: 'Profil mis à jour avec succès!',
  avatarError: "Erreur lors de l'upload de la photo",
  avatarSuccess: 'Photo de profil mise à jour !',
} as const;

// Same pattern as the profiles.phone CHECK constraint.
const PHONE_PATTERN = /^\+?[0-9 -]{10,20}$/;

/** Trims; a blank or missing value becomes null (spec §5: empty fields are saved as null). */
function optionalText<T extends z.ZodType<string, string>>(inner: T) {
  return text()
    .nullish()
    .transform((value) => {
      const trimmed = value?.trim() ?? '';
      return trimmed === '' ? null : trimmed;
    })
    .pipe(inner.nullable());
}

/** The profile's payout details; a buyer's refund details take the same shape (decision 041). */
export const payoutDetailFields = {
  paymentMethod: optionalText(z.enum(PAYOUT_METHODS, { error: profileMessages.payoutMethodInvalid })),
  // Payout details are checked below, and only those of the chosen method.
  paypalEmail: optionalText(z.string()),
  ibanHolderName: optionalText(z.string()),
  // People paste IBANs with spaces and in lower case; we store the compact upper-case form.
  ibanNumber: optionalText(z.string().transform((iban) => iban.replace(/\s/g, '').toUpperCase())),
  mobileMoneyName: optionalText(z.string()),
  mobileMoneyNumber: optionalText(z.string()),
};

const fields = z.object({
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
  // ASCII letters only, as the profiles.username CHECK constraint.
  username: optionalText(
    z
      .string()
      .min(3, profileMessages.usernameTooShort)
      .max(20, profileMessages.usernameTooLong)
      .regex(/^[A-Za-z0-9_-]+$/, profileMessages.usernameChars),
  ),
  ...payoutDetailFields,
});

/** ISO 13616 check digits (mod 97): a mistyped IBAN would send a payout to nobody, or to someone else. */
function hasValidIbanChecksum(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = parseInt(char, 36);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

function ibanIssue(iban: string): string | null {
  if (iban.length < 15) return profileMessages.ibanTooShort;
  const wellFormed = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban);
  return wellFormed && hasValidIbanChecksum(iban) ? null : profileMessages.ibanInvalid;
}

/** A name of 2 to 100 characters: the message for the first rule it breaks, or null. */
function nameIssue(name: string, messages: { required: string; tooLong: string }): string | null {
  if (name.length < 2) return messages.required;
  return name.length > 100 ? messages.tooLong : null;
}

export type PayoutDetails = {
  paymentMethod: PayoutMethod | null;
  paypalEmail: string | null;
  ibanHolderName: string | null;
  ibanNumber: string | null;
  mobileMoneyName: string | null;
  mobileMoneyNumber: string | null;
};

/** Checks the details of the chosen payout method only; the others are dropped by onlyChosenDetails. */
export function checkPayoutDetails(data: PayoutDetails, ctx: z.RefinementCtx): void {
  const issue = (path: keyof PayoutDetails, message: string | null) => {
    if (message) ctx.addIssue({ code: 'custom', path: [path], message });
  };
  if (data.paymentMethod === 'paypal' && !z.email().max(254).safeParse(data.paypalEmail).success) {
    issue('paypalEmail', profileMessages.paypalEmailInvalid);
  }
  if (data.paymentMethod === 'iban') {
    issue(
      'ibanHolderName',
      nameIssue(data.ibanHolderName ?? '', {
        required: profileMessages.ibanHolderRequired,
        tooLong: profileMessages.ibanHolderTooLong,
      }),
    );
    issue('ibanNumber', ibanIssue(data.ibanNumber ?? ''));
  }
  if (data.paymentMethod === 'mobile_money') {
    issue(
      'mobileMoneyName',
      nameIssue(data.mobileMoneyName ?? '', {
        required: profileMessages.mobileMoneyNameRequired,
        tooLong: profileMessages.mobileMoneyNameTooLong,
      }),
    );
    if (!PHONE_PATTERN.test(data.mobileMoneyNumber ?? '')) {
      issue('mobileMoneyNumber', profileMessages.mobileMoneyNumberInvalid);
    }
  }
}

/** Spec §5 "Profile form"; the first issue is what the form shows as a toast. */
/** Keeps the details of the chosen method and blanks the others. */
export function onlyChosenDetails<T extends PayoutDetails>(data: T): T {
  return {
    ...data,
    paypalEmail: data.paymentMethod === 'paypal' ? data.paypalEmail : null,
    ibanHolderName: data.paymentMethod === 'iban' ? data.ibanHolderName : null,
    ibanNumber: data.paymentMethod === 'iban' ? data.ibanNumber : null,
    mobileMoneyName: data.paymentMethod === 'mobile_money' ? data.mobileMoneyName : null,
    mobileMoneyNumber: data.paymentMethod === 'mobile_money' ? data.mobileMoneyNumber : null,
  };
}

export const profileFormSchema = fields.superRefine(checkPayoutDetails).transform(onlyChosenDetails);
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormData = z.output<typeof profileFormSchema>;

export const avatarFileRules: FileRules = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp'],
  messages: {
    required: 'Veuillez sélectionner un fichier',
    type: 'Seuls les fichiers JPG, PNG et WEBP sont autorisés',
    size: 'La taille du fichier doit être inférieure à 2 Mo',
  },
};
