-- The API rate limit is counted here when several instances share one PostgreSQL, so a
-- client spreading requests over instances meets one limit. Counters are disposable: an
-- unlogged table skips the write-ahead log, and a crash only forgets a minute of counts.
CREATE UNLOGGED TABLE api_rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL CHECK (hits > 0),
  resets_at timestamptz NOT NULL
);
CREATE INDEX api_rate_limits_resets_idx ON api_rate_limits (resets_at);

-- One row per background job: who holds it now (a lease that expires if its instance dies)
-- and when it is next due, so each pass happens once across instances and a restart neither
-- delays a job by a whole interval nor repeats it. Plain statements, no session lock: this
-- works through a transaction-pooling PgBouncer (decision 017).
CREATE TABLE job_runs (
  name text PRIMARY KEY,
  next_run_at timestamptz NOT NULL,
  leased_by text,
  lease_until timestamptz,
  last_finished_at timestamptz,
  last_error text,
  CHECK ((leased_by IS NULL) = (lease_until IS NULL))
);
