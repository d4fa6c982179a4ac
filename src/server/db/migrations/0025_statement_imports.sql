-- Decision 047 (issue 28): each bank statement import is kept with its file. The file is a
-- private upload (signed URL only), kept until retain_until, ten years after the import
-- (Code de commerce L123-22: accounting documents and their vouchers are kept ten years).
-- Imports before this migration have no file. A Crédit Agricole CSV export is a format of its own.
ALTER TABLE bank_statements DROP CONSTRAINT bank_statements_format_check;
ALTER TABLE bank_statements ADD CONSTRAINT bank_statements_format_check
  CHECK (format IN ('camt', 'csv', 'csv_credit_agricole'));
ALTER TABLE bank_statements ADD COLUMN file_key text UNIQUE CHECK (char_length(file_key) <= 255);
-- A calendar day as text, like the lines' booked_on.
ALTER TABLE bank_statements ADD COLUMN retain_until text CHECK (retain_until ~ '^\d{4}-\d{2}-\d{2}$');
ALTER TABLE bank_statements ADD CONSTRAINT bank_statements_file_retention_check
  CHECK ((file_key IS NULL) = (retain_until IS NULL));
-- The imports history, newest first.
CREATE INDEX bank_statements_created_idx ON bank_statements (created_at DESC, id DESC);
-- The share matched this month reads payments by when they were validated.
CREATE INDEX payments_validated_at_idx ON payments (validated_at) WHERE status = 'paid';
