-- Decision 046 (issue 28): what the admin does with a line 'À examiner'. Linked by hand to an
-- order, it becomes 'validated' (the reason stays, for the history); marked to refund or
-- dismissed, it leaves the list with the admin's note. Who decided, and when, is kept.
ALTER TABLE bank_statement_lines DROP CONSTRAINT bank_statement_lines_outcome_check;
ALTER TABLE bank_statement_lines DROP CONSTRAINT bank_statement_lines_check;
ALTER TABLE bank_statement_lines ADD CONSTRAINT bank_statement_lines_outcome_check
  CHECK (outcome IN ('validated', 'to_examine', 'to_refund', 'dismissed'));
ALTER TABLE bank_statement_lines ADD COLUMN note text CHECK (char_length(note) <= 500);
ALTER TABLE bank_statement_lines ADD COLUMN decided_by uuid REFERENCES profiles(id) ON DELETE SET NULL;
ALTER TABLE bank_statement_lines ADD COLUMN decided_at timestamptz;
ALTER TABLE bank_statement_lines ADD CONSTRAINT bank_statement_lines_reason_check_outcome
  CHECK (outcome <> 'to_examine' OR reason IS NOT NULL);
ALTER TABLE bank_statement_lines ADD CONSTRAINT bank_statement_lines_note_check_outcome
  CHECK (outcome NOT IN ('to_refund', 'dismissed') OR (note IS NOT NULL AND decided_at IS NOT NULL));
