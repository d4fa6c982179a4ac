import { type LotSummary, lotLabel } from '@shared/lots/lot.schemas';
import { publicName } from '@shared/profile/public-name';
import type { Db } from '@server/db/connection';

/** 'Mes lots': the buyer's open lots, newest change first, with how many listings each holds. */
export async function listLots(db: Db, buyerId: string): Promise<LotSummary[]> {
  const rows = await db
    .selectFrom('lots as l')
    .innerJoin('profiles as s', 's.id', 'l.seller_id')
    .innerJoin('lot_items as i', 'i.lot_id', 'l.id')
    .select(['s.id', 's.username', 's.full_name', 'l.updated_at'])
    .select((eb) => eb.fn.countAll<number>().as('item_count'))
    .where('l.buyer_id', '=', buyerId)
    .groupBy(['l.id', 's.id'])
    .orderBy('l.updated_at', 'desc')
    .orderBy('s.id')
    .execute();
  return rows.map((row) => {
    const displayName = publicName(row.username, row.full_name);
    const itemCount = Number(row.item_count);
    return { seller: { id: row.id, displayName }, itemCount, label: lotLabel(displayName, itemCount) };
  });
}
