-- Issue 27 / decision 041: one refund story. The buyer says where to be refunded when asking
-- for the return; the seller says on receipt whether the unit goes back on sale; the admin pays
-- the buyer back from escrow and records how, with a reference (the proof is admin_refund_proof_key).
-- seller_refund_proof_key stays for the returns made before: no seller proof is asked any more.
ALTER TABLE returns
  ADD COLUMN refund_to_method text CHECK (refund_to_method IN ('paypal', 'iban', 'mobile_money')),
  ADD COLUMN refund_to_holder text CHECK (char_length(refund_to_holder) <= 100),
  ADD COLUMN refund_to_account text CHECK (char_length(refund_to_account) <= 254),
  ADD COLUMN relist boolean,
  ADD COLUMN refund_method text CHECK (refund_method IN ('paypal', 'iban', 'mobile_money')),
  ADD COLUMN refund_reference text CHECK (char_length(refund_reference) <= 200),
  ADD COLUMN refund_amount_cents integer CHECK (refund_amount_cents >= 0),
  -- Returns made before keep what they had; a refund from now on carries its method and reference.
  ADD CONSTRAINT returns_refund_destination_check
    CHECK ((refund_to_method IS NULL) = (refund_to_account IS NULL)),
  ADD CONSTRAINT returns_refund_record_check
    CHECK ((refund_method IS NULL) = (refund_reference IS NULL));

-- The admin agrees to a return without a proof now: nothing is paid until the refund, whose
-- proof the refund carries (0003 named this check after the table).
ALTER TABLE returns DROP CONSTRAINT returns_check;
ALTER TABLE returns ADD CONSTRAINT returns_admin_validated_check
  CHECK (status <> 'admin_approved' OR admin_validated_at IS NOT NULL);
