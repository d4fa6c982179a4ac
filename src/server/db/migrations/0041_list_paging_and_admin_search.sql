-- Decision 069: every list is paged by keyset, admin searches use trigram indexes, and the
-- admin's stat cards read maintained totals instead of the whole ledger.

-- Trigram indexes answer ILIKE '%text%' without reading every row (PGlite ships pg_trgm too).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Newest-first pages: (created_at, id) both ways, so a page is an index range, never a sort of every order.
CREATE INDEX orders_created_page_idx ON orders (created_at, id);
-- The accounting exports read the period in keyset batches, in this order.
CREATE INDEX ledger_entries_created_idx ON ledger_entries (created_at, id);
DROP INDEX orders_buyer_idx;
CREATE INDEX orders_buyer_idx ON orders (buyer_id, created_at, id);
DROP INDEX orders_seller_idx;
CREATE INDEX orders_seller_idx ON orders (seller_id, created_at, id);

CREATE INDEX orders_number_trgm_idx ON orders USING gin (order_number gin_trgm_ops);
CREATE INDEX profiles_full_name_trgm_idx ON profiles USING gin (full_name gin_trgm_ops);
CREATE INDEX profiles_email_trgm_idx ON profiles USING gin (email gin_trgm_ops);
CREATE INDEX profiles_username_trgm_idx ON profiles USING gin (username gin_trgm_ops);

-- The ledger is append-only, so its totals can be kept as lines arrive: per account and kind
-- (balances, revenue) and per movement (the double-entry check reads only unbalanced ones).
CREATE TABLE ledger_totals (
  account text NOT NULL,
  kind text NOT NULL,
  amount_cents bigint NOT NULL,
  PRIMARY KEY (account, kind)
);
CREATE TABLE ledger_movement_sums (
  movement_id uuid PRIMARY KEY,
  amount_cents bigint NOT NULL
);
CREATE INDEX ledger_movement_sums_unbalanced_idx ON ledger_movement_sums (movement_id) WHERE amount_cents <> 0;

CREATE FUNCTION ledger_entries_add_to_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_totals (account, kind, amount_cents)
  VALUES (NEW.account, NEW.kind, NEW.amount_cents)
  ON CONFLICT (account, kind) DO UPDATE SET amount_cents = ledger_totals.amount_cents + EXCLUDED.amount_cents;
  INSERT INTO ledger_movement_sums (movement_id, amount_cents)
  VALUES (NEW.movement_id, NEW.amount_cents)
  ON CONFLICT (movement_id) DO UPDATE SET amount_cents = ledger_movement_sums.amount_cents + EXCLUDED.amount_cents;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_entries_totals AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_add_to_totals();

INSERT INTO ledger_totals (account, kind, amount_cents)
SELECT account, kind, sum(amount_cents) FROM ledger_entries GROUP BY account, kind;
INSERT INTO ledger_movement_sums (movement_id, amount_cents)
SELECT movement_id, sum(amount_cents) FROM ledger_entries GROUP BY movement_id;
