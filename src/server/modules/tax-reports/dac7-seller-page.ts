import type { Dac7SellerList, Dac7SellerListQuery } from '@shared/tax/tax-details.schemas';
import type { Db } from '@server/db/connection';
import { decodeComputedCursor, encodeComputedCursor, splitPage } from '@server/platform/paging';
import { type Dac7Place, compareDac7Places, dac7PlaceOf, listDac7Sellers, toSellerRow } from './dac7-sellers';

function placeOfCursor(cursor: string): Dac7Place {
  const { figures, id } = decodeComputedCursor(cursor, 2);
  const [rank = 0, considerationCents = 0] = figures;
  return { rank, considerationCents, sellerId: id };
}

/**
 * The admin's DAC7 list a page at a time (decision 076). Each seller's status and figures are
 * computed from the year's ledger for every request, as the XML does, so no index holds the
 * order: the year's sellers are read and sorted, and the page is the sellers after the cursor's
 * place. The cursor carries that place as it was read (status, consideration, id), so a seller
 * whose status changes while the admin pages is neither read twice nor skipped unless it moved
 * across the cursor. `total` and `detailsMissing` count the whole year.
 */
export async function dac7SellerPage(db: Db, { year, cursor, limit }: Dac7SellerListQuery): Promise<Dac7SellerList> {
  const sellers = (await listDac7Sellers(db, year)).map(toSellerRow);
  const after = cursor ? placeOfCursor(cursor) : null;
  const rest = after ? sellers.filter((seller) => compareDac7Places(dac7PlaceOf(seller), after) > 0) : sellers;
  const { page, hasMore } = splitPage(rest, limit);
  const last = page.at(-1);
  return {
    year,
    sellers: page,
    nextCursor:
      hasMore && last ? encodeComputedCursor([dac7PlaceOf(last).rank, last.considerationCents], last.sellerId) : null,
    total: sellers.length,
    detailsMissing: sellers.filter((seller) => seller.status === 'details_missing').length,
  };
}
