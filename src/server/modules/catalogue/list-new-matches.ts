import type { ShopFilters } from '@shared/catalogue/shop-link';
import { SHOP_COUNT_CAP } from '@shared/catalogue/shop-query.schemas';
import type { Db } from '@server/db/connection';
import { type CreatedWindow, shopStatement } from './shop-statement';

export type NewMatches = { count: number; capped: boolean; titles: string[] };

/**
 * The listings a saved search would show that were created in the window, for this viewer:
 * the shop's own statement (its filters, what "listed" means, what the viewer hid or blocked),
 * newest first, with its capped count. Matching is never a second copy of the shop's rules.
 */
export async function listNewMatches(
  db: Db,
  filters: ShopFilters,
  viewerId: string,
  window: CreatedWindow,
  sample = 3,
): Promise<NewMatches> {
  const query = { ...filters, sort: 'recent' as const, limit: sample, cursor: undefined };
  const { rows } = await db.executeQuery(shopStatement(db, query, viewerId, null, window));
  const counted = Number(rows[0]?.match_count ?? 0);
  return {
    count: Math.min(counted, SHOP_COUNT_CAP),
    capped: counted > SHOP_COUNT_CAP,
    titles: rows.slice(0, sample).map((row) => row.title),
  };
}
