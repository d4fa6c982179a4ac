-- Decision 066: a return of some of a lot's lines refunds those lines alone (issue 32). An order
-- may then see two refunds: its return's, and later a whole-order refund (a cancellation or a
-- 'non reçu' claim) of what the ledger still holds. A refund happens at most once per return,
-- and a whole-order refund at most once per order; the other once-per-order movements keep
-- their index.
DROP INDEX ledger_once_per_order_key;
CREATE UNIQUE INDEX ledger_once_per_order_key ON ledger_entries (order_id, kind, account)
  WHERE kind IN ('payment_received', 'seller_share_released');
CREATE UNIQUE INDEX ledger_refund_once_per_return_key ON ledger_entries (return_id, account)
  WHERE kind = 'refund_to_buyer' AND return_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_whole_refund_once_per_order_key ON ledger_entries (order_id, account)
  WHERE kind = 'refund_to_buyer' AND return_id IS NULL;
