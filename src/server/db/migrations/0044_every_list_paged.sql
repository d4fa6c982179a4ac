-- Decision 073: every list the API sends is paged by keyset, newest first on (created_at, id);
-- each list's page is a range of an index, never a sort of all its rows.

-- A seller's listings (her public page, her own screen): (created_at, id) both ways.
DROP INDEX products_seller_idx;
CREATE INDEX products_seller_idx ON products (seller_id, created_at, id);

-- 'Mes favoris': a favourite is (user_id, product_id), so the product breaks ties.
DROP INDEX favourites_user_recent_idx;
CREATE INDEX favourites_user_recent_idx ON favourites (user_id, created_at, product_id);
