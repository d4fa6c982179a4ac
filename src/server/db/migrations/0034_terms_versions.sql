-- Decision 062 (issue 30): the terms carry a version and a date. An admin publishes a new
-- version with an effective date at least 15 days after publication (P2B Regulation art. 3);
-- everyone accepts it once it is in force, and each acceptance is kept.
CREATE TABLE terms_versions (
  version integer PRIMARY KEY CHECK (version > 0),
  published_at timestamptz NOT NULL,
  effective_at timestamptz NOT NULL,
  summary text NOT NULL CHECK (length(summary) BETWEEN 1 AND 4000),
  published_by uuid REFERENCES profiles(id) ON DELETE SET NULL,
  CHECK (effective_at >= published_at)
);

-- The text published on 23 November 2026 is version 1; it had no notice period to respect.
INSERT INTO terms_versions (version, published_at, effective_at, summary)
VALUES (1, '2026-11-23T00:00:00+01:00', '2026-11-23T00:00:00+01:00', 'Première version des conditions d''utilisation.');

CREATE TABLE terms_acceptances (
  user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  version integer NOT NULL REFERENCES terms_versions(version),
  accepted_at timestamptz NOT NULL,
  source text NOT NULL CHECK (source IN ('sign_up', 'prompt')),
  PRIMARY KEY (user_id, version)
);

-- Sign-up requires ticking 'J'accepte les conditions' (acceptTerms): every account accepted the
-- version in force when it was made. Recorded here, in the sign-up's own transaction, whatever
-- path creates the profile.
CREATE FUNCTION record_sign_up_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO terms_acceptances (user_id, version, accepted_at, source)
  SELECT NEW.id, version, now(), 'sign_up'
  FROM terms_versions WHERE effective_at <= now()
  ORDER BY version DESC LIMIT 1;
  RETURN NEW;
END $$;
CREATE TRIGGER profiles_sign_up_terms AFTER INSERT ON profiles
  FOR EACH ROW EXECUTE FUNCTION record_sign_up_terms();

INSERT INTO terms_acceptances (user_id, version, accepted_at, source)
SELECT id, 1, created_at, 'sign_up' FROM profiles;

-- Sellers hear of a new version at once. Widened in place, as 0014 does, so the kinds other
-- migrations added stay allowed.
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
  definition := replace(definition, 'ARRAY[', 'ARRAY[''terms''::text, ');
  EXECUTE 'ALTER TABLE notifications DROP CONSTRAINT notifications_type_check';
  EXECUTE 'ALTER TABLE notifications ADD CONSTRAINT notifications_type_check ' || definition;
END $$;
