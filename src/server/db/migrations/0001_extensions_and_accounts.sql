-- Extensions and the French full-text configuration that ignores accents.
CREATE EXTENSION IF NOT EXISTS unaccent;

CREATE TEXT SEARCH CONFIGURATION french_unaccent (COPY = french);
ALTER TEXT SEARCH CONFIGURATION french_unaccent
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;

-- profiles is also better-auth's user table: one row per person.
CREATE TABLE profiles (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  email_verified boolean NOT NULL DEFAULT false,
  full_name text NOT NULL CHECK (char_length(full_name) BETWEEN 1 AND 100),
  username text CHECK (username ~ '^[A-Za-z0-9_-]{3,20}$'),
  phone text CHECK (phone ~ '^\+?[0-9 -]{10,20}$'),
  address text CHECK (char_length(address) <= 200),
  city text CHECK (char_length(city) <= 100),
  country text CHECK (char_length(country) <= 100),
  bio text CHECK (char_length(bio) <= 500),
  avatar_url text,
  is_verified boolean NOT NULL DEFAULT false,
  verification_document_key text,
  marked_for_deletion_at timestamptz,
  anonymized_at timestamptz,
  referral_code text NOT NULL CHECK (referral_code ~ '^[A-Z0-9]{1,8}$'),
  referred_by uuid REFERENCES profiles(id) ON DELETE SET NULL,
  payment_method text CHECK (payment_method IN ('paypal', 'iban', 'mobile_money')),
  paypal_email text,
  iban_holder_name text,
  iban_number text,
  mobile_money_name text,
  mobile_money_number text,
  two_factor_enabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (referred_by IS NULL OR referred_by <> id)
);
CREATE UNIQUE INDEX profiles_email_key ON profiles (lower(email));
CREATE UNIQUE INDEX profiles_username_key ON profiles (lower(username));
CREATE UNIQUE INDEX profiles_referral_code_key ON profiles (referral_code);

CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  ip_address text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

CREATE TABLE auth_accounts (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  account_id text NOT NULL,
  provider_id text NOT NULL,
  access_token text,
  refresh_token text,
  id_token text,
  access_token_expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  scope text,
  password text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_accounts_user_idx ON auth_accounts (user_id);

CREATE TABLE auth_verifications (
  id uuid PRIMARY KEY,
  identifier text NOT NULL,
  value text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_verifications_identifier_idx ON auth_verifications (identifier);

-- TOTP factors (better-auth two-factor plugin).
CREATE TABLE mfa_factors (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  secret text NOT NULL,
  backup_codes text NOT NULL,
  verified boolean NOT NULL DEFAULT true,
  failed_verification_count integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  friendly_name text CHECK (char_length(friendly_name) <= 60),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mfa_factors_user_idx ON mfa_factors (user_id);

CREATE TABLE auth_rate_limits (
  id uuid PRIMARY KEY,
  key text NOT NULL UNIQUE,
  count integer NOT NULL,
  last_request bigint NOT NULL
);

CREATE TABLE user_roles (
  user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('seller', 'admin')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, role)
);

CREATE TABLE notification_preferences (
  user_id uuid PRIMARY KEY REFERENCES profiles(id) ON DELETE CASCADE,
  email boolean NOT NULL DEFAULT true,
  order_updates boolean NOT NULL DEFAULT true,
  messages boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  endpoint text NOT NULL,
  p256dh text NOT NULL,
  auth text NOT NULL,
  device_type text NOT NULL DEFAULT 'web' CHECK (device_type IN ('web', 'android', 'ios')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, endpoint)
);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('new_order', 'order_status', 'payment_status', 'new_review', 'return_status', 'referral_paid', 'payout', 'verification')),
  title text NOT NULL,
  message text NOT NULL,
  link text,
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);

-- Security events (sign-in, sign-out, failures); purged after 12 months.
CREATE TABLE security_logs (
  id bigserial PRIMARY KEY,
  user_id uuid REFERENCES profiles(id) ON DELETE SET NULL,
  event text NOT NULL CHECK (event IN ('sign_in', 'sign_in_failed', 'sign_out', 'sign_up', 'password_changed', 'mfa_enabled', 'mfa_disabled', 'account_deletion_requested', 'account_anonymized')),
  ip_address text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX security_logs_created_idx ON security_logs (created_at);

CREATE TABLE admin_logs (
  id bigserial PRIMARY KEY,
  admin_id uuid REFERENCES profiles(id) ON DELETE SET NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX admin_logs_created_idx ON admin_logs (created_at DESC);
