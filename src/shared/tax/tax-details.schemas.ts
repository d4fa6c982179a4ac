import { z } from 'zod';
import { dateTimeSchema } from '../date-time';
import { EUROPEAN_COUNTRIES } from '../delivery';
import { text } from '../text';
import { nextCursorSchema, pageQuerySchema } from '../paging';
import { DAC7_SELLER_STATUSES, dac7Texts } from './dac7';

export const taxDetailsMessages = {
  firstName: 'Veuillez indiquer votre prénom (100 caractères au plus)',
  lastName: 'Veuillez indiquer votre nom (100 caractères au plus)',
  birthDate: 'Veuillez indiquer une date de naissance valide (vous devez avoir au moins 16 ans)',
  street: 'Veuillez indiquer votre adresse (200 caractères au plus)',
  postalCode: 'Veuillez indiquer votre code postal',
  city: 'Veuillez indiquer votre ville',
  country: 'Veuillez choisir un pays de la liste',
  tin: 'Veuillez indiquer votre numéro fiscal (4 à 50 lettres ou chiffres)',
} as const;

// In alphabetical order without French collation (Intl.Collator, localeCompare), whose data
// a phone loads in about 50 ms of a slow processor as the earnings screen opens (issue 35): names
// compared without their accents and case, which gives the same order for these names
// (tax-details.schemas.test.ts compares it with a French collator).
const foldedName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Where a seller may live or be taxed: the 31 European countries of delivery.ts and the African
 * countries our sellers come from. ISO 3166-1 alpha-2, as the DAC7 report needs.
 */
export const TAX_COUNTRIES: readonly { iso: string; fr: string }[] = [
  ...EUROPEAN_COUNTRIES.map(({ iso, fr }) => ({ iso, fr })),
  { iso: 'BJ', fr: 'Bénin' },
  { iso: 'BF', fr: 'Burkina Faso' },
  { iso: 'CM', fr: 'Cameroun' },
  { iso: 'CF', fr: 'Centrafrique' },
  { iso: 'CG', fr: 'Congo' },
  { iso: 'CD', fr: 'Congo (RDC)' },
  { iso: 'CI', fr: "Côte d'Ivoire" },
  { iso: 'DZ', fr: 'Algérie' },
  { iso: 'GA', fr: 'Gabon' },
  { iso: 'GN', fr: 'Guinée' },
  { iso: 'HT', fr: 'Haïti' },
  { iso: 'MA', fr: 'Maroc' },
  { iso: 'MG', fr: 'Madagascar' },
  { iso: 'ML', fr: 'Mali' },
  { iso: 'NE', fr: 'Niger' },
  { iso: 'NG', fr: 'Nigeria' },
  { iso: 'SN', fr: 'Sénégal' },
  { iso: 'TD', fr: 'Tchad' },
  { iso: 'TG', fr: 'Togo' },
  { iso: 'TN', fr: 'Tunisie' },
].sort((a, b) => (foldedName(a.fr) < foldedName(b.fr) ? -1 : 1));

const countryCodes = new Set(TAX_COUNTRIES.map((country) => country.iso));
const country = text({ error: taxDetailsMessages.country }).refine((code) => countryCodes.has(code), {
  message: taxDetailsMessages.country,
});
const field = (message: string, max: number) => text({ error: message }).trim().min(1, message).max(max, message);

/** Born on a real day, at least 16 years before today and after 1900 (a typo guard, not a rule). */
function isPlausibleBirthDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const sixteenYearsAgo = new Date();
  sixteenYearsAgo.setUTCFullYear(sixteenYearsAgo.getUTCFullYear() - 16);
  return value >= '1900-01-01' && date <= sixteenYearsAgo;
}

const person = {
  firstName: field(taxDetailsMessages.firstName, 100),
  lastName: field(taxDetailsMessages.lastName, 100),
  birthDate: z.iso
    .date({ error: taxDetailsMessages.birthDate, abort: true })
    .refine(isPlausibleBirthDate, taxDetailsMessages.birthDate),
};

/**
 * What every seller gives: where they live and their tax number. A professional is reported as an
 * entity under the legal details of decision 060 (company name, SIRET, VAT number): nothing more.
 */
export const entityTaxDetailsInputSchema = z.object({
  street: field(taxDetailsMessages.street, 200),
  postalCode: field(taxDetailsMessages.postalCode, 20),
  city: field(taxDetailsMessages.city, 100),
  countryCode: country,
  // People type tax numbers with spaces and dots; the report carries letters and digits only.
  tin: text({ error: taxDetailsMessages.tin })
    .transform((value) => value.replace(/[\s.\-/]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{4,50}$/, taxDetailsMessages.tin)),
  tinCountry: country,
});

