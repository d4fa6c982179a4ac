import { sql } from 'kysely';
import type { SellerHoliday } from '@shared/profile/holiday.schemas';
import { sellerHoliday } from '@shared/profile/holiday';
import type { Db } from '@server/db/connection';
import { AppError } from '@server/platform/errors';

/** The seller's holiday, null when they are at work (decision 059). */
export async function holidayOf(db: Db, sellerId: string): Promise<SellerHoliday | null> {
  const row = await db
    .selectFrom('profiles')
    .select(sql<string | null>`holiday_until::text`.as('until'))
    .where('id', '=', sellerId)
    .executeTakeFirst();
  return sellerHoliday(row?.until ?? null);
}

/**
 * The one guard for anything that would commit a seller on holiday to a sale: checkout, and
 * offers once they exist. Refuses with the sentence buyers read on the product page (409).
 * Called inside the action's transaction, it reads what that transaction sees.
 */
export async function refuseIfOnHoliday(db: Db, sellerId: string): Promise<void> {
  const holiday = await holidayOf(db, sellerId);
  if (holiday) throw new AppError('SELLER_ON_HOLIDAY', holiday.sentence, 409);
}
