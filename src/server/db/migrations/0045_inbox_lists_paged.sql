-- Decision 074: notifications, conversations and a seller's reviews are paged by keyset like
-- decision 073's lists; each page is a range of one of these indexes, read backwards.

-- The notification panel: (created_at, id), newest first.
DROP INDEX notifications_user_idx;
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at, id);

-- Conversations by last activity: the conversation breaks ties between messages of one instant.
DROP INDEX conversation_members_list_idx;
CREATE INDEX conversation_members_list_idx ON conversation_members (user_id, last_message_at, conversation_id)
  WHERE last_message_at IS NOT NULL;

-- A seller's reviews (her public reviews page, her profile).
DROP INDEX reviews_reviewee_idx;
CREATE INDEX reviews_reviewee_idx ON reviews (reviewee_id, created_at, id);

-- A product's reviews are those of its orders: found by the product, not by reading every order.
CREATE INDEX orders_product_idx ON orders (product_id);
