import { sql } from 'kysely';
import { type Dac7SellerStatus, dac7Status, dac7StatusLabels } from '@shared/tax/dac7';
import type { Dac7SellerRow, TaxCompany, TaxDetails, YearActivity } from '@shared/tax/tax-details.schemas';
import type { Db } from '@server/db/connection';
import { yearlyActivity } from './seller-activity';

export type Dac7Seller = Dac7SellerRow & {
  activity: YearActivity;
  /** A professional's company from its legal details (decision 060): the entity reported. */
  company: TaxCompany | null;
  details: TaxDetails | null;
  iban: { holder: string | null; iban: string } | null;
};

const statusOrder: Record<Dac7SellerStatus, number> = { details_missing: 0, to_report: 1, below_thresholds: 2 };

/**
 * Every seller with a paid sale in the year, with their figures, what they gave and their
 * DAC7 status; the ones to chase first, then the largest. The admin's list and the XML read it.
 */
export async function listDac7Sellers(db: Db, year: number): Promise<Dac7Seller[]> {
  const activity = await yearlyActivity(db, year);
  const ids = [...activity.keys()];
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('profiles as p')
    .leftJoin('seller_tax_details as t', 't.user_id', 'p.id')
    .leftJoin('seller_legal_details as l', 'l.user_id', 'p.id')
    .where('p.id', 'in', ids)
    .select([
      'p.id',
      'p.full_name',
      'p.email',
      'p.payment_method',
      'p.iban_holder_name',
      'p.iban_number',
      'p.seller_status',
      'l.company_name',
      'l.siret',
      'l.vat_number',
      't.first_name',
      't.last_name',
      sql<string | null>`t.birth_date::text`.as('birth_date'),
      't.street',
      't.postal_code',
      't.city',
      't.country_code',
      't.tin',
      't.tin_country',
      't.updated_at',
    ])
    .execute();
  return rows
    .map((row): Dac7Seller => {
      const figures = activity.get(row.id) as YearActivity;
      const isProfessional = row.seller_status === 'professional';
      const company =
        isProfessional && row.company_name && row.siret
          ? { name: row.company_name, siret: row.siret, vatNumber: row.vat_number }
          : null;
      const details = detailsOf(row);
      const complete = details !== null && (isProfessional ? company !== null : hasPerson(details));
      const status = dac7Status(figures, complete);
      return {
        sellerId: row.id,
        name: row.full_name,
        email: row.email,
        isProfessional,
        sales: figures.sales,
        considerationCents: figures.considerationCents,
        feesCents: figures.feesCents,
        status,
        statusLabel: dac7StatusLabels[status],
        activity: figures,
        company,
        details,
        iban:
          row.payment_method === 'iban' && row.iban_number
            ? { holder: row.iban_holder_name, iban: row.iban_number }
            : null,
      };
    })
    .sort((a, b) => compareDac7Places(dac7PlaceOf(a), dac7PlaceOf(b)));
}

/** A seller's place in the list: the status to chase first, then the largest, then the id. */
export type Dac7Place = { rank: number; considerationCents: number; sellerId: string };

export const dac7PlaceOf = (seller: Dac7SellerRow): Dac7Place => ({
  rank: statusOrder[seller.status],
  considerationCents: seller.considerationCents,
  sellerId: seller.sellerId,
});

export const compareDac7Places = (a: Dac7Place, b: Dac7Place): number =>
  a.rank - b.rank || b.considerationCents - a.considerationCents || a.sellerId.localeCompare(b.sellerId);

type DetailColumns = {
  first_name: string | null;
  last_name: string | null;
  birth_date: string | null;
  street: string | null;
  postal_code: string | null;
  city: string | null;
  country_code: string | null;
  tin: string | null;
  tin_country: string | null;
  updated_at: Date | null;
};

/** What the seller gave, whatever their status; null when nothing was. */
function detailsOf(row: DetailColumns): TaxDetails | null {
  const { street, postal_code, city, country_code, tin, tin_country, updated_at } = row;
  if (!street || !postal_code || !city || !country_code || !tin || !tin_country || !updated_at) return null;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date,
    street,
    postalCode: postal_code,
    city,
    countryCode: country_code,
    tin,
    tinCountry: tin_country,
    updatedAt: updated_at.toISOString(),
  };
}

/** A private seller is reported as a person: names and date of birth (Annex V, Section III B 2 a). */
const hasPerson = (details: TaxDetails) =>
  details.firstName !== null && details.lastName !== null && details.birthDate !== null;

/** The JSON row, without what only the XML needs. */
export const toSellerRow = (seller: Dac7Seller): Dac7SellerRow => ({
  sellerId: seller.sellerId,
  name: seller.name,
  email: seller.email,
  isProfessional: seller.isProfessional,
  sales: seller.sales,
  considerationCents: seller.considerationCents,
  feesCents: seller.feesCents,
  status: seller.status,
  statusLabel: seller.statusLabel,
});
