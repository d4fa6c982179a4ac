-- Issue 35: a member's data export reads their security events and the reviews they wrote newest
-- first, 500 at a time (decision 078). Without these indexes each batch read the whole table and
-- sorted the member's rows; a deleted account's events (user_id set to null) read it whole too.
CREATE INDEX security_logs_user_idx ON security_logs (user_id, created_at, id);
CREATE INDEX reviews_reviewer_idx ON reviews (reviewer_id, created_at, id);
