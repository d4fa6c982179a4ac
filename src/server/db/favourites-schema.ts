import type { ColumnType, Generated } from 'kysely';
import type { SavedSearchFilters } from '@shared/favourites/saved-search.schemas';

// The favourites and saved-search tables (migrations 0012 and 0022), kept beside schema.ts.

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface FavouritesTable {
  user_id: string;
  product_id: string;
  saved_price_cents: number;
  notified_price_cents: number | null;
  /** When the saver was last told of a drop (migration 0022): at most one notice a day. */
  notified_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface SavedSearchesTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  // The shop URL's query (strings), canonical; written as JSON text, read back as the object.
  filters: ColumnType<SavedSearchFilters, string, string>;
  paused: Generated<boolean>;
  matched_until: Timestamp;
  last_alerted_at: Timestamp | null;
  created_at: CreatedAt;
}
