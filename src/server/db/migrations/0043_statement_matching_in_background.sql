-- Decision 046: a statement's lines are stored with the upload and matched in the background,
-- so a statement of 10,000 lines is answered at once and matched by a job.

-- 'pending': stored, not matched yet. position: the line's place in its statement, the
-- order in which the job matches them (two lines may name one order: the first pays it).
ALTER TABLE bank_statement_lines DROP CONSTRAINT bank_statement_lines_outcome_check;
ALTER TABLE bank_statement_lines ADD CONSTRAINT bank_statement_lines_outcome_check
  CHECK (outcome IN ('pending', 'validated', 'to_examine', 'to_refund', 'dismissed'));
ALTER TABLE bank_statement_lines ADD COLUMN position integer CHECK (position >= 0);
CREATE INDEX bank_statement_lines_pending_idx ON bank_statement_lines (created_at, statement_id, position)
  WHERE outcome = 'pending';

-- 'À examiner' is paged by keyset, newest first (decision 069).
DROP INDEX bank_statement_lines_to_examine_idx;
CREATE INDEX bank_statement_lines_to_examine_idx ON bank_statement_lines (created_at DESC, id DESC)
  WHERE outcome = 'to_examine';

-- The import's progress: lines matched so far, and when the last one was.
ALTER TABLE bank_statements ADD COLUMN lines_done integer NOT NULL DEFAULT 0 CHECK (lines_done >= 0);
ALTER TABLE bank_statements ADD COLUMN finished_at timestamptz;
UPDATE bank_statements SET lines_done = lines_new, finished_at = created_at;
ALTER TABLE bank_statements ADD CONSTRAINT bank_statements_progress_check
  CHECK (lines_done <= lines_new AND (finished_at IS NULL) = (lines_done < lines_new));
