-- Notices, statements of reasons and complaints (DSA art. 16, 17, 20; decision 061).

-- A notice (art. 16) joins the reports queue: anyone may send one, a visitor included, so the
-- reporter may be no account; the sender's name and e-mail, the exact address and the
-- good-faith statement are kept with it. Reviews can be reported too.
ALTER TABLE reports ALTER COLUMN reporter_id DROP NOT NULL;
ALTER TABLE reports ADD COLUMN reported_review_id uuid REFERENCES reviews(id) ON DELETE CASCADE;
ALTER TABLE reports ADD COLUMN notifier_name text CHECK (char_length(notifier_name) BETWEEN 2 AND 100);
ALTER TABLE reports ADD COLUMN notifier_email text CHECK (char_length(notifier_email) BETWEEN 3 AND 254);
ALTER TABLE reports ADD COLUMN content_url text CHECK (char_length(content_url) BETWEEN 1 AND 2000);
ALTER TABLE reports ADD COLUMN good_faith boolean;
ALTER TABLE reports ADD COLUMN is_notice boolean NOT NULL DEFAULT false;
-- A report from the app has its reporter; a notice has its address and statement; the name and
-- e-mail may be left out only for child sexual abuse material (art. 16(2)(c)).
ALTER TABLE reports ADD CONSTRAINT reports_notice_check CHECK (
  (NOT is_notice AND reporter_id IS NOT NULL)
  OR (is_notice AND content_url IS NOT NULL AND good_faith AND description IS NOT NULL
      AND (reason = 'child_sexual_abuse' OR (notifier_name IS NOT NULL AND notifier_email IS NOT NULL))));
ALTER TABLE reports DROP CONSTRAINT reports_reason_check;
ALTER TABLE reports ADD CONSTRAINT reports_reason_check CHECK (reason IN (
  'inappropriate_content', 'spam', 'harassment', 'fake_product', 'scam', 'violence', 'hate_speech', 'other',
  'illegal_product', 'intellectual_property', 'child_sexual_abuse'));
ALTER TABLE reports DROP CONSTRAINT reports_report_type_check;
ALTER TABLE reports ADD CONSTRAINT reports_report_type_check
  CHECK (report_type IN ('user', 'product', 'conversation', 'message', 'review'));
ALTER TABLE reports DROP CONSTRAINT reports_target_check;
ALTER TABLE reports ADD CONSTRAINT reports_target_check CHECK (
  (report_type = 'user' AND reported_user_id IS NOT NULL AND reported_product_id IS NULL)
  OR (report_type = 'product' AND reported_product_id IS NOT NULL)
  OR (report_type = 'conversation' AND reported_conversation_id IS NOT NULL AND reported_message_id IS NULL)
  OR (report_type = 'message' AND reported_message_id IS NOT NULL AND reported_conversation_id IS NOT NULL)
  OR (report_type = 'review' AND reported_review_id IS NOT NULL));
CREATE INDEX reports_created_idx ON reports (created_at);

-- A visitor's acknowledgement and the decision reach an address that belongs to no account.
ALTER TABLE notification_deliveries ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE notification_deliveries ADD CONSTRAINT notification_deliveries_user_check
  CHECK (user_id IS NOT NULL OR channel = 'account_email');

-- Every decision that restricts someone, with its statement of reasons (art. 17) and the one
-- complaint the person may lodge against it within six months (art. 20). One table: the
-- transparency report (art. 15, 24) counts from it.
CREATE TABLE moderation_decisions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('listing_taken_down', 'account_suspended', 'account_warned',
    'verification_refused', 'verification_revoked')),
  product_id uuid REFERENCES products(id) ON DELETE SET NULL,
  verification_id uuid REFERENCES seller_verifications(id) ON DELETE SET NULL,
  ground text NOT NULL CHECK (ground IN ('illegal_product', 'counterfeit', 'fraud', 'hate_or_harassment',
    'child_sexual_abuse', 'terms_listings', 'terms_conduct', 'terms_payments', 'terms_verification')),
  facts text NOT NULL CHECK (char_length(facts) BETWEEN 1 AND 500),
  automated boolean NOT NULL DEFAULT false,
  -- Taken on a notice (art. 17(3)(b)): the reports it closed.
  from_notice boolean NOT NULL DEFAULT false,
  decided_by uuid REFERENCES profiles(id) ON DELETE SET NULL,
  decided_at timestamptz NOT NULL,
  contest_until timestamptz NOT NULL CHECK (contest_until > decided_at),
  -- The SHA-256 of the key in the e-mail's link: a suspended account reads and contests with it.
  access_key_hash text NOT NULL,
  complaint text CHECK (char_length(complaint) BETWEEN 10 AND 2000),
  complained_at timestamptz,
  complaint_status text CHECK (complaint_status IN ('pending', 'upheld', 'reversed')),
  complaint_answer text CHECK (char_length(complaint_answer) BETWEEN 1 AND 2000),
  reviewed_by uuid REFERENCES profiles(id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  CHECK ((complaint IS NULL) = (complaint_status IS NULL) AND (complaint IS NULL) = (complained_at IS NULL)),
  CHECK ((complaint_status IN ('upheld', 'reversed')) = (reviewed_at IS NOT NULL AND complaint_answer IS NOT NULL)),
  CHECK (complained_at IS NULL OR complained_at <= contest_until)
);
CREATE INDEX moderation_decisions_user_idx ON moderation_decisions (user_id, decided_at DESC);
CREATE INDEX moderation_decisions_product_idx ON moderation_decisions (product_id, decided_at DESC)
  WHERE product_id IS NOT NULL;
CREATE INDEX moderation_decisions_complaints_idx ON moderation_decisions (complained_at)
  WHERE complaint_status = 'pending';
CREATE INDEX moderation_decisions_year_idx ON moderation_decisions (decided_at);

-- The notice's time to decision is read from reports.handled_at: the closing decision records it.
ALTER TABLE reports ADD COLUMN decision_id uuid REFERENCES moderation_decisions(id) ON DELETE SET NULL;
