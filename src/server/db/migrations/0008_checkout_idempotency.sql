-- A buyer's retry of a checkout whose answer was lost carries the same key (Idempotency-Key
-- header): the unique pair makes the second one find the first order instead of making another,
-- even when both arrive at once. The fingerprint of the request tells a retry from another
-- checkout sent under the same key. Orders made without a key keep both NULL.
ALTER TABLE orders
  ADD COLUMN idempotency_key text CHECK (idempotency_key ~ '^[A-Za-z0-9_-]{8,128}$'),
  ADD COLUMN checkout_fingerprint text,
  ADD CONSTRAINT orders_idempotency_pair CHECK ((idempotency_key IS NULL) = (checkout_fingerprint IS NULL)),
  ADD CONSTRAINT orders_buyer_idempotency_key UNIQUE (buyer_id, idempotency_key);
