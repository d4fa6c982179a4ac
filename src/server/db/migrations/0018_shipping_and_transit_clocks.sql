-- Issue 27 / decision 039: the seller's shipping deadline (with the buyer's one extension),
-- the in-transit deadline after which the order counts as delivered, each with its reminder
-- sent once, and the buyer's 'Colis non reçu' claim with the admin's decision.
ALTER TABLE orders
  ADD COLUMN ship_by timestamptz,
  ADD COLUMN ship_reminded_at timestamptz,
  ADD COLUMN ship_extended_at timestamptz,
  ADD COLUMN deliver_by timestamptz,
  ADD COLUMN transit_reminded_at timestamptz,
  ADD COLUMN not_received_at timestamptz,
  ADD COLUMN claim_outcome text CHECK (claim_outcome IN ('refunded', 'delivered')),
  ADD COLUMN claim_decided_at timestamptz,
  ADD CONSTRAINT orders_claim_decision_check CHECK ((claim_outcome IS NULL) = (claim_decided_at IS NULL)),
  ADD CONSTRAINT orders_claim_opened_check CHECK (claim_outcome IS NULL OR not_received_at IS NOT NULL);

-- The clock job reads only the orders of one status whose deadline is near: index ranges.
CREATE INDEX orders_ship_by_idx ON orders (ship_by) WHERE status = 'payment_validated';
CREATE INDEX orders_deliver_by_idx ON orders (deliver_by) WHERE status = 'in_transit';
CREATE INDEX orders_open_claims_idx ON orders (not_received_at)
  WHERE status = 'in_transit' AND not_received_at IS NOT NULL AND claim_decided_at IS NULL;

-- Orders already waiting get their clock from when they reached their status (the defaults,
-- 5 and 21 days), but never less than a notice: a seller or buyer who never saw a clock is
-- reminded at once and has 2 (shipping) or 7 (transit) days before it acts.
UPDATE orders o SET ship_by = GREATEST(
    COALESCE((SELECT max(e.created_at) FROM order_events e WHERE e.order_id = o.id AND e.status = 'payment_validated'), o.updated_at)
      + interval '5 days',
    now() + interval '2 days')
  WHERE o.status = 'payment_validated';
UPDATE orders o SET deliver_by = GREATEST(
    COALESCE((SELECT max(e.created_at) FROM order_events e WHERE e.order_id = o.id AND e.status = 'in_transit'), o.updated_at)
      + interval '21 days',
    now() + interval '7 days')
  WHERE o.status = 'in_transit';
