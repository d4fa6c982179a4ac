-- The payment clock (decision 038): an unpaid order waits for its payment until
-- payment_due_at, the buyer is reminded once (payment_reminded_at), then the order expires.
-- Orders still waiting for a payment get the 72 hours from their creation; a proof waiting
-- for the admin keeps its due date, which counts again only if the proof is rejected.
ALTER TABLE orders ADD COLUMN payment_due_at timestamptz;
ALTER TABLE orders ADD COLUMN payment_reminded_at timestamptz;
UPDATE orders SET payment_due_at = created_at + interval '72 hours'
  WHERE status IN ('pending_payment', 'payment_submitted');
-- The job's two questions (due for a reminder, due to expire) read only the orders waiting for a payment.
CREATE INDEX orders_payment_due_idx ON orders (payment_due_at) WHERE status = 'pending_payment';
-- The checkout counts a buyer's unpaid orders.
CREATE INDEX orders_buyer_unpaid_idx ON orders (buyer_id) WHERE status IN ('pending_payment', 'payment_submitted');

-- A transactional e-mail (how to pay an order) goes whatever the preferences, and offers no unsubscribe.
ALTER TABLE notification_deliveries DROP CONSTRAINT notification_deliveries_category_check;
ALTER TABLE notification_deliveries ADD CONSTRAINT notification_deliveries_category_check
  CHECK (category IN ('order_updates', 'messages', 'transactional'));
