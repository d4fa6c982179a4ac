-- The shop filtered by category and sorted by price. Price and category go together (the
-- cheapest listings are accessories, the dearest wigs), so products_shop_price_idx alone
-- walks tens of thousands of other categories before it finds a page of wigs (price_asc)
-- or of accessories (price_desc). Led by category, this index reads one page of rows in
-- either direction; with seller_id included, it also answers the page's total by an
-- index-only scan instead of a sequential scan of products.
CREATE INDEX products_shop_category_price_idx ON products (category, price_cents, id) INCLUDE (seller_id)
  WHERE is_available AND NOT hidden_by_admin AND deleted_at IS NULL AND stock_quantity > 0;
