import type { Db } from '@server/db/connection';

/**
 * Of these sellers, those whose tax details are complete for their status: a private seller's
 * names and date of birth, a professional's legal details (decision 060), besides the address
 * and tax number everyone gives. A seller who changed status may have to complete them.
 */
export async function sellersWithTaxDetails(db: Db, sellerIds: string[]): Promise<Set<string>> {
  if (sellerIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('seller_tax_details as t')
    .innerJoin('profiles as p', 'p.id', 't.user_id')
    .leftJoin('seller_legal_details as l', 'l.user_id', 't.user_id')
    .select('t.user_id')
    .where('t.user_id', 'in', sellerIds)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('p.seller_status', '=', 'private'),
          eb('t.first_name', 'is not', null),
          eb('t.last_name', 'is not', null),
          eb('t.birth_date', 'is not', null),
        ]),
        eb.and([eb('p.seller_status', '=', 'professional'), eb('l.user_id', 'is not', null)]),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => row.user_id));
}
