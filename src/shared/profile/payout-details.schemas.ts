import { z } from 'zod';
import { totpCodeSchema } from '../account/two-factor.schemas';
import { text } from '../text';
import { PAYOUT_METHODS, type PayoutMethod } from './payout-methods';
import { PHONE_PATTERN, optionalText, profileMessages } from './profile.schemas';

export const payoutDetailsMessages = {
  passwordRequired: 'Veuillez saisir votre mot de passe pour confirmer',
  saved: 'Coordonnées de versement enregistrées',
  onHold: (until: string) => `Par sécurité, aucun versement vers ces coordonnées avant le ${until}`,
  saveError: "Erreur lors de l'enregistrement des coordonnées de versement",
} as const;

/** Where money goes: a seller's payout details, and a buyer's refund details of the same shape (decision 041). */
export const payoutDetailFields = {
  paymentMethod: optionalText(z.enum(PAYOUT_METHODS, { error: profileMessages.payoutMethodInvalid })),
  // Checked below, and only those of the chosen method.
  paypalEmail: optionalText(z.string()),
  ibanHolderName: optionalText(z.string()),
  // People paste IBANs with spaces and in lower case; we store the compact upper-case form.
  ibanNumber: optionalText(z.string().transform((iban) => iban.replace(/\s/g, '').toUpperCase())),
  mobileMoneyName: optionalText(z.string()),
  mobileMoneyNumber: optionalText(z.string()),
};

const payoutFields = z.object({
  ...payoutDetailFields,
  password: text({ error: payoutDetailsMessages.passwordRequired })
    .min(1, payoutDetailsMessages.passwordRequired)
    .max(128, payoutDetailsMessages.passwordRequired),
  /** The current code of the authenticator, when the account has one. */
  code: totpCodeSchema.optional(),
});

export type PayoutDetails = {
  paymentMethod: PayoutMethod | null;
  paypalEmail: string | null;
  ibanHolderName: string | null;
  ibanNumber: string | null;
  mobileMoneyName: string | null;
  mobileMoneyNumber: string | null;
};

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

/**
 * PUT /api/me/payout-details and its form: where the seller's money goes, replaced as a whole
 * (spec §5 rules), confirmed with the password and the current code when 2FA is on.
 */
export const payoutDetailsSchema = payoutFields.superRefine(checkPayoutDetails).transform(onlyChosenDetails);
export type PayoutDetailsInput = z.input<typeof payoutDetailsSchema>;
export type PayoutDetailsData = z.output<typeof payoutDetailsSchema>;