/** A private seller is reported as a person: their legal names and date of birth too. */
export const individualTaxDetailsInputSchema = entityTaxDetailsInputSchema.extend(person);

/**
 * PUT /api/me/tax-details, replaced as a whole. The person's fields are optional here: the server
 * asks them of a private seller only, by its status (individualTaxDetailsInputSchema).
 */
export const taxDetailsInputSchema = entityTaxDetailsInputSchema.extend({
  firstName: person.firstName.optional(),
  lastName: person.lastName.optional(),
  birthDate: person.birthDate.optional(),
});
export type TaxDetailsInput = z.input<typeof taxDetailsInputSchema>;

export const taxDetailsSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  birthDate: z.iso.date().nullable(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  tin: z.string(),
  tinCountry: z.string(),
  updatedAt: dateTimeSchema,
});
export type TaxDetails = z.infer<typeof taxDetailsSchema>;

/** A professional's company as its legal details give it (decision 060): how DAC7 names it. */
export const taxCompanySchema = z.object({
  name: z.string(),
  siret: z.string(),
  vatNumber: z.string().nullable(),
});
export type TaxCompany = z.infer<typeof taxCompanySchema>;

const figures = {
  sales: z.number().int().nonnegative(),
  considerationCents: z.number().int(),
  feesCents: z.number().int(),
};
export const quarterFiguresSchema = z.object(figures);

export const yearActivitySchema = z.object({
  ...figures,
  /** Q1 to Q4, by the day the payment was received (Paris time). */
  quarters: z.array(quarterFiguresSchema).length(4),
});
export type YearActivity = z.infer<typeof yearActivitySchema>;

/** GET /api/me/tax-profile: where the seller stands this year, and what they gave. */
export const taxProfileSchema = z.object({
  year: z.number().int(),
  activity: yearActivitySchema,
  detailsRequested: z.boolean(),
  reportable: z.boolean(),
  payoutsHeld: z.boolean(),
  isProfessional: z.boolean(),
  /** A professional's company, null until its legal details are given. */
  company: taxCompanySchema.nullable(),
  iban: z.string().nullable(),
  details: taxDetailsSchema.nullable(),
  /** Past years with a statement to read (reportable ones), newest first. */
  statementYears: z.array(z.number().int()),
});
export type TaxProfile = z.infer<typeof taxProfileSchema>;

/** The yearly statement a reportable seller receives (CGI art. 242 bis 2°). */
export const taxStatementSchema = z.object({
  year: z.number().int(),
  issuedAt: dateTimeSchema,
  operator: z.object({ name: z.string(), tin: z.string(), address: z.string() }),
  seller: z.object({
    name: z.string(),
    email: z.string(),
    isProfessional: z.boolean(),
    company: taxCompanySchema.nullable(),
    details: taxDetailsSchema.nullable(),
    iban: z.string().nullable(),
  }),
  activity: yearActivitySchema,
});
export type TaxStatement = z.infer<typeof taxStatementSchema>;

export const dac7SellerRowSchema = z.object({
  sellerId: z.uuid(),
  name: z.string(),
  email: z.string(),
  isProfessional: z.boolean(),
  sales: z.number().int(),
  considerationCents: z.number().int(),
  feesCents: z.number().int(),
  status: z.enum(DAC7_SELLER_STATUSES),
  /** The French words of the status, as the issue names them. */
  statusLabel: z.string(),
});
export type Dac7SellerRow = z.infer<typeof dac7SellerRowSchema>;
/** A page of the year's sellers (decision 076); `total` and `detailsMissing` count the whole year. */
export const dac7SellerListSchema = z.object({
  year: z.number().int(),
  sellers: z.array(dac7SellerRowSchema),
  nextCursor: nextCursorSchema,
  total: z.number().int(),
  /** Reportable sellers without their tax details: their payouts are held (decision 063). */
  detailsMissing: z.number().int(),
});
export type Dac7SellerList = z.infer<typeof dac7SellerListSchema>;

export const MIN_DAC7_YEAR = 2023;
export const MAX_DAC7_YEAR = 2200;

export const dac7YearQuerySchema = z.object({
  year: z.coerce
    .number({ error: dac7Texts.badYear })
    .int(dac7Texts.badYear)
    .min(MIN_DAC7_YEAR, dac7Texts.badYear)
    .max(MAX_DAC7_YEAR, dac7Texts.badYear),
});

/** `?year=&cursor=&limit=`: at most 50 sellers a page. */
export const dac7SellerListQuerySchema = pageQuerySchema.extend(dac7YearQuerySchema.shape);
export type Dac7SellerListQuery = z.infer<typeof dac7SellerListQuerySchema>;
