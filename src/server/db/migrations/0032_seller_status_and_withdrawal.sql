-- Issue 30 / decision 060: every seller is a private person or a professional (Code de la
-- consommation L111-7), and a professional's legal details are kept for the traceability of
-- traders (DSA, Regulation (EU) 2022/2065, art. 30).

-- The status lives on the profile: one truth for the shop, the orders and the verification desk.
ALTER TABLE profiles ADD COLUMN seller_status text NOT NULL DEFAULT 'private'
  CHECK (seller_status IN ('private', 'professional'));
-- Sellers who asked to be verified as professionals already said so.
UPDATE profiles SET seller_status = 'professional'
  WHERE id IN (SELECT user_id FROM seller_verifications WHERE is_professional AND status IN ('pending', 'approved'));

-- A professional's legal details, all required but the VAT number: without a row, no listing.
CREATE TABLE seller_legal_details (
  user_id uuid PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
  company_name text NOT NULL CHECK (char_length(company_name) BETWEEN 2 AND 200),
  address text NOT NULL CHECK (char_length(address) BETWEEN 5 AND 500),
  phone text NOT NULL CHECK (char_length(phone) BETWEEN 6 AND 25),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  siret text NOT NULL CHECK (siret ~ '^[0-9]{14}$'),
  vat_number text CHECK (vat_number ~ '^[A-Z]{2}[0-9A-Z]{2,13}$'),
  -- Their terms may take the return shipping of a withdrawal on them (L221-23).
  seller_pays_return_shipping boolean NOT NULL DEFAULT false,
  -- DSA art. 30(1)(e): the trader certifies selling only products that comply with EU law.
  eu_compliance_certified_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The order keeps the seller's status at the sale: the withdrawal right is the sale's, not today's.
ALTER TABLE orders ADD COLUMN seller_status text NOT NULL DEFAULT 'private'
  CHECK (seller_status IN ('private', 'professional'));
UPDATE orders o SET seller_status = p.seller_status FROM profiles p WHERE p.id = o.seller_id;

-- The withdrawal (L221-18) is a return reason of its own; for a sealed listing the buyer says
-- whether the seal is intact (L221-28 5°), and only then.
ALTER TABLE returns DROP CONSTRAINT returns_reason_check;
ALTER TABLE returns ADD CONSTRAINT returns_reason_check CHECK (reason IN (
  'defective', 'not_as_described', 'wrong_item', 'damaged', 'quality', 'other', 'withdrawal'));
ALTER TABLE returns ADD COLUMN seal_intact boolean;
ALTER TABLE returns ADD CONSTRAINT returns_seal_only_for_withdrawal CHECK (reason = 'withdrawal' OR seal_intact IS NULL);
