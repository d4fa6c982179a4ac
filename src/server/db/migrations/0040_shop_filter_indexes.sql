-- Issue 35: the shop stays flat up to 1 000 000 listings (decision 067). Every shop request
-- counts its matches up to 1 001 besides reading its page; on a million rows a filter without
-- an index of its own made that count read the table until it had found 1 001 matches (a rare
-- cap size or lace: most of the table). Each filter gets what 0029 gave the newer ones: an
-- index led by its column, in the shop's order, in the listed predicate, with seller_id so
-- the count is an index-only scan (the closed-seller check reads it).
CREATE INDEX IF NOT EXISTS products_shop_hair_type_idx ON products (hair_type, created_at DESC, id) INCLUDE (seller_id)
  WHERE is_available AND NOT hidden_by_admin AND deleted_at IS NULL AND stock_quantity > 0 AND hair_type IS NOT NULL;
CREATE INDEX IF NOT EXISTS products_shop_color_idx ON products (color, created_at DESC, id) INCLUDE (seller_id)
  WHERE is_available AND NOT hidden_by_admin AND deleted_at IS NULL AND stock_quantity > 0 AND color IS NOT NULL;
CREATE INDEX IF NOT EXISTS products_shop_texture_idx ON products (texture, created_at DESC, id) INCLUDE (seller_id)
  WHERE is_available AND NOT hidden_by_admin AND deleted_at IS NULL AND stock_quantity > 0 AND texture IS NOT NULL;
CREATE INDEX IF NOT EXISTS products_shop_lace_idx ON products (lace, created_at DESC, id) INCLUDE (seller_id)
  WHERE is_available AND NOT hidden_by_admin AND deleted_at IS NULL AND stock_quantity > 0 AND lace IS NOT NULL;
CREATE INDEX IF NOT EXISTS products_shop_cap_size_idx ON products (cap_size, created_at DESC, id) INCLUDE (seller_id)
  WHERE is_available AND NOT hidden_by_admin AND deleted_at IS NULL AND stock_quantity > 0 AND cap_size IS NOT NULL;
CREATE INDEX IF NOT EXISTS products_shop_hair_quality_idx ON products (hair_quality, created_at DESC, id) INCLUDE (seller_id)
  WHERE is_available AND NOT hidden_by_admin AND deleted_at IS NULL AND stock_quantity > 0 AND hair_quality IS NOT NULL;
CREATE INDEX IF NOT EXISTS products_shop_origin_idx ON products (origin, created_at DESC, id) INCLUDE (seller_id)
  WHERE is_available AND NOT hidden_by_admin AND deleted_at IS NULL AND stock_quantity > 0 AND origin IS NOT NULL;
CREATE INDEX IF NOT EXISTS products_shop_density_idx ON products (density_percent, created_at DESC, id) INCLUDE (seller_id)
  WHERE is_available AND NOT hidden_by_admin AND deleted_at IS NULL AND stock_quantity > 0 AND density_percent IS NOT NULL;
-- A length range is a range: the count reads its entries in length order, index-only.
CREATE INDEX IF NOT EXISTS products_shop_length_idx ON products (length_cm, created_at DESC, id) INCLUDE (seller_id)
  WHERE is_available AND NOT hidden_by_admin AND deleted_at IS NULL AND stock_quantity > 0 AND length_cm IS NOT NULL;

-- A price range alone: the price index with seller_id answers the count index-only; it
-- replaces 0002's, which had no seller_id and so read a heap row per counted match.
CREATE INDEX IF NOT EXISTS products_shop_price_seller_idx ON products (price_cents, id) INCLUDE (seller_id)
  WHERE is_available AND NOT hidden_by_admin AND deleted_at IS NULL AND stock_quantity > 0;
DROP INDEX IF EXISTS products_shop_price_idx;

-- The shop's usual search for hair (category, hair type, texture, colour, then price, sorted
-- by price): with the equalities leading and the price next, the matching rows are one range
-- of this index in price order, whichever prefix of those filters is set; the length is
-- included, so the count checks it without reading the table.
CREATE INDEX IF NOT EXISTS products_shop_hair_price_idx
  ON products (category, hair_type, texture, color, price_cents, id) INCLUDE (seller_id, length_cm)
  WHERE is_available AND NOT hidden_by_admin AND deleted_at IS NULL AND stock_quantity > 0;

-- The hair details depend on one another (a lace, a cap size and a curl pattern mean a wig or
-- natural hair; an attachment means extensions): without these statistics the planner
-- multiplies their selectivities as if independent and expects a handful of rows where there
-- are thousands, and picks a walk of the whole date index.
CREATE STATISTICS IF NOT EXISTS products_shop_details_stats (dependencies, mcv)
  ON category, hair_type, texture, lace, cap_size, curl_pattern, attachment, lace_colour FROM products;
ANALYZE products;
