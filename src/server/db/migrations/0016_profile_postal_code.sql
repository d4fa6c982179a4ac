-- Issue 18: checkout is pre-filled with the profile's whole address (street, postcode and
-- city), so the profile keeps the postcode beside the city.
ALTER TABLE profiles ADD COLUMN postal_code text CHECK (char_length(postal_code) <= 20);
