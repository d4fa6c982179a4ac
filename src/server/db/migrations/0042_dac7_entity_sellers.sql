-- DAC7 (decision 063): a professional is reported as an entity under the legal details of decision
-- 060 (company name, SIRET, VAT number). A company has no first name, last name nor date of birth,
-- so these are asked of private sellers only; the VAT number is the legal details' one, checked
-- against the SIREN there, and no longer kept twice.
ALTER TABLE seller_tax_details ALTER COLUMN first_name DROP NOT NULL;
ALTER TABLE seller_tax_details ALTER COLUMN last_name DROP NOT NULL;
ALTER TABLE seller_tax_details ALTER COLUMN birth_date DROP NOT NULL;
ALTER TABLE seller_tax_details DROP COLUMN vat_number;
