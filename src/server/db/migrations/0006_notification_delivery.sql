-- Notifications reach people (decisions.md §6): every notification row is announced on the
-- live bus by a trigger, so whatever writes, reads or deletes one, every open tab of its owner
-- hears of it once the transaction commits (NOTIFY is transactional), on any instance.
ALTER TABLE notifications DROP CONSTRAINT notifications_type_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
  'new_order', 'order_status', 'payment_status', 'payment_proof', 'new_review', 'return_status',
  'refund', 'referral_paid', 'payout', 'verification', 'message'));
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT is_read;

CREATE FUNCTION announce_notification() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed notifications%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  PERFORM pg_notify('boucles_live', json_build_object(
    'kind', 'notification', 'op', lower(TG_OP), 'userId', changed.user_id, 'id', changed.id)::text);
  RETURN NULL;
END $$;

CREATE TRIGGER notifications_announce
  AFTER INSERT OR DELETE OR UPDATE OF is_read ON notifications
  FOR EACH ROW EXECUTE FUNCTION announce_notification();

-- The durable outbox of e-mails and push messages: written in the action's transaction,
-- delivered after commit by a worker that claims rows with FOR UPDATE SKIP LOCKED.
-- The content is copied, so deleting the notification (clicking it) never loses a delivery.
CREATE TABLE notification_deliveries (
  id bigserial PRIMARY KEY,
  notification_id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('email', 'push')),
  category text NOT NULL CHECK (category IN ('order_updates', 'messages')),
  title text NOT NULL,
  message text NOT NULL,
  link text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  run_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  -- At most once per channel for one notification.
  UNIQUE (notification_id, channel)
);
CREATE INDEX notification_deliveries_due_idx ON notification_deliveries (run_at) WHERE status IN ('pending', 'sending');
