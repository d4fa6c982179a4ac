-- Every private file (proof, return photo) is recorded before it is written to storage, so a
-- crash between the write and the transaction that attaches it cannot leave personal data on
-- disk for ever: a job deletes the files that no row came to reference.
CREATE TABLE private_uploads (
  key text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX private_uploads_created_idx ON private_uploads (created_at);
