-- Issue 29: a saver hears of a price drop at most once a day per listing, so each favourite
-- keeps when its saver was last told (with notified_price_cents, what they were told).
ALTER TABLE favourites ADD COLUMN notified_at timestamptz;
