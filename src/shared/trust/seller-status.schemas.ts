import { z } from 'zod';
import { PHONE_PATTERN } from '../profile/profile.schemas';
import { text } from '../text';
import { SELLER_STATUSES } from './seller-status';
import { isValidSiret, normalizeSiret } from './siret';

export const sellerStatusMessages = {
  statusRequired: 'Veuillez choisir particulier ou professionnel',
  companyRequired: 'Veuillez saisir le nom de votre entreprise',
  companyTooLong: "Le nom de l'entreprise est trop long (max 200 caractères)",
  addressRequired: "Veuillez saisir l'adresse de votre entreprise",
  addressTooLong: "L'adresse est trop longue (max 500 caractères)",
  phoneInvalid: 'Numéro de téléphone invalide',
  emailInvalid: 'Adresse e-mail invalide',
  siretRequired: 'Veuillez saisir votre numéro SIRET',
  siretInvalid: 'Numéro SIRET invalide (14 chiffres)',
  vatInvalid: 'Numéro de TVA invalide (ex. FR12345678901)',
  vatNotSiren: 'Ce numéro de TVA ne correspond pas à votre SIRET',
  certificationRequired:
    "Veuillez certifier que vous ne vendez que des produits conformes au droit de l'Union européenne",
  saved: 'Statut de vendeur enregistré',
  saveFailed: "Erreur lors de l'enregistrement du statut",
  detailsMissing:
    'Vendeur professionnel : complétez vos informations légales (entreprise, adresse, téléphone, e-mail, SIRET) avant de publier une annonce',
  verificationKindMismatch: 'Votre profil est professionnel : demandez la vérification en tant que professionnel',
  verificationSiretMismatch: 'Le SIRET doit être celui de vos informations légales',
  certification:
    "Je certifie ne proposer que des produits conformes aux règles applicables du droit de l'Union européenne.",
  returnShippingSeller: 'Je prends à ma charge les frais de renvoi en cas de rétractation',
} as const;

/** A French VAT number's key follows from the SIREN (the SIRET's first 9 digits). */
export function frenchVatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
}

const VAT_PATTERN = /^[A-Z]{2}[0-9A-Z]{2,13}$/;
export const normalizeVat = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

const required = (message: string, max: number, tooLong: string) =>
  text({ error: message }).trim().min(1, message).max(max, tooLong);

/** A professional's legal details (DSA art. 30(1)): all required but the VAT number. */
export const legalDetailsFieldsSchema = z.object({
  companyName: required(sellerStatusMessages.companyRequired, 200, sellerStatusMessages.companyTooLong).refine(
    (value) => value.length >= 2,
    sellerStatusMessages.companyRequired,
  ),
  address: required(sellerStatusMessages.addressRequired, 500, sellerStatusMessages.addressTooLong).refine(
    (value) => value.length >= 5,
    sellerStatusMessages.addressRequired,
  ),
  phone: text({ error: sellerStatusMessages.phoneInvalid })
    .trim()
    .regex(PHONE_PATTERN, sellerStatusMessages.phoneInvalid),
  email: text({ error: sellerStatusMessages.emailInvalid })
    .trim()
    .pipe(z.email(sellerStatusMessages.emailInvalid).max(254, sellerStatusMessages.emailInvalid)),
  siret: text({ error: sellerStatusMessages.siretRequired }).max(40, sellerStatusMessages.siretInvalid),
  vatNumber: text().max(40, sellerStatusMessages.vatInvalid).default(''),
  sellerPaysReturnShipping: z.boolean().default(false),
  certifiesEuCompliance: z.literal(true, { error: sellerStatusMessages.certificationRequired }),
});

/** The seller's choice on their profile; a professional gives their legal details with it. */
export const sellerStatusInputSchema = z
  .discriminatedUnion(
    'status',
    [
      z.object({ status: z.literal('private') }),
      legalDetailsFieldsSchema.extend({ status: z.literal('professional') }),
    ],
    { error: sellerStatusMessages.statusRequired },
  )
  .transform((value, ctx) => {
    if (value.status === 'private') return { status: 'private' as const, details: null };
    const siret = normalizeSiret(value.siret);
    if (siret === '') {
      ctx.addIssue({ code: 'custom', path: ['siret'], message: sellerStatusMessages.siretRequired });
      return z.NEVER;
    }
    if (!isValidSiret(siret)) {
      ctx.addIssue({ code: 'custom', path: ['siret'], message: sellerStatusMessages.siretInvalid });
      return z.NEVER;
    }
    const vat = normalizeVat(value.vatNumber);
    if (vat !== '' && !VAT_PATTERN.test(vat)) {
      ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: sellerStatusMessages.vatInvalid });
      return z.NEVER;
    }
    if (vat.startsWith('FR') && vat !== `FR${frenchVatKey(siret.slice(0, 9))}${siret.slice(0, 9)}`) {
      ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: sellerStatusMessages.vatNotSiren });
      return z.NEVER;
    }
    return {
      status: 'professional' as const,
      details: {
        companyName: value.companyName,
        address: value.address,
        phone: value.phone,
        email: value.email,
        siret,
        vatNumber: vat === '' ? null : vat,
        sellerPaysReturnShipping: value.sellerPaysReturnShipping,
      },
    };
  });
export type SellerStatusInput = z.input<typeof sellerStatusInputSchema>;
export type SellerStatusChoice = z.output<typeof sellerStatusInputSchema>;

/** The legal details as shown: on the public page of a professional, to the desk and to the seller. */
export const legalDetailsSchema = z.object({
  companyName: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  siret: z.string(),
  vatNumber: z.string().nullable(),
  sellerPaysReturnShipping: z.boolean(),
  certifiedAt: z.iso.datetime({ offset: true }),
});
export type LegalDetails = z.infer<typeof legalDetailsSchema>;

/** What the seller reads of their own status: a professional without details cannot publish. */
export const mySellerStatusSchema = z.object({
  status: z.enum(SELLER_STATUSES),
  details: legalDetailsSchema.nullable(),
  canPublish: z.boolean(),
});
export type MySellerStatus = z.infer<typeof mySellerStatusSchema>;
