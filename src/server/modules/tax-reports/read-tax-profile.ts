import { detailsRequested, isReportable, parisYear } from '@shared/tax/dac7';
import { MIN_DAC7_YEAR, type TaxProfile } from '@shared/tax/tax-details.schemas';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/connection';
import { sellerYear } from './seller-activity';
import { readTaxDetails, sellerCompany } from './tax-details';
import { payoutsHeldForTax } from './tax-hold';

/** The IBAN the seller gave for payouts (decision 042), when IBAN is their method. */
export async function payoutIban(db: Db, userId: string): Promise<{ holder: string | null; iban: string } | null> {
  const row = await db
    .selectFrom('profiles')
    .select(['payment_method', 'iban_holder_name', 'iban_number'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (row?.payment_method !== 'iban' || !row.iban_number) return null;
  return { holder: row.iban_holder_name, iban: row.iban_number };
}

/** Past years the seller was reportable in: those have a statement (CGI art. 242 bis 2°). */
async function statementYears(db: Db, userId: string, currentYear: number): Promise<number[]> {
  const years: number[] = [];
  for (let year = currentYear - 1; year >= Math.max(MIN_DAC7_YEAR, currentYear - 3); year -= 1) {
    if (isReportable(await sellerYear(db, year, userId))) years.push(year);
  }
  return years;
}

/** The seller's 'Informations fiscales' card: this year's figures and what is asked of them. */
export async function readTaxProfile(ctx: AppContext, userId: string): Promise<TaxProfile> {
  const at = ctx.clock.now();
  const year = parisYear(at);
  const [activity, details, { isProfessional, company }, iban, held, years] = await Promise.all([
    sellerYear(ctx.db, year, userId),
    readTaxDetails(ctx.db, userId),
    sellerCompany(ctx.db, userId),
    payoutIban(ctx.db, userId),
    payoutsHeldForTax(ctx.db, userId, at),
    statementYears(ctx.db, userId, year),
  ]);
  return {
    year,
    activity,
    detailsRequested: detailsRequested(activity) || held,
    reportable: isReportable(activity),
    payoutsHeld: held,
    isProfessional,
    company,
    iban: iban?.iban ?? null,
    details,
    statementYears: years,
  };
}
