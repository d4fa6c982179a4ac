-- Decision 076: the last lists the API sent whole, or cut without saying so, are paged by
-- keyset like decisions 073–075; each page is a range of one of these indexes.

-- The admin's referral bonuses, one list per status: pending oldest first, paid and cancelled
-- latest first, each on the time it reached its status, ties by id.
DROP INDEX referrals_pending_idx;
CREATE INDEX referrals_pending_idx ON referrals (created_at, id) WHERE status = 'pending';
CREATE INDEX referrals_paid_idx ON referrals (paid_at, id) WHERE status = 'paid';
CREATE INDEX referrals_cancelled_idx ON referrals (cancelled_at, id) WHERE status = 'cancelled';

-- A member's blocks and hidden listings, newest first (Settings).
CREATE INDEX blocked_users_blocker_recent_idx ON blocked_users (blocker_id, created_at, id);
CREATE INDEX hidden_products_user_recent_idx ON hidden_products (user_id, created_at, product_id);

-- A member's moderation decisions, newest first: the id breaks ties between decisions of one instant.
DROP INDEX moderation_decisions_user_idx;
CREATE INDEX moderation_decisions_user_idx ON moderation_decisions (user_id, decided_at, id);

-- A buyer's open lots, newest change first.
CREATE INDEX lots_buyer_recent_idx ON lots (buyer_id, updated_at, id);
