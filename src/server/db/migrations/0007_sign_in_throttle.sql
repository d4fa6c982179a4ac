-- Failed sign-ins counted per e-mail address, whether or not an account has it (so the
-- throttle tells nothing about who is registered), across every address they come from.
CREATE TABLE sign_in_throttles (
  email text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  last_failure_at timestamptz NOT NULL,
  blocked_until timestamptz,
  owner_warned_at timestamptz
);
