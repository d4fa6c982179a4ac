import { sql } from 'kysely';
import type { ShopFilters } from '@shared/catalogue/shop-link';
import {
  SAVED_SEARCH_LIMIT,
  type SavedSearch,
  describeSearch,
  savedSearchFilters,
  savedSearchTexts,
} from '@shared/favourites/saved-search.schemas';
import type { Db } from '@server/db/connection';
import { badRequest, conflict } from '@server/platform/errors';
import { SAVED_SEARCH_COLUMNS, toSavedSearch } from './saved-search-rows';

/**
 * Keeps the shop's current filters and search words (not the sort) under a name. Listings
 * already there are not news: the search watches what is created from now on.
 */
export async function saveSearch(
  db: Db,
  userId: string,
  input: { name?: string | undefined; filters: Partial<ShopFilters> },
  now: Date,
): Promise<SavedSearch> {
  const filters = savedSearchFilters(input.filters);
  if (Object.keys(filters).length === 0) throw badRequest(savedSearchTexts.nothingToSave, 'EMPTY_SEARCH');
  const name = input.name ?? describeSearch(input.filters);
  // The limit is checked by the insert itself rather than by a read before it.
  const row = await db
    .insertInto('saved_searches')
    .columns(['user_id', 'name', 'filters', 'matched_until'])
    .expression(
      db
        .selectNoFrom([
          // Typed here: in INSERT … SELECT, PostgreSQL reads bare parameters as text.
          sql<string>`${userId}::uuid`.as('user_id'),
          sql<string>`${name}::text`.as('name'),
          sql`${JSON.stringify(filters)}::jsonb`.as('filters'),
          sql`${now}::timestamptz`.as('matched_until'),
        ])
        .where(
          sql<boolean>`(SELECT count(*) FROM saved_searches WHERE user_id = ${userId}::uuid) < ${SAVED_SEARCH_LIMIT}`,
        ),
    )
    .onConflict((oc) => oc.columns(['user_id', 'filters']).doNothing())
    .returning(SAVED_SEARCH_COLUMNS)
    .executeTakeFirst();
  if (row) return toSavedSearch(row);
  const same = await db
    .selectFrom('saved_searches')
    .select('id')
    .where('user_id', '=', userId)
    .where('filters', '=', sql<never>`${JSON.stringify(filters)}::jsonb`)
    .executeTakeFirst();
  throw same
    ? conflict(savedSearchTexts.alreadySaved, 'SEARCH_ALREADY_SAVED')
    : conflict(savedSearchTexts.limitReached, 'SAVED_SEARCH_LIMIT');
}
