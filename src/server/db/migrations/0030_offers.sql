-- Issue 31, decision 058: offers and counter-offers about a listing, each one a row that
-- moves by compare-and-set (pending -> accepted | refused | countered | expired;
-- accepted -> spent | expired). A counter-offer is a new row naming the one it answers.
CREATE TABLE offers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  conversation_id uuid NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  buyer_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  seller_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  proposed_by text NOT NULL CHECK (proposed_by IN ('buyer', 'seller')),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  -- The listing's price when the offer was made: the amount stays below it.
  list_price_cents integer NOT NULL CHECK (amount_cents < list_price_cents),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'accepted', 'refused', 'countered', 'expired', 'spent')),
  answers_offer_id uuid REFERENCES offers(id) ON DELETE CASCADE,
  -- Pending: the answer's deadline. Accepted: the end of the buyer's personal price.
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz,
  order_id uuid REFERENCES orders(id),
  CHECK (buyer_id <> seller_id),
  CHECK ((status = 'spent') = (order_id IS NOT NULL))
);
-- At most one open offer per buyer and listing, whoever made the last move.
CREATE UNIQUE INDEX offers_open_per_listing ON offers (buyer_id, product_id) WHERE status IN ('pending', 'accepted');
-- An order spends one offer at most.
CREATE UNIQUE INDEX offers_order ON offers (order_id) WHERE order_id IS NOT NULL;
CREATE INDEX offers_due ON offers (expires_at) WHERE status IN ('pending', 'accepted');
CREATE INDEX offers_product_open ON offers (product_id) WHERE status IN ('pending', 'accepted');
CREATE INDEX offers_conversation ON offers (conversation_id, created_at);

-- The message that carries an offer or a counter-offer into the conversation: its card.
ALTER TABLE messages ADD COLUMN offer_id uuid REFERENCES offers(id) ON DELETE SET NULL;
