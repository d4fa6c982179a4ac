-- Buyer–seller messaging (issue 15, decisions.md §9). A conversation is tied to a listing
-- (before buying) or to an order (after); its two people are fixed when it is created.
CREATE TABLE conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subject text NOT NULL CHECK (subject IN ('product', 'order')),
  product_id uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  order_id uuid REFERENCES orders(id) ON DELETE CASCADE,
  buyer_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  seller_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The newest message, read by primary key for the list's preview.
  last_message_id uuid,
  last_message_at timestamptz,
  -- Set by the first message that carries payment details or invites payment outside; an
  -- admin's review clears the queue entry without hiding the warning from the two people.
  flagged_at timestamptz,
  flag_reviewed_at timestamptz,
  flag_reviewed_by uuid REFERENCES profiles(id) ON DELETE SET NULL,
  CHECK (buyer_id <> seller_id),
  CHECK ((subject = 'order') = (order_id IS NOT NULL)),
  CHECK (flag_reviewed_at IS NULL OR flagged_at IS NOT NULL)
);
-- One conversation per listing and asking buyer, one per order: 'Contacter' reopens it.
CREATE UNIQUE INDEX conversations_product_buyer_key ON conversations (product_id, buyer_id) WHERE subject = 'product';
CREATE UNIQUE INDEX conversations_order_key ON conversations (order_id) WHERE order_id IS NOT NULL;
CREATE INDEX conversations_flag_queue_idx ON conversations (flagged_at) WHERE flagged_at IS NOT NULL AND flag_reviewed_at IS NULL;

-- One row per person of a conversation: what the list and the unread count read, so both
-- stay index scans over the person's conversations, whatever the number of messages.
CREATE TABLE conversation_members (
  conversation_id uuid NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('buyer', 'seller')),
  -- Copied from the conversation on each message: the list's sort key, null while empty.
  last_message_at timestamptz,
  unread_count integer NOT NULL DEFAULT 0 CHECK (unread_count >= 0),
  -- Read receipts: the other person's messages up to this instant were seen.
  last_read_at timestamptz,
  PRIMARY KEY (conversation_id, user_id),
  UNIQUE (conversation_id, role)
);
CREATE INDEX conversation_members_list_idx ON conversation_members (user_id, last_message_at DESC)
  WHERE last_message_at IS NOT NULL;
CREATE INDEX conversation_members_unread_idx ON conversation_members (user_id) INCLUDE (unread_count)
  WHERE unread_count > 0;

CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  conversation_id uuid NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
  sender_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  body text NOT NULL CHECK (char_length(body) <= 2000),
  -- Payment details or an invitation to pay outside the platform (shared/messaging rules).
  payment_warning boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Breaks ties between messages of the same instant: the order they were written in.
  seq bigint GENERATED ALWAYS AS IDENTITY
);
CREATE INDEX messages_conversation_idx ON messages (conversation_id, created_at DESC, seq DESC);
-- The per-user send limit counts the sender's recent messages.
CREATE INDEX messages_sender_recent_idx ON messages (sender_id, created_at DESC);

ALTER TABLE conversations ADD CONSTRAINT conversations_last_message_fkey
  FOREIGN KEY (last_message_id) REFERENCES messages(id) ON DELETE SET NULL;

CREATE TABLE message_photos (
  message_id uuid NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
  storage_key text NOT NULL UNIQUE,
  position smallint NOT NULL CHECK (position BETWEEN 0 AND 2),
  PRIMARY KEY (message_id, position)
);

-- A message or a whole conversation can be reported into the same queue as users and
-- listings; the reported person is kept too, so the queue can act on them.
ALTER TABLE reports ADD COLUMN reported_conversation_id uuid REFERENCES conversations(id) ON DELETE CASCADE;
ALTER TABLE reports ADD COLUMN reported_message_id uuid REFERENCES messages(id) ON DELETE CASCADE;
ALTER TABLE reports DROP CONSTRAINT IF EXISTS reports_report_type_check;
ALTER TABLE reports ADD CONSTRAINT reports_report_type_check
  CHECK (report_type IN ('user', 'product', 'conversation', 'message'));
ALTER TABLE reports DROP CONSTRAINT IF EXISTS reports_check;
ALTER TABLE reports ADD CONSTRAINT reports_target_check CHECK (
  (report_type = 'user' AND reported_user_id IS NOT NULL AND reported_product_id IS NULL)
  OR (report_type = 'product' AND reported_product_id IS NOT NULL)
  OR (report_type = 'conversation' AND reported_conversation_id IS NOT NULL AND reported_message_id IS NULL)
  OR (report_type = 'message' AND reported_message_id IS NOT NULL AND reported_conversation_id IS NOT NULL));
CREATE INDEX reports_conversation_idx ON reports (reported_conversation_id) WHERE reported_conversation_id IS NOT NULL;

-- Message e-mails are grouped per conversation (at most one per 15 minutes): notify() looks
-- for a recent e-mail to the same person with the same link.
CREATE INDEX notification_deliveries_grouping_idx ON notification_deliveries (user_id, link, created_at DESC)
  WHERE channel = 'email';
