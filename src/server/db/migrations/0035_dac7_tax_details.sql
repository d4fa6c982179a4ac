-- DAC7 (Directive (EU) 2021/514, CGI art. 242 bis, decision 063): what a seller gives us to be
-- reported, and which yearly notices went out. The sales and the consideration are not copied
-- here: they are read from the ledger by one query (tax-reports/seller-activity.ts).

-- One row per seller, replaced as a whole by the seller's form. Names as on the identity papers
-- (the report splits first and last name; profiles.full_name is one field).
CREATE TABLE seller_tax_details (
  user_id uuid PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
  first_name text NOT NULL CHECK (char_length(first_name) BETWEEN 1 AND 100),
  last_name text NOT NULL CHECK (char_length(last_name) BETWEEN 1 AND 100),
  birth_date date NOT NULL,
  street text NOT NULL CHECK (char_length(street) BETWEEN 1 AND 200),
  postal_code text NOT NULL CHECK (char_length(postal_code) BETWEEN 1 AND 20),
  city text NOT NULL CHECK (char_length(city) BETWEEN 1 AND 100),
  country_code text NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
  tin text NOT NULL CHECK (char_length(tin) BETWEEN 1 AND 50),
  tin_country text NOT NULL CHECK (tin_country ~ '^[A-Z]{2}$'),
  vat_number text CHECK (char_length(vat_number) BETWEEN 4 AND 20),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A notice sent once per seller, year and kind: the request for the details (from 25 sales or
-- 1 500 €) and the yearly statement (in January, for the year before).
CREATE TABLE dac7_notices (
  seller_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  year integer NOT NULL CHECK (year BETWEEN 2023 AND 2200),
  kind text NOT NULL CHECK (kind IN ('details_requested', 'statement_ready')),
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (seller_id, year, kind)
);

-- The yearly figures start from the payments received in the year.
CREATE INDEX ledger_entries_payments_time_idx ON ledger_entries (created_at) WHERE kind = 'payment_received';
