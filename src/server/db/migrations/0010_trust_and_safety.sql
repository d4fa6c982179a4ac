-- Trust and safety (decisions.md §9): seller verification with a document, suspensions,
-- takedowns with a reason, and reports that an admin handles.

-- One row per request, so a refused seller can ask again and the history stays. The badge
-- reads profiles.is_verified, kept in the same transaction as the decision.
CREATE TABLE seller_verifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'refused', 'revoked')),
  is_professional boolean NOT NULL DEFAULT false,
  siret text CHECK (siret ~ '^[0-9]{14}$'),
  -- The private file; null once deleted (30 days after the decision, or with the account).
  document_key text,
  document_type text NOT NULL CHECK (document_type IN ('image', 'pdf')),
  reason text CHECK (char_length(reason) BETWEEN 1 AND 500),
  decided_by uuid REFERENCES profiles(id) ON DELETE SET NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT is_professional OR siret IS NOT NULL),
  CHECK ((status = 'pending') = (decided_at IS NULL)),
  CHECK (status NOT IN ('refused', 'revoked') OR reason IS NOT NULL)
);
-- At most one request waiting per seller, and one verification in force.
CREATE UNIQUE INDEX seller_verifications_one_pending ON seller_verifications (user_id) WHERE status = 'pending';
CREATE UNIQUE INDEX seller_verifications_one_approved ON seller_verifications (user_id) WHERE status = 'approved';
CREATE INDEX seller_verifications_queue_idx ON seller_verifications (created_at, id) WHERE status = 'pending';
CREATE INDEX seller_verifications_user_idx ON seller_verifications (user_id, created_at DESC);
CREATE INDEX seller_verifications_documents_idx ON seller_verifications (decided_at) WHERE document_key IS NOT NULL;

-- The old single column never held anything: documents live with their request now.
ALTER TABLE profiles DROP COLUMN verification_document_key;

-- A suspended account cannot sign in and its listings leave the shop; restoring clears both.
ALTER TABLE profiles ADD COLUMN suspended_at timestamptz;
ALTER TABLE profiles ADD COLUMN suspension_reason text CHECK (char_length(suspension_reason) BETWEEN 1 AND 500);
ALTER TABLE profiles ADD CONSTRAINT profiles_suspension_reason CHECK ((suspended_at IS NULL) = (suspension_reason IS NULL));
-- The shop's "seller account closed" test reads this small index (product-rows.ts `listed`).
DROP INDEX profiles_closed_idx;
CREATE INDEX profiles_closed_idx ON profiles (id)
  WHERE marked_for_deletion_at IS NOT NULL OR anonymized_at IS NOT NULL OR suspended_at IS NOT NULL;

-- A listing taken down carries the reason its seller reads.
ALTER TABLE products ADD COLUMN takedown_reason text CHECK (char_length(takedown_reason) BETWEEN 1 AND 500);
ALTER TABLE products ADD CONSTRAINT products_takedown_reason CHECK (takedown_reason IS NULL OR hidden_by_admin);

-- A handled report says how and by whom; the reporter is told.
ALTER TABLE reports ADD COLUMN resolution text CHECK (resolution IN ('dismissed', 'taken_down', 'warned', 'suspended'));
ALTER TABLE reports ADD COLUMN handled_by uuid REFERENCES profiles(id) ON DELETE SET NULL;
ALTER TABLE reports ADD COLUMN handled_at timestamptz;
ALTER TABLE reports ADD CONSTRAINT reports_handled CHECK ((status = 'open') = (handled_at IS NULL AND resolution IS NULL));
CREATE INDEX reports_open_idx ON reports (created_at DESC) WHERE status = 'open';

-- The activity log: filtered by action and by target, paged by id.
CREATE INDEX admin_logs_action_idx ON admin_logs (action, id DESC);
CREATE INDEX admin_logs_target_idx ON admin_logs (target_type, target_id, id DESC);

-- Moderation decisions reach the people concerned like every other notification.
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
  'new_order', 'order_status', 'payment_status', 'payment_proof', 'new_review', 'return_status',
  'refund', 'referral_paid', 'payout', 'verification', 'message', 'moderation'));
