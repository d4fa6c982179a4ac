-- Issue 31, decision 059: a seller's holiday. The return day is a Paris calendar day; the
-- holiday is on while it is set, from the moment in holiday_started_at (which tells one holiday
-- from the next, for the automatic note). The job end-holidays clears both on the return day.
ALTER TABLE profiles ADD COLUMN holiday_until date;
ALTER TABLE profiles ADD COLUMN holiday_started_at timestamptz;
ALTER TABLE profiles ADD CONSTRAINT profiles_holiday CHECK ((holiday_until IS NULL) = (holiday_started_at IS NULL));

-- The shop's "seller away" test (product-rows.ts `listed`) reads this small index: a seller
-- on holiday counts with the closed accounts, so their listings leave every listing at once.
DROP INDEX profiles_closed_idx;
CREATE INDEX profiles_closed_idx ON profiles (id)
  WHERE marked_for_deletion_at IS NOT NULL OR anonymized_at IS NOT NULL OR suspended_at IS NOT NULL
     OR holiday_until IS NOT NULL;
-- The job finds the holidays due to end.
CREATE INDEX profiles_holiday_until_idx ON profiles (holiday_until) WHERE holiday_until IS NOT NULL;

-- The holiday (its start) for which the buyer of this conversation got the automatic note:
-- compare-and-set on it writes the note once per conversation and holiday.
ALTER TABLE conversations ADD COLUMN holiday_note_for timestamptz;
-- A message the app wrote on its sender's behalf (the holiday note), shown as such.
ALTER TABLE messages ADD COLUMN automatic boolean NOT NULL DEFAULT false;
