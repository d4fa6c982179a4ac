-- Issue 32 / decision 065: an order has lines. A lot ('Commander le lot') is one order with
-- several lines from one seller, one delivery fee, one payment and one parcel; every order made
-- before is a one-line order. The order's own money columns keep their meaning: price_cents is
-- the lines' total after the bundle discount, and commission and seller share are the order's.

CREATE TABLE order_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 0 AND 9),
  product_id uuid NOT NULL REFERENCES products(id) ON DELETE RESTRICT,
  -- The listing as it was sold: its title and the price the buyer had (an accepted offer's amount).
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  quantity smallint NOT NULL DEFAULT 1 CHECK (quantity = 1),
  unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
  -- This line's share of the bundle discount, and what the line costs after it.
  discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  -- The line's share of the order's commission and of the seller's share (decision 065's rounding).
  commission_cents integer NOT NULL CHECK (commission_cents >= 0),
  seller_amount_cents integer NOT NULL CHECK (seller_amount_cents >= 0),
  offer_id uuid REFERENCES offers(id) ON DELETE SET NULL,
  UNIQUE (order_id, position),
  UNIQUE (order_id, product_id),
  CHECK (price_cents = unit_price_cents - discount_cents),
  CHECK (commission_cents + seller_amount_cents = price_cents)
);
CREATE INDEX order_items_product_idx ON order_items (product_id);
-- An accepted offer prices one line of one order; an order (a lot) may spend one offer per line.
CREATE UNIQUE INDEX order_items_offer_key ON order_items (offer_id) WHERE offer_id IS NOT NULL;
DROP INDEX offers_order;
CREATE INDEX offers_order ON offers (order_id) WHERE order_id IS NOT NULL;

-- Every order made before becomes its one line, losing nothing: the title is the listing's
-- (the only one kept), the price and the shares are the order's.
INSERT INTO order_items (order_id, position, product_id, title, unit_price_cents, discount_cents, price_cents,
                         commission_cents, seller_amount_cents, offer_id)
SELECT o.id, 0, o.product_id, left(p.title, 200), o.price_cents, 0, o.price_cents,
       o.commission_cents, o.seller_amount_cents, f.id
FROM orders o
JOIN products p ON p.id = o.product_id
LEFT JOIN offers f ON f.order_id = o.id;

-- The lines add up to the order, checked when the transaction that wrote them commits.
CREATE FUNCTION order_lines_add_up() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  checked uuid;
  lines record;
  head record;
BEGIN
  -- A record's fields resolve only for its own table, hence one branch per case.
  IF TG_TABLE_NAME = 'orders' THEN
    checked := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    checked := OLD.order_id;
  ELSE
    checked := NEW.order_id;
  END IF;
  SELECT count(*) AS n, COALESCE(sum(price_cents), 0) AS price, COALESCE(sum(commission_cents), 0) AS commission
    INTO lines FROM order_items WHERE order_id = checked;
  SELECT price_cents, commission_cents INTO head FROM orders WHERE id = checked;
  IF head IS NULL OR lines.n = 0 THEN
    RETURN NULL;
  END IF;
  IF lines.price <> head.price_cents OR lines.commission <> head.commission_cents THEN
    RAISE EXCEPTION 'order % lines (% / %) do not add up to the order (% / %)',
      checked, lines.price, lines.commission, head.price_cents, head.commission_cents
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER order_items_add_up AFTER INSERT OR UPDATE OR DELETE ON order_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION order_lines_add_up();
CREATE CONSTRAINT TRIGGER orders_lines_add_up AFTER UPDATE OF price_cents, commission_cents ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION order_lines_add_up();

-- A seller's bundle discount: from min_items items in one lot, percent off the lines. Off
-- without a row.
CREATE TABLE bundle_discount_tiers (
  seller_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  min_items smallint NOT NULL CHECK (min_items BETWEEN 2 AND 10),
  percent smallint NOT NULL CHECK (percent BETWEEN 1 AND 50),
  PRIMARY KEY (seller_id, min_items)
);

-- The buyer's open lot with a seller, kept on the server so it follows them across devices.
-- Ordering it deletes it: the order is then the record.
CREATE TABLE lots (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  buyer_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  seller_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (buyer_id, seller_id),
  CHECK (buyer_id <> seller_id)
);
CREATE INDEX lots_seller_idx ON lots (seller_id);

CREATE TABLE lot_items (
  lot_id uuid NOT NULL REFERENCES lots(id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lot_id, product_id)
);
CREATE INDEX lot_items_product_idx ON lot_items (product_id);

-- The lines a return sends back. Returns made before send back their order's one line.
CREATE TABLE return_items (
  return_id uuid NOT NULL REFERENCES returns(id) ON DELETE CASCADE,
  order_item_id uuid NOT NULL REFERENCES order_items(id) ON DELETE RESTRICT,
  PRIMARY KEY (return_id, order_item_id)
);
CREATE INDEX return_items_item_idx ON return_items (order_item_id);
INSERT INTO return_items (return_id, order_item_id)
SELECT r.id, i.id FROM returns r JOIN order_items i ON i.order_id = r.order_id;
