-- When the payout details last changed (decision 042): a payout to new details waits
-- PAYOUT_DETAILS_HOLD_HOURS, so a borrowed session cannot redirect a seller's money at once.
-- Null: never changed through the password-confirmed form (no hold).
ALTER TABLE profiles ADD COLUMN payout_details_changed_at timestamptz;

-- The change is a security event, like a new password.
ALTER TABLE security_logs DROP CONSTRAINT security_logs_event_check;
ALTER TABLE security_logs ADD CONSTRAINT security_logs_event_check CHECK (event IN (
  'sign_in', 'sign_in_failed', 'sign_out', 'sign_up', 'password_changed', 'mfa_enabled', 'mfa_disabled',
  'account_deletion_requested', 'account_anonymized', 'payout_details_changed'
));
