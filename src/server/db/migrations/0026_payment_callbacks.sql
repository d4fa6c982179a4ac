-- Decision 048 (issue 28): payment notifications from a mobile-money or PayPal provider are
-- kept with the bank's statement lines, in the same table: one row per provider transaction
-- (line_key 'provider:transaction id', unique, so a replayed callback stores and validates
-- nothing), the same outcomes, the same 'À examiner' list and the same admin decisions.
-- Such a line belongs to no statement; it names its provider instead.
ALTER TABLE bank_statement_lines ALTER COLUMN statement_id DROP NOT NULL;
ALTER TABLE bank_statement_lines ADD COLUMN provider text CHECK (provider IN ('wave', 'generic'));
ALTER TABLE bank_statement_lines ADD CONSTRAINT bank_statement_lines_statement_or_provider
  CHECK ((statement_id IS NULL) <> (provider IS NULL));
