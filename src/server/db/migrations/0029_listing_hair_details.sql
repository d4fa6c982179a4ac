-- Issue 31: the hair details buyers keep asking about in messages (decision 057).
-- Wigs: the lace colour (one source of truth: lace_hd goes, its true rows become 'hd'), a
-- pre-plucked hairline, bleached knots, dyeable. Tissages: bundles and grams per bundle.
-- Extensions: how they attach. Natural hair: the curl pattern (3A-4C).
ALTER TABLE products
  ADD COLUMN lace_colour text CHECK (lace_colour IN ('transparent', 'hd', 'brown')),
  ADD COLUMN pre_plucked boolean NOT NULL DEFAULT false,
  ADD COLUMN bleached_knots boolean NOT NULL DEFAULT false,
  ADD COLUMN dyeable boolean NOT NULL DEFAULT false,
  ADD COLUMN bundle_count integer CHECK (bundle_count BETWEEN 1 AND 10),
  ADD COLUMN bundle_weight_g integer CHECK (bundle_weight_g BETWEEN 10 AND 500),
  ADD COLUMN attachment text CHECK (attachment IN ('clips', 'tape_in', 'keratin', 'micro_rings', 'sew_in')),
  ADD COLUMN curl_pattern text CHECK (curl_pattern IN ('3A', '3B', '3C', '4A', '4B', '4C'));

UPDATE products SET lace_colour = 'hd' WHERE lace_hd;
ALTER TABLE products DROP COLUMN lace_hd;

-- The details in the French a buyer types, for the search vector: 'HD lace 4C' finds a wig
-- with an HD lace and 4C curls. Immutable, so a generated column may call it; the labels
-- match src/shared/catalogue/product-options.ts.
CREATE FUNCTION product_details_text(
  condition text, lace_colour text, pre_plucked boolean, bleached_knots boolean, dyeable boolean,
  attachment text, curl_pattern text
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT concat_ws(' ',
    CASE condition
      WHEN 'new_sealed' THEN 'Neuf, scellé'
      WHEN 'new_unworn' THEN 'Neuf, jamais porté'
      WHEN 'worn_like_new' THEN 'Porté, comme neuf (lavé)'
      WHEN 'worn_good' THEN 'Porté, bon état'
    END,
    CASE lace_colour
      WHEN 'transparent' THEN 'Lace transparente'
      WHEN 'hd' THEN 'Lace HD'
      WHEN 'brown' THEN 'Lace marron'
    END,
    CASE WHEN pre_plucked THEN 'Ligne frontale pré-épilée' END,
    CASE WHEN bleached_knots THEN 'Nœuds décolorés' END,
    CASE WHEN dyeable THEN 'Peut être teinte ou décolorée' END,
    CASE attachment
      WHEN 'clips' THEN 'Clips'
      WHEN 'tape_in' THEN 'Adhésive (tape-in)'
      WHEN 'keratin' THEN 'Kératine'
      WHEN 'micro_rings' THEN 'Micro-anneaux'
      WHEN 'sew_in' THEN 'À coudre'
    END,
    curl_pattern)
$$;

-- A generated column's expression cannot be altered: dropped (its GIN index with it) and added again.
ALTER TABLE products DROP COLUMN search_vector;
ALTER TABLE products ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('french_unaccent', title), 'A') ||
  setweight(to_tsvector('french_unaccent', description), 'B') ||
  setweight(to_tsvector('french_unaccent',
    product_details_text(condition, lace_colour, pre_plucked, bleached_knots, dyeable, attachment, curl_pattern)), 'C')
) STORED;
CREATE INDEX products_search_idx ON products USING gin (search_vector);

-- The new shop filters, each led by its column and in the shop's listed predicate (as 0004):
-- a rare value ('Marron', '3A') reads its own rows in date order instead of walking the whole
-- shop index, and the capped count is an index-only scan (seller_id for the closed-seller check).
CREATE INDEX products_shop_condition_idx ON products (condition, created_at DESC, id) INCLUDE (seller_id)
  WHERE is_available AND NOT hidden_by_admin AND deleted_at IS NULL AND stock_quantity > 0 AND condition IS NOT NULL;
CREATE INDEX products_shop_lace_colour_idx ON products (lace_colour, created_at DESC, id) INCLUDE (seller_id)
  WHERE is_available AND NOT hidden_by_admin AND deleted_at IS NULL AND stock_quantity > 0 AND lace_colour IS NOT NULL;
CREATE INDEX products_shop_curl_pattern_idx ON products (curl_pattern, created_at DESC, id) INCLUDE (seller_id)
  WHERE is_available AND NOT hidden_by_admin AND deleted_at IS NULL AND stock_quantity > 0 AND curl_pattern IS NOT NULL;
CREATE INDEX products_shop_attachment_idx ON products (attachment, created_at DESC, id) INCLUDE (seller_id)
  WHERE is_available AND NOT hidden_by_admin AND deleted_at IS NULL AND stock_quantity > 0 AND attachment IS NOT NULL;
