CREATE TABLE products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES profiles(id) ON DELETE RESTRICT,
  title text NOT NULL CHECK (char_length(btrim(title)) BETWEEN 3 AND 120),
  description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 5000),
  price_cents integer NOT NULL CHECK (price_cents BETWEEN 0 AND 10000000),
  category text NOT NULL CHECK (category IN ('Perruques', 'Tissages', 'Extensions', 'Accessoires')),
  hair_type text CHECK (hair_type IN ('Naturel', 'Synthétique', 'Mixte')),
  color text CHECK (color IN ('noir', 'brun', 'blond', 'auburn', 'rouge', 'gris')),
  color_code text CHECK (color_code ~ '^[0-9A-Za-z/#-]{1,10}$'),
  length_cm integer CHECK (length_cm BETWEEN 1 AND 150),
  texture text CHECK (texture IN ('lisse', 'body_wave', 'loose_wave', 'deep_wave', 'water_wave', 'kinky_straight', 'yaki', 'kinky_curly', 'afro')),
  lace text CHECK (lace IN ('sans_lace', 'closure_4x4', 'closure_5x5', 'closure_6x6', 'frontale_13x4', 'frontale_13x6', 'lace_360', 'full_lace')),
  lace_hd boolean NOT NULL DEFAULT false,
  glueless boolean NOT NULL DEFAULT false,
  density_percent integer CHECK (density_percent BETWEEN 50 AND 400),
  cap_size text CHECK (cap_size IN ('XS', 'S', 'M', 'L')),
  hair_quality text CHECK (hair_quality IN ('vierge', 'remy', 'non_remy')),
  origin text CHECK (origin IN ('bresilien', 'peruvien', 'malaisien', 'indien', 'vietnamien', 'cambodgien', 'europeen', 'autre')),
  heat_resistant boolean NOT NULL DEFAULT false,
  stock_quantity integer NOT NULL DEFAULT 1 CHECK (stock_quantity >= 0),
  is_available boolean NOT NULL DEFAULT true,
  hidden_by_admin boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('french_unaccent', title), 'A') ||
    setweight(to_tsvector('french_unaccent', description), 'B')
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The shop lists only listed products: available, not admin-hidden, not deleted, in stock.
CREATE INDEX products_shop_recent_idx ON products (created_at DESC, id)
  WHERE is_available AND NOT hidden_by_admin AND deleted_at IS NULL AND stock_quantity > 0;
CREATE INDEX products_shop_price_idx ON products (price_cents, id)
  WHERE is_available AND NOT hidden_by_admin AND deleted_at IS NULL AND stock_quantity > 0;
CREATE INDEX products_seller_idx ON products (seller_id, created_at DESC);
CREATE INDEX products_search_idx ON products USING gin (search_vector);

-- Media renditions: images as WebP (card and large), videos as checked originals.
-- A file is uploaded first (product_id null, owned by its uploader), then attached to a product.
CREATE TABLE product_media (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  product_id uuid REFERENCES products(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('image', 'video')),
  position integer NOT NULL CHECK (position >= 0),
  card_key text,
  large_key text,
  video_key text,
  content_type text NOT NULL,
  width integer,
  height integer,
  bytes integer NOT NULL CHECK (bytes > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (product_id, kind, position) DEFERRABLE INITIALLY DEFERRED,
  CHECK ((kind = 'image' AND card_key IS NOT NULL AND large_key IS NOT NULL) OR (kind = 'video' AND video_key IS NOT NULL))
);

CREATE INDEX product_media_unattached_idx ON product_media (owner_id, created_at) WHERE product_id IS NULL;

CREATE TABLE reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reporter_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  report_type text NOT NULL CHECK (report_type IN ('user', 'product')),
  reported_user_id uuid REFERENCES profiles(id) ON DELETE CASCADE,
  reported_product_id uuid REFERENCES products(id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('inappropriate_content', 'spam', 'harassment', 'fake_product', 'scam', 'violence', 'hate_speech', 'other')),
  description text CHECK (char_length(description) <= 500),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'reviewed', 'dismissed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((report_type = 'user' AND reported_user_id IS NOT NULL AND reported_product_id IS NULL)
      OR (report_type = 'product' AND reported_product_id IS NOT NULL))
);

CREATE TABLE blocked_users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  blocker_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  blocked_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (blocker_id, blocked_id),
  CHECK (blocker_id <> blocked_id)
);

CREATE TABLE hidden_products (
  user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);
