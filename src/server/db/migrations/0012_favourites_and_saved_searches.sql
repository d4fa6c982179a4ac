-- Favourites: a buyer keeps listings to come back to; the seller sees how many people did.
-- The price at the time of saving lets 'Mes favoris' show a drop since then.
CREATE TABLE favourites (
  user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  saved_price_cents integer NOT NULL CHECK (saved_price_cents >= 0),
  -- The last lower price the saver was told of: only a price below it is news (a seller
  -- nudging a price down and up again cannot send a notice each time).
  notified_price_cents integer CHECK (notified_price_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);
-- Savers of one product (price-drop notices, the seller's counts).
CREATE INDEX favourites_product_idx ON favourites (product_id);
-- 'Mes favoris', newest first.
CREATE INDEX favourites_user_recent_idx ON favourites (user_id, created_at DESC);

-- Saved searches: the shop's filters and search words, as the shop's own query schema reads
-- them (canonical: no default values), matched against new listings by the daily alert job.
CREATE TABLE saved_searches (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 1 AND 60),
  filters jsonb NOT NULL CHECK (jsonb_typeof(filters) = 'object' AND filters <> '{}'::jsonb),
  paused boolean NOT NULL DEFAULT false,
  -- Listings created after this instant are new to the search; moved on by each alert.
  matched_until timestamptz NOT NULL DEFAULT now(),
  last_alerted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The same filters twice would only send the same alert twice.
  UNIQUE (user_id, filters)
);
-- The alert job's pass: active searches, the longest unchecked first.
CREATE INDEX saved_searches_due_idx ON saved_searches (matched_until, id) WHERE NOT paused;

-- Two new kinds of notification. The list is widened in place rather than restated, so the
-- kinds other migrations added stay allowed whatever order they were written in.
DO $$
DECLARE
  definition text;
BEGIN
  SELECT pg_get_constraintdef(oid) INTO definition
  FROM pg_constraint
  WHERE conrelid = 'notifications'::regclass AND conname = 'notifications_type_check';
  IF position('ARRAY[' IN definition) = 0 THEN
    RAISE EXCEPTION 'unexpected notifications_type_check: %', definition;
  END IF;
  definition := replace(definition, 'ARRAY[', 'ARRAY[''price_drop''::text, ''saved_search''::text, ');
  EXECUTE 'ALTER TABLE notifications DROP CONSTRAINT notifications_type_check';
  EXECUTE 'ALTER TABLE notifications ADD CONSTRAINT notifications_type_check ' || definition;
END $$;
