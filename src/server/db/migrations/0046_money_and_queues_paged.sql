-- Decision 075: the money lists and the admin's queues are paged by keyset; each page is a
-- range of an index, never a sort of all the rows.

-- A seller's payouts, newest first, (created_at, id) both ways.
DROP INDEX payouts_seller_idx;
CREATE INDEX payouts_seller_idx ON payouts (seller_id, created_at, id);

-- The admin's payouts list is most owed first: each seller's balances are kept as ledger
-- lines arrive (the ledger is append-only, 0003), as ledger_totals are (0041), so a page is a
-- range of an index rather than a sum and a sort over every seller's lines.
CREATE TABLE seller_balances (
  seller_id uuid PRIMARY KEY REFERENCES profiles (id),
  -- What the seller is owed, positive: the ledger's credit on each account, negated.
  payable_cents bigint NOT NULL DEFAULT 0,
  escrow_cents bigint NOT NULL DEFAULT 0
);
CREATE INDEX seller_balances_owed_idx ON seller_balances (payable_cents, seller_id)
  WHERE payable_cents <> 0 OR escrow_cents <> 0;

CREATE FUNCTION ledger_entries_add_to_seller_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.party_id IS NOT NULL AND NEW.account IN ('seller_payable', 'seller_escrow') THEN
    INSERT INTO seller_balances (seller_id, payable_cents, escrow_cents)
    VALUES (
      NEW.party_id,
      CASE WHEN NEW.account = 'seller_payable' THEN -NEW.amount_cents ELSE 0 END,
      CASE WHEN NEW.account = 'seller_escrow' THEN -NEW.amount_cents ELSE 0 END
    )
    ON CONFLICT (seller_id) DO UPDATE SET
      payable_cents = seller_balances.payable_cents + EXCLUDED.payable_cents,
      escrow_cents = seller_balances.escrow_cents + EXCLUDED.escrow_cents;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_entries_seller_balances AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_add_to_seller_balances();

INSERT INTO seller_balances (seller_id, payable_cents, escrow_cents)
SELECT party_id,
  -coalesce(sum(amount_cents) FILTER (WHERE account = 'seller_payable'), 0),
  -coalesce(sum(amount_cents) FILTER (WHERE account = 'seller_escrow'), 0)
FROM ledger_entries
WHERE party_id IS NOT NULL AND account IN ('seller_payable', 'seller_escrow')
GROUP BY party_id;

-- The admin's returns tab: one status, oldest change first.
DROP INDEX returns_disputed_idx;
CREATE INDEX returns_status_updated_idx ON returns (status, updated_at, id);

-- The reports queue: open reports newest first, and per target its newer open reports (a
-- group's place is its newest report's).
DROP INDEX reports_open_idx;
CREATE INDEX reports_open_idx ON reports (created_at, id) WHERE status = 'open';
CREATE INDEX reports_open_target_idx ON reports (
  report_type,
  (coalesce(reported_review_id, reported_message_id, reported_conversation_id, reported_product_id, reported_user_id)),
  created_at,
  id
) WHERE status = 'open';
