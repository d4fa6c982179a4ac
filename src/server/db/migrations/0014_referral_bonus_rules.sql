-- decisions §4: a referral bonus is payable only once the referred user's first order is
-- finished; a cancelled or refunded first order cancels it. 'cancelled' is final.
ALTER TABLE referrals DROP CONSTRAINT referrals_status_check;
ALTER TABLE referrals ADD CONSTRAINT referrals_status_check CHECK (status IN ('pending', 'paid', 'cancelled'));
ALTER TABLE referrals ADD COLUMN cancelled_at timestamptz;
ALTER TABLE referrals ADD CONSTRAINT referrals_cancelled_at_check CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL));

-- The referrer is told when the bonus is cancelled. Widened in place, as 0012 does, so the
-- kinds other migrations added stay allowed.
DO $$
DECLARE
  definition text;
BEGIN
  SELECT pg_get_constraintdef(oid) INTO definition
  FROM pg_constraint
  WHERE conrelid = 'notifications'::regclass AND conname = 'notifications_type_check';
  IF position('ARRAY[' IN definition) = 0 THEN
    RAISE EXCEPTION 'unexpected notifications_type_check: %', definition;
  END IF;
  definition := replace(definition, 'ARRAY[', 'ARRAY[''referral_cancelled''::text, ');
  EXECUTE 'ALTER TABLE notifications DROP CONSTRAINT notifications_type_check';
  EXECUTE 'ALTER TABLE notifications ADD CONSTRAINT notifications_type_check ' || definition;
END $$;
