-- Decision 040: switching a paid pickup order to home delivery is a supplement the buyer
-- pays (the delivery cost) before the order becomes home delivery and the seller may ship.
CREATE TABLE order_supplements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE RESTRICT,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'submitted', 'validated', 'rejected', 'lapsed', 'cancelled')),
  address text NOT NULL CHECK (char_length(address) BETWEEN 1 AND 500),
  country text CHECK (char_length(country) <= 100),
  proof_key text,
  admin_notes text CHECK (char_length(admin_notes) <= 1000),
  due_at timestamptz NOT NULL,
  validated_at timestamptz,
  validated_by uuid REFERENCES profiles(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status NOT IN ('submitted', 'validated') OR proof_key IS NOT NULL),
  CHECK ((status = 'validated') = (validated_at IS NOT NULL))
);
-- One supplement in play (or paid) per order: a lapsed or cancelled one may be followed by another.
CREATE UNIQUE INDEX order_supplements_live_per_order_key ON order_supplements (order_id)
  WHERE status IN ('pending', 'submitted', 'rejected', 'validated');
-- The lapse job's range: unpaid supplements by deadline.
CREATE INDEX order_supplements_due_idx ON order_supplements (due_at) WHERE status IN ('pending', 'rejected');
-- The admin's payments tab, oldest first.
CREATE INDEX order_supplements_status_idx ON order_supplements (status, updated_at);

-- The supplement's money is its own ledger movement, at most once per order. Widened in place
-- (as 0014 does for notifications), so kinds other migrations add stay allowed.
DO $$
DECLARE
  definition text;
BEGIN
  SELECT pg_get_constraintdef(oid) INTO definition
  FROM pg_constraint
  WHERE conrelid = 'ledger_entries'::regclass AND conname = 'ledger_entries_kind_check';
  IF position('ARRAY[' IN definition) = 0 THEN
    RAISE EXCEPTION 'unexpected ledger_entries_kind_check: %', definition;
  END IF;
  definition := replace(definition, 'ARRAY[', 'ARRAY[''supplement_received''::text, ');
  EXECUTE 'ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check';
  EXECUTE 'ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check ' || definition;
END $$;
CREATE UNIQUE INDEX ledger_supplement_once_per_order_key ON ledger_entries (order_id, account)
  WHERE kind = 'supplement_received';
