import { sql } from 'kysely';
import { lotMessages } from '@shared/lots/lot.schemas';
import { sellerHoliday } from '@shared/profile/holiday';
import { publicName } from '@shared/profile/public-name';
import type { Db } from '@server/db/connection';
import { notFound } from '@server/platform/errors';

/** The seller a lot is with, as its screen names them; an account closed or suspended is not found. */
export async function lotSeller(db: Db, sellerId: string) {
  const row = await db
    .selectFrom('profiles')
    .select(['id', 'username', 'full_name', sql<string | null>`holiday_until::text`.as('holiday_until')])
    .where('id', '=', sellerId)
    .where('marked_for_deletion_at', 'is', null)
    .where('anonymized_at', 'is', null)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(lotMessages.sellerInvalid, 'SELLER_NOT_FOUND');
  return {
    id: row.id,
    displayName: publicName(row.username, row.full_name),
    holiday: sellerHoliday(row.holiday_until),
  };
}
export type LotSeller = Awaited<ReturnType<typeof lotSeller>>;
