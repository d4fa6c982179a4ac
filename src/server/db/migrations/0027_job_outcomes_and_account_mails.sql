-- Decision 051 (issue 33). `jobs status` tells an operator when each job last succeeded and how
-- many passes in a row failed; until now a failure overwrote the only trace of the last success.
ALTER TABLE job_runs ADD COLUMN last_success_at timestamptz;
ALTER TABLE job_runs ADD COLUMN failures_in_a_row integer NOT NULL DEFAULT 0 CHECK (failures_in_a_row >= 0);
UPDATE job_runs SET last_success_at = last_finished_at WHERE last_error IS NULL;
UPDATE job_runs SET failures_in_a_row = 1 WHERE last_error IS NOT NULL;

-- The account's e-mails (address confirmation, password reset, change of address) go through the
-- same durable queue as notifications, so a mail server that is down delays them instead of
-- losing them. They belong to no notification and go to a fixed address (a new address is not
-- the profile's yet); their text, which carries a one-time link, is erased once sent or given up.
ALTER TABLE notification_deliveries ALTER COLUMN notification_id DROP NOT NULL;
ALTER TABLE notification_deliveries ADD COLUMN recipient text;
ALTER TABLE notification_deliveries DROP CONSTRAINT notification_deliveries_channel_check;
ALTER TABLE notification_deliveries ADD CONSTRAINT notification_deliveries_channel_check
  CHECK (channel IN ('email', 'push', 'account_email'));
ALTER TABLE notification_deliveries DROP CONSTRAINT notification_deliveries_category_check;
ALTER TABLE notification_deliveries ADD CONSTRAINT notification_deliveries_category_check
  CHECK (category IN ('order_updates', 'messages', 'transactional', 'account'));
ALTER TABLE notification_deliveries ADD CONSTRAINT notification_deliveries_account_email_check
  CHECK ((channel = 'account_email') = (notification_id IS NULL AND recipient IS NOT NULL AND category = 'account'));
