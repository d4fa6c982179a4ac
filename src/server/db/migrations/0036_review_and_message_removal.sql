-- Removal of a review or a message from the reports queue (DSA art. 17; decision 064).

-- A removed review stays in the table (the statement of reasons and a reversal point at it)
-- but leaves the public lists and the seller's rating.
ALTER TABLE reviews ADD COLUMN removed_at timestamptz;

CREATE OR REPLACE FUNCTION roll_up_review_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.removed_at IS NULL THEN
    UPDATE profiles SET review_count = review_count - 1, review_rating_sum = review_rating_sum - OLD.rating
    WHERE id = OLD.reviewee_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.removed_at IS NULL THEN
    UPDATE profiles SET review_count = review_count + 1, review_rating_sum = review_rating_sum + NEW.rating
    WHERE id = NEW.reviewee_id;
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER reviews_roll_up_rating ON reviews;
CREATE TRIGGER reviews_roll_up_rating
  AFTER INSERT OR DELETE OR UPDATE OF rating, reviewee_id, removed_at ON reviews
  FOR EACH ROW EXECUTE FUNCTION roll_up_review_rating();

-- A removed message keeps its row; its words move aside (a reversal puts them back) and both
-- people read the notice in `body`, so every screen, e-mail and export shows the notice.
ALTER TABLE messages ADD COLUMN removed_body text;

ALTER TABLE moderation_decisions ADD COLUMN review_id uuid REFERENCES reviews(id) ON DELETE SET NULL;
ALTER TABLE moderation_decisions ADD COLUMN message_id uuid REFERENCES messages(id) ON DELETE SET NULL;
ALTER TABLE moderation_decisions DROP CONSTRAINT moderation_decisions_kind_check;
ALTER TABLE moderation_decisions ADD CONSTRAINT moderation_decisions_kind_check CHECK (kind IN (
  'listing_taken_down', 'account_suspended', 'account_warned', 'verification_refused', 'verification_revoked',
  'review_removed', 'message_removed'));

ALTER TABLE reports DROP CONSTRAINT reports_resolution_check;
ALTER TABLE reports ADD CONSTRAINT reports_resolution_check
  CHECK (resolution IN ('dismissed', 'taken_down', 'removed', 'warned', 'suspended'));
