-- Issues 30 and 31: every listing says its condition ('État'). Null for listings made before it
-- existed: shown as nothing rather than a guess until the seller edits them. 'new_sealed' is
-- the hygiene seal of Code de la consommation L221-28 5°, which the withdrawal right reads.
ALTER TABLE products ADD COLUMN condition text
  CHECK (condition IN ('new_sealed', 'new_unworn', 'worn_like_new', 'worn_good'));
