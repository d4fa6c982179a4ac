import { type LotList, lotLabel } from '@shared/lots/lot.schemas';
import type { PageQuery } from '@shared/paging';
import { publicName } from '@shared/profile/public-name';
import type { Db } from '@server/db/connection';
import { beforeKeyCursor, decodeKeyCursor, encodeKeyCursor, keyMicros, splitPage } from '@server/platform/paging';

/** One page's query, one row more than the page: the buyer's lots after the key `after`. */
export function lotPage(db: Db, buyerId: string, after: { micros: string; id: string } | null, limit: number) {
  return db
    .selectFrom('lots as l')
    .innerJoin('profiles as s', 's.id', 'l.seller_id')
    .select(['l.id as lot_id', 's.id', 's.username', 's.full_name'])
    .select(keyMicros('l.updated_at'))
    // An empty lot is deleted (remove-lot-item.ts): every lot listed holds at least one item.
    .select((eb) =>
      eb
        .selectFrom('lot_items as i')
        .whereRef('i.lot_id', '=', 'l.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('item_count'),
    )
    .where('l.buyer_id', '=', buyerId)
    .where(beforeKeyCursor('l.updated_at', 'l.id', after))
    .orderBy('l.updated_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit + 1);
}

/**
 * 'Mes lots': the buyer's open lots, newest change first, a page at a time (decision 076), each
 * with how many listings it holds. A lot moves to the top when an item is added or removed, so
 * the cursor carries the last lot's key as it was read (`encodeKeyCursor`), as conversations do:
 * the next page goes on from there, wherever that lot is now. A range of lots_buyer_recent_idx.
 */
export async function listLots(db: Db, buyerId: string, { cursor, limit }: PageQuery): Promise<LotList> {
  const rows = await lotPage(db, buyerId, cursor ? decodeKeyCursor(cursor) : null, limit).execute();
  const { page, hasMore } = splitPage(rows, limit);
  const last = page.at(-1);
  return {
    lots: page.map((row) => {
      const displayName = publicName(row.username, row.full_name);
      const itemCount = Number(row.item_count);
      return { seller: { id: row.id, displayName }, itemCount, label: lotLabel(displayName, itemCount) };
    }),
    nextCursor: hasMore && last ? encodeKeyCursor(last.key_micros, last.lot_id) : null,
  };
}
