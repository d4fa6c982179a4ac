CREATE SEQUENCE order_number_seq;

CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_number text NOT NULL UNIQUE
    DEFAULT ('CMD-' || to_char(now(), 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0')),
  buyer_id uuid NOT NULL REFERENCES profiles(id) ON DELETE RESTRICT,
  seller_id uuid NOT NULL REFERENCES profiles(id) ON DELETE RESTRICT,
  product_id uuid NOT NULL REFERENCES products(id) ON DELETE RESTRICT,
  status text NOT NULL DEFAULT 'pending_payment' CHECK (status IN ('pending_payment', 'payment_submitted', 'payment_validated', 'in_transit', 'delivered', 'completed', 'cancelled')),
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  delivery_cost_cents integer NOT NULL CHECK (delivery_cost_cents >= 0),
  total_amount_cents integer NOT NULL,
  commission_cents integer NOT NULL CHECK (commission_cents >= 0),
  seller_amount_cents integer NOT NULL CHECK (seller_amount_cents >= 0),
  delivery_type text NOT NULL CHECK (delivery_type IN ('home', 'pickup')),
  delivery_address text CHECK (char_length(delivery_address) <= 500),
  delivery_country text CHECK (char_length(delivery_country) <= 100),
  pickup_location text CHECK (char_length(pickup_location) <= 300),
  tracking_number text CHECK (char_length(tracking_number) <= 100),
  payout_released_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (buyer_id <> seller_id),
  CHECK (total_amount_cents = price_cents + delivery_cost_cents),
  CHECK (commission_cents + seller_amount_cents = price_cents),
  CHECK (delivery_type = 'pickup' OR delivery_address IS NOT NULL)
);
CREATE INDEX orders_buyer_idx ON orders (buyer_id, created_at DESC);
CREATE INDEX orders_seller_idx ON orders (seller_id, created_at DESC);
CREATE INDEX orders_status_idx ON orders (status, updated_at);

-- The steps of an order with their dates, for the timeline and the audit.
CREATE TABLE order_events (
  id bigserial PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  status text NOT NULL,
  actor_id uuid REFERENCES profiles(id) ON DELETE SET NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_events_order_idx ON order_events (order_id, created_at);

CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL UNIQUE REFERENCES orders(id) ON DELETE RESTRICT,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  method text NOT NULL CHECK (method IN ('bank_transfer', 'paypal', 'mtn_mobile')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'submitted', 'paid', 'rejected')),
  proof_key text,
  admin_notes text CHECK (char_length(admin_notes) <= 1000),
  validated_at timestamptz,
  validated_by uuid REFERENCES profiles(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status NOT IN ('submitted', 'paid') OR proof_key IS NOT NULL)
);
CREATE INDEX payments_status_idx ON payments (status, updated_at);

CREATE TABLE returns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE RESTRICT,
  product_id uuid NOT NULL REFERENCES products(id) ON DELETE RESTRICT,
  buyer_id uuid NOT NULL REFERENCES profiles(id) ON DELETE RESTRICT,
  seller_id uuid NOT NULL REFERENCES profiles(id) ON DELETE RESTRICT,
  reason text NOT NULL CHECK (reason IN ('defective', 'not_as_described', 'wrong_item', 'damaged', 'quality', 'other')),
  description text CHECK (char_length(description) <= 1000),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'admin_approved', 'rejected', 'shipped_back', 'received', 'refunded', 'cancelled')),
  seller_refund_proof_key text,
  admin_refund_proof_key text,
  admin_validated_at timestamptz,
  refunded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'admin_approved' OR (admin_refund_proof_key IS NOT NULL AND admin_validated_at IS NOT NULL))
);
-- At most one live return per order.
CREATE UNIQUE INDEX returns_live_per_order_key ON returns (order_id) WHERE status NOT IN ('rejected', 'cancelled');
CREATE INDEX returns_buyer_idx ON returns (buyer_id, created_at DESC);
CREATE INDEX returns_seller_idx ON returns (seller_id, created_at DESC);

CREATE TABLE return_photos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  return_id uuid NOT NULL REFERENCES returns(id) ON DELETE CASCADE,
  storage_key text NOT NULL,
  position integer NOT NULL CHECK (position BETWEEN 0 AND 9),
  UNIQUE (return_id, position)
);

CREATE TABLE reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE RESTRICT,
  reviewer_id uuid NOT NULL REFERENCES profiles(id) ON DELETE RESTRICT,
  reviewee_id uuid NOT NULL REFERENCES profiles(id) ON DELETE RESTRICT,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text NOT NULL CHECK (char_length(btrim(comment)) BETWEEN 1 AND 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, reviewer_id),
  CHECK (reviewer_id <> reviewee_id)
);
CREATE INDEX reviews_reviewee_idx ON reviews (reviewee_id, created_at DESC);

CREATE TABLE referrals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  referrer_id uuid NOT NULL REFERENCES profiles(id) ON DELETE RESTRICT,
  referred_id uuid NOT NULL UNIQUE REFERENCES profiles(id) ON DELETE RESTRICT,
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE RESTRICT,
  bonus_amount_cents integer NOT NULL DEFAULT 500 CHECK (bonus_amount_cents > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid')),
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (referrer_id <> referred_id),
  CHECK ((status = 'paid') = (paid_at IS NOT NULL))
);
CREATE INDEX referrals_referrer_idx ON referrals (referrer_id, created_at DESC);
CREATE INDEX referrals_pending_idx ON referrals (created_at) WHERE status = 'pending';

CREATE TABLE payouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES profiles(id) ON DELETE RESTRICT,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  method text NOT NULL CHECK (method IN ('paypal', 'iban', 'mobile_money')),
  reference text NOT NULL CHECK (char_length(reference) BETWEEN 1 AND 200),
  proof_key text,
  created_by uuid REFERENCES profiles(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payouts_seller_idx ON payouts (seller_id, created_at DESC);

-- Append-only double-entry ledger: each movement is a group of entries summing to zero.
-- Positive amounts are debits, negative amounts are credits.
CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  movement_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('payment_received', 'seller_share_released', 'refund_to_buyer', 'referral_bonus_payable', 'referral_bonus_paid', 'payout_to_seller')),
  account text NOT NULL CHECK (account IN ('platform_cash', 'seller_escrow', 'seller_payable', 'commission_revenue', 'referral_payable', 'referral_expense')),
  party_id uuid REFERENCES profiles(id) ON DELETE RESTRICT,
  amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
  order_id uuid REFERENCES orders(id) ON DELETE RESTRICT,
  return_id uuid REFERENCES returns(id) ON DELETE RESTRICT,
  referral_id uuid REFERENCES referrals(id) ON DELETE RESTRICT,
  payout_id uuid REFERENCES payouts(id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((account IN ('seller_escrow', 'seller_payable', 'referral_payable')) = (party_id IS NOT NULL))
);
CREATE INDEX ledger_entries_movement_idx ON ledger_entries (movement_id);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account, party_id);
CREATE INDEX ledger_entries_order_idx ON ledger_entries (order_id);
-- A given kind of movement happens at most once per order (no double validation).
CREATE UNIQUE INDEX ledger_once_per_order_key ON ledger_entries (order_id, kind, account)
  WHERE kind IN ('payment_received', 'seller_share_released', 'refund_to_buyer');

CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only';
END $$;
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
