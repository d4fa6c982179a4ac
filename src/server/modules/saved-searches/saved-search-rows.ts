import type { Selectable } from 'kysely';
import type { SavedSearch } from '@shared/favourites/saved-search.schemas';
import type { SavedSearchesTable } from '@server/db/favourites-schema';
import { notFound } from '@server/platform/errors';
import { savedSearchTexts } from '@shared/favourites/saved-search.schemas';

export const SAVED_SEARCH_COLUMNS = ['id', 'name', 'filters', 'paused', 'last_alerted_at', 'created_at'] as const;

type Row = Pick<Selectable<SavedSearchesTable>, (typeof SAVED_SEARCH_COLUMNS)[number]>;

export function toSavedSearch(row: Row): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    paused: row.paused,
    lastAlertedAt: row.last_alerted_at ? new Date(row.last_alerted_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Someone else's search answers like a missing one, so ids cannot be probed. */
export const savedSearchNotFound = () => notFound(savedSearchTexts.notFound, 'SAVED_SEARCH_NOT_FOUND');
