import type { Kysely, Selectable } from 'kysely';
import type { LegalDetails } from '@shared/trust/seller-status.schemas';
import type { Database, SellerLegalDetailsTable } from '@server/db/schema';

export function toLegalDetails(row: Selectable<SellerLegalDetailsTable>): LegalDetails {
  return {
    companyName: row.company_name,
    address: row.address,
    phone: row.phone,
    email: row.email,
    siret: row.siret,
    vatNumber: row.vat_number,
    sellerPaysReturnShipping: row.seller_pays_return_shipping,
    certifiedAt: row.eu_compliance_certified_at.toISOString(),
  };
}

/** The legal details of these sellers, by id: only professionals have them. */
export async function legalDetailsOf(db: Kysely<Database>, userIds: string[]): Promise<Map<string, LegalDetails>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('seller_legal_details').selectAll().where('user_id', 'in', userIds).execute();
  return new Map(rows.map((row) => [row.user_id, toLegalDetails(row)]));
}
