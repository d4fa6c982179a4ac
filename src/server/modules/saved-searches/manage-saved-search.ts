import { sql } from 'kysely';
import type { SavedSearch, UpdateSavedSearchInput } from '@shared/favourites/saved-search.schemas';
import type { Db } from '@server/db/connection';
import { SAVED_SEARCH_COLUMNS, savedSearchNotFound, toSavedSearch } from './saved-search-rows';

export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .selectFrom('saved_searches')
    .select(SAVED_SEARCH_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toSavedSearch);
}

/**
 * Renames, pauses or resumes one of the user's searches. Resuming watches from now on: what
 * was listed during the pause is not sent as news all at once.
 */
export async function updateSavedSearch(
  db: Db,
  userId: string,
  id: string,
  input: UpdateSavedSearchInput,
  now: Date,
): Promise<SavedSearch> {
  const row = await db
    .updateTable('saved_searches')
    .set((eb) => ({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.paused !== undefined
        ? {
            paused: input.paused,
            matched_until: input.paused
              ? eb.ref('matched_until')
              : sql<Date>`CASE WHEN paused THEN ${now}::timestamptz ELSE matched_until END`,
          }
        : {}),
    }))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(SAVED_SEARCH_COLUMNS)
    .executeTakeFirst();
  if (!row) throw savedSearchNotFound();
  return toSavedSearch(row);
}

export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .deleteFrom('saved_searches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (!deleted) throw savedSearchNotFound();
}
