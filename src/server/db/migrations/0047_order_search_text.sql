-- Decision 069 (amended): the admin's order search reads one trigram index over one text per
-- order (its number, both parties' names, usernames and e-mails, its lines' titles), kept by
-- triggers, instead of a UNION of five lookups whose thousands of ids were then joined and sorted.

-- Fields are joined by the unit separator, which no one types, so a search never matches
-- across two fields. Lower-cased and unaccented: 'aicha' finds 'Aïcha'.
CREATE VIEW order_search_source AS
SELECT o.id AS order_id,
  lower(unaccent(concat_ws(E'\x1f', o.order_number, b.full_name, b.email, b.username, s.full_name, s.email, s.username,
    (SELECT string_agg(i.title, E'\x1f' ORDER BY i.position) FROM order_items i WHERE i.order_id = o.id)))) AS text
FROM orders o
JOIN profiles b ON b.id = o.buyer_id
JOIN profiles s ON s.id = o.seller_id;

-- Beside orders, not a column of it: an order's status changes never rewrite its text and trigrams.
-- A rare text is read by the index; for a common one (a family name) the planner's histogram says
-- so, and it walks orders newest first, checking each one's text here by its key.
CREATE TABLE order_search (
  order_id uuid PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  text text NOT NULL
);
INSERT INTO order_search (order_id, text) SELECT order_id, text FROM order_search_source;
CREATE INDEX order_search_text_trgm_idx ON order_search USING gin (text gin_trgm_ops);
-- The planner's choice above needs the texts' histogram from the start, not at autovacuum's next pass.
ANALYZE order_search;

CREATE FUNCTION order_search_refresh(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE order_search AS s SET text = src.text
  FROM order_search_source AS src
  WHERE src.order_id = s.order_id AND s.order_id = ANY (ids) AND s.text IS DISTINCT FROM src.text;
$$;

-- Statement triggers with transition tables: a bulk insert (a seed, a lot's lines) costs one
-- set-based statement, not one per row.
CREATE FUNCTION orders_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_search (order_id, text)
  SELECT src.order_id, src.text FROM order_search_source AS src
  WHERE src.order_id IN (SELECT id FROM new_orders);
  RETURN NULL;
END $$;
CREATE TRIGGER orders_search_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_search_insert();

CREATE FUNCTION orders_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_search_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
CREATE TRIGGER orders_search_update AFTER UPDATE OF order_number, buyer_id, seller_id ON orders
  FOR EACH ROW
  WHEN (OLD.order_number IS DISTINCT FROM NEW.order_number OR OLD.buyer_id IS DISTINCT FROM NEW.buyer_id
        OR OLD.seller_id IS DISTINCT FROM NEW.seller_id)
  EXECUTE FUNCTION orders_search_update();

CREATE FUNCTION order_items_search_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_search_refresh(ARRAY(SELECT DISTINCT order_id FROM new_lines));
  RETURN NULL;
END $$;
CREATE FUNCTION order_items_search_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_search_refresh(ARRAY(SELECT DISTINCT order_id FROM old_lines));
  RETURN NULL;
END $$;
CREATE TRIGGER order_items_search_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION order_items_search_new();
CREATE TRIGGER order_items_search_update AFTER UPDATE ON order_items
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION order_items_search_new();
CREATE TRIGGER order_items_search_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION order_items_search_old();

-- A renamed party (or a new e-mail, an anonymised account) renames the text of each of their orders.
CREATE FUNCTION profiles_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_search_refresh(ARRAY(SELECT id FROM orders WHERE buyer_id = NEW.id UNION SELECT id FROM orders WHERE seller_id = NEW.id));
  RETURN NULL;
END $$;
CREATE TRIGGER profiles_search_update AFTER UPDATE OF full_name, email, username ON profiles
  FOR EACH ROW
  WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.email IS DISTINCT FROM NEW.email
        OR OLD.username IS DISTINCT FROM NEW.username)
  EXECUTE FUNCTION profiles_search_update();
