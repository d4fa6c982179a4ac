-- Issue 14 / decision 026: the return address and tracking number, the seller's reason for a
-- refusal, the buyer's dispute (with its photos) and the admin's decision, and the return's history.
ALTER TABLE returns DROP CONSTRAINT returns_status_check;
ALTER TABLE returns ADD CONSTRAINT returns_status_check CHECK (status IN (
  'pending', 'approved', 'admin_approved', 'rejected', 'shipped_back', 'received', 'refunded', 'cancelled',
  'disputed', 'ordered'
));

ALTER TABLE returns
  ADD COLUMN return_address text CHECK (char_length(return_address) <= 500),
  ADD COLUMN return_country text CHECK (char_length(return_country) <= 100),
  ADD COLUMN tracking_number text CHECK (char_length(tracking_number) <= 40),
  ADD COLUMN rejection_reason text CHECK (char_length(rejection_reason) <= 1000),
  ADD COLUMN rejected_at timestamptz,
  ADD COLUMN dispute_message text CHECK (char_length(dispute_message) <= 2000),
  ADD COLUMN disputed_at timestamptz,
  ADD COLUMN dispute_outcome text CHECK (dispute_outcome IN ('uphold', 'order')),
  ADD COLUMN dispute_decision_reason text CHECK (char_length(dispute_decision_reason) <= 1000),
  ADD COLUMN dispute_decided_at timestamptz,
  -- Returns made before this migration keep what they had; new ones must carry each step's data.
  ADD CONSTRAINT returns_dispute_check CHECK (status <> 'disputed' OR (dispute_message IS NOT NULL AND disputed_at IS NOT NULL)),
  ADD CONSTRAINT returns_decision_check CHECK (status <> 'ordered' OR (dispute_outcome = 'order' AND dispute_decision_reason IS NOT NULL));

CREATE INDEX returns_disputed_idx ON returns (updated_at) WHERE status = 'disputed';

-- A dispute's photos beside the request's, numbered on their own.
ALTER TABLE return_photos ADD COLUMN kind text NOT NULL DEFAULT 'request' CHECK (kind IN ('request', 'dispute'));
ALTER TABLE return_photos DROP CONSTRAINT return_photos_return_id_position_key;
ALTER TABLE return_photos ADD CONSTRAINT return_photos_return_id_kind_position_key UNIQUE (return_id, kind, position);

CREATE TABLE return_events (
  id bigserial PRIMARY KEY,
  return_id uuid NOT NULL REFERENCES returns(id) ON DELETE CASCADE,
  event text NOT NULL,
  actor_id uuid REFERENCES profiles(id) ON DELETE SET NULL,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX return_events_return_idx ON return_events (return_id, created_at);
