-- Decision 074 (amended): the admin's queue of conversations to review (an unreviewed payment
-- warning, or an open report on it or one of its messages) is read a page at a time as a range
-- of one index, instead of testing every conversation against the reports.

-- Its open reports, kept as reports are filed, decided or deleted (a cascade included). Added
-- and taken away, never recounted: two reports filed at once each add their own one, whichever
-- waits for the other's lock.
ALTER TABLE conversations ADD COLUMN open_reports integer NOT NULL DEFAULT 0 CHECK (open_reports >= 0);
UPDATE conversations c SET open_reports = r.n
FROM (
  SELECT reported_conversation_id AS id, count(*) AS n FROM reports
  WHERE status = 'open' AND reported_conversation_id IS NOT NULL
  GROUP BY reported_conversation_id
) r
WHERE r.id = c.id;

CREATE FUNCTION count_open_conversation_reports() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.status = 'open' AND OLD.reported_conversation_id IS NOT NULL THEN
      UPDATE conversations SET open_reports = open_reports - 1 WHERE id = OLD.reported_conversation_id;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.status = 'open' AND NEW.reported_conversation_id IS NOT NULL THEN
      UPDATE conversations SET open_reports = open_reports + 1 WHERE id = NEW.reported_conversation_id;
    END IF;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER reports_count_open_on_conversation
  AFTER INSERT OR DELETE OR UPDATE OF status, reported_conversation_id ON reports
  FOR EACH ROW EXECUTE FUNCTION count_open_conversation_reports();

-- Its place in the queue, null when out of it: when it was flagged, else its last message, else
-- its creation. Generated, so a review, a new warning or a new message moves it in the same
-- statement, whichever code writes them.
ALTER TABLE conversations ADD COLUMN review_queue_key timestamptz GENERATED ALWAYS AS (
  CASE WHEN (flagged_at IS NOT NULL AND flag_reviewed_at IS NULL) OR open_reports > 0
    THEN coalesce(flagged_at, last_message_at, created_at)
  END
) STORED;

-- The queue, oldest first; it replaces the index of unreviewed warnings alone, which nothing reads
-- now. Whole, not partial: conversations out of the queue sit after it (nulls last) and are never
-- read. A partial index would need 'IS NOT NULL' beside the next page's comparison; the planner,
-- multiplying the two, expected ten rows after the cursor and sorted the rest of the queue.
DROP INDEX conversations_flag_queue_idx;
CREATE INDEX conversations_review_queue_idx ON conversations (review_queue_key, id);
