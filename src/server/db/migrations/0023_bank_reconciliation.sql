-- Decision 046 (issue 28): bank statements reconciled with orders. Each credit line is kept
-- once (line_key: the bank's reference, or a hash of date, amount, label and account), with
-- what it matched or why the admin must look at it.
CREATE TABLE bank_statements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  uploaded_by uuid REFERENCES profiles(id) ON DELETE SET NULL,
  filename text NOT NULL CHECK (char_length(filename) <= 255),
  format text NOT NULL CHECK (format IN ('camt', 'csv')),
  lines_read integer NOT NULL CHECK (lines_read >= 0),
  lines_new integer NOT NULL CHECK (lines_new >= 0),
  validated integer NOT NULL CHECK (validated >= 0),
  to_examine integer NOT NULL CHECK (to_examine >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE bank_statement_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  statement_id uuid NOT NULL REFERENCES bank_statements(id) ON DELETE RESTRICT,
  line_key text NOT NULL UNIQUE CHECK (char_length(line_key) <= 300),
  booked_on text NOT NULL CHECK (booked_on ~ '^\d{4}-\d{2}-\d{2}$'),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL CHECK (char_length(currency) <= 3),
  remittance text NOT NULL CHECK (char_length(remittance) <= 2000),
  debtor_name text CHECK (char_length(debtor_name) <= 200),
  bank_reference text CHECK (char_length(bank_reference) <= 200),
  outcome text NOT NULL CHECK (outcome IN ('validated', 'to_examine')),
  reason text CHECK (char_length(reason) <= 300),
  order_id uuid REFERENCES orders(id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((outcome = 'to_examine') = (reason IS NOT NULL))
);
-- The admin's 'À examiner' list, newest first.
CREATE INDEX bank_statement_lines_to_examine_idx ON bank_statement_lines (created_at) WHERE outcome = 'to_examine';

-- A payment or supplement validated by a statement line has no proof: the line stands for it.
ALTER TABLE payments ADD COLUMN reconciled_line_id uuid REFERENCES bank_statement_lines(id) ON DELETE RESTRICT;
ALTER TABLE payments DROP CONSTRAINT payments_check;
ALTER TABLE payments ADD CONSTRAINT payments_proof_check
  CHECK ((status <> 'submitted' OR proof_key IS NOT NULL)
    AND (status <> 'paid' OR proof_key IS NOT NULL OR reconciled_line_id IS NOT NULL));

ALTER TABLE order_supplements ADD COLUMN reconciled_line_id uuid REFERENCES bank_statement_lines(id) ON DELETE RESTRICT;
ALTER TABLE order_supplements DROP CONSTRAINT order_supplements_check;
ALTER TABLE order_supplements ADD CONSTRAINT order_supplements_proof_check
  CHECK ((status <> 'submitted' OR proof_key IS NOT NULL)
    AND (status <> 'validated' OR proof_key IS NOT NULL OR reconciled_line_id IS NOT NULL));
